// @ts-check
// /painel/assembleias: every member reads the requests for an assembly (Código Civil art. 60;
// docs/decisions/elections.md#members-call-an-assembly), each with its signatures, whether the person
// signed it, the fifth it needs (of the members able to vote now, while it collects) and the
// assembly called for it; those who run assemblies read every assembly too, those still ahead
// first (draft, notice, open: by first call, soonest first), then those held or cancelled (latest
// first). An association holds one or two a year and few requests, so neither list has pages.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What a row shows. */
const CAMPOS = ["tipo", "primeira_chamada", "status", "modalidade", "local"]
const CAMPOS_PEDIDO = ["pauta", "autor_nome", "status", "necessarias", "atingido_em"]
/** The requests shown, newest first: enough for years of an association's requests. */
const PEDIDOS_MAX = 30

/**
 * The requests as the page shows them to `quem`.
 * @param {core.App} app
 * @param {string} quem the account asking
 */
function pedidosOf(app, quem) {
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { aptosAgora } = require(`${__hooks}/lib/pedidos-assembleia-aptos.js`)
  const pedidos = app.findRecordsByFilter("pedidos_assembleia", "id != ''", "-created", PEDIDOS_MAX, 0)
  if (pedidos.length === 0) return []
  const ids = pedidos.map((pedido) => /** @type {core.Record} */ (pedido).id)
  /** @type {Record<string, number>} */
  const assinaturas = {}
  /** @type {Record<string, boolean>} */
  const assinou = {}
  for (const found of app.findAllRecords("pedido_assinaturas", $dbx.in("pedido", ...ids))) {
    const row = /** @type {core.Record} */ (found)
    const pedido = row.getString("pedido")
    assinaturas[pedido] = (assinaturas[pedido] || 0) + 1
    if (row.getString("associado") === quem) assinou[pedido] = true
  }
  // The fifth of today's members counts only while a request collects: one count for all of them.
  const coletando = pedidos.some(
    (pedido) => /** @type {core.Record} */ (pedido).getString("status") === "coletando",
  )
  const aptos = coletando ? aptosAgora(app) : 0
  return pedidos.map((found) => {
    const pedido = /** @type {core.Record} */ (found)
    const assembleia = pedido.getString("assembleia")
      ? findOrNull(() => app.findRecordById("assembleias", pedido.getString("assembleia")))
      : null
    return {
      ...plain(pedido, CAMPOS_PEDIDO),
      assinaturas: assinaturas[pedido.id] || 0,
      aptos,
      assembleia: assembleia
        ? { id: assembleia.id, primeira_chamada: assembleia.getString("primeira_chamada") }
        : null,
      assinou: assinou[pedido.id] === true,
    }
  })
}

module.exports = {
  caminho: "/painel/assembleias",
  area: "assembleias",
  colecoes: ["pedidos_assembleia", "pedido_assinaturas"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const pedidos = pedidosOf(app, quem.id)
    // The assemblies, drafts included, are for those who run them (the API rules' assembleias).
    if (!domain("acessos").can(quem, "manageAssembleias")) return { proximas: [], realizadas: [], pedidos }
    const rows = (/** @type {string[]} */ statuses, /** @type {string} */ order) =>
      recordsWhere(app, "assembleias", $dbx.in("status", ...statuses), [order]).map((record) =>
        plain(record, CAMPOS),
      )
    return {
      proximas: rows(["rascunho", "publicada", "aberta"], "primeira_chamada ASC"),
      realizadas: rows(["encerrada", "cancelada"], "primeira_chamada DESC"),
      pedidos,
    }
  },
}
