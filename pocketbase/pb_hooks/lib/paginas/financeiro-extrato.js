// @ts-check
// /painel/financeiro/extrato: the latest statements imported, or (?id=) one statement with the dues
// its credits may pay (every pending one, and those paid by a credit posted within its first and last
// instants) with their members' names, and which of the CPFs its credits carry owe a due (to the
// financial director only, who reads no CPF: lib/extratos.js). The site matches credits to dues.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** How many of the latest statements the upload page links to. */
const RECENTES = 10

const CAMPOS_EXTRATO = ["arquivo_nome", "importado_por_nome", "created"]

module.exports = {
  caminho: "/painel/financeiro/extrato",
  area: "financeiro",
  colecoes: ["extratos", "mensalidades"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull, recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { creditosOf, devedoresPorCpf } = require(`${__hooks}/lib/extratos.js`)
    const id = query("id")
    if (!id) {
      const recentes = recordsWhere(app, "extratos", null, ["created DESC", "id DESC"], RECENTES)
      return { recentes: recentes.map((record) => plain(record, CAMPOS_EXTRATO)), extrato: null }
    }
    const record = recordOrNull(app, "extratos", { id })
    if (!record) return { recentes: [], extrato: null }
    const creditos = /** @type {import("../../../../app/domain/extratos.js").Credito[]} */ (
      creditosOf(record)
    )
    const { cpfsDo } = domain("extratos-cpf")
    const cpfs = creditos.reduce((all, credito) => all.concat(cpfsDo(credito)), /** @type {string[]} */ ([]))
    return {
      recentes: [],
      extrato: { ...plain(record, CAMPOS_EXTRATO), creditos },
      mensalidades: mensalidadesDoExtrato(app, creditos),
      cpfs: domain("acessos").can(quem, "manageMensalidades") ? devedoresPorCpf(app, cpfs) : {},
    }
  },
}

/**
 * The dues the credits may concern, with their members' names: every pending one, and those paid by
 * a credit posted within the statement's first and last instants (a credit's due is paid at its instant).
 * @param {core.App} app
 * @param {{ instante: string }[]} creditos
 */
function mensalidadesDoExtrato(app, creditos) {
  const { CAMPOS, comNomes } = require(`${__hooks}/lib/painel-financeiro.js`)
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const campos = CAMPOS.concat(["transacao_id"])
  const records = arrayOf(new Record())
  app
    .recordQuery("mensalidades")
    .andWhere($dbx.hashExp({ status: "pendente" }))
    .all(records)
  const pagas = arrayOf(new Record())
  const instantes = creditos.map((credito) => credito.instante).sort()
  if (instantes.length > 0) {
    const { toPocketBaseDateTime } = domain("datas")
    const stored = (/** @type {string} */ iso) => toPocketBaseDateTime(new Date(iso))
    app
      .recordQuery("mensalidades")
      .andWhere(
        $dbx.exp("transacao_id != '' AND pago_em >= {:de} AND pago_em <= {:ate}", {
          de: stored(instantes[0]),
          ate: stored(instantes[instantes.length - 1]),
        }),
      )
      .all(pagas)
  }
  return comNomes(
    app,
    records.concat(pagas).map((record) => plain(record, campos)),
  )
}
