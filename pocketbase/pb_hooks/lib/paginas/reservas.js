// @ts-check
// /painel/reservas: a member's own reservations, the president's everyone's (?status= tabs, with how
// many wait for a decision), each with its space's name; the active spaces, the approved times of the
// weeks ahead for the form (?nova=1) and the member's own pending reservation to cancel
// (?acao=cancelar&id=...).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of a reservation (its space's name comes beside it). */
const CAMPOS = [
  "espaco",
  "data",
  "hora_inicio",
  "hora_fim",
  "capacidade",
  "associado_id",
  "associado_nome",
  "status",
  "created",
]

/** How far ahead the form shows the times already taken. */
const SEMANAS_OCUPADAS = 8

module.exports = {
  caminho: "/painel/reservas",
  area: "reservas",
  colecoes: ["reservas"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { listPage } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { can } = domain("acessos")
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const { RESERVA_STATUS } = domain("reservas")
    // The API rule: the president reads every reservation, anybody else their own.
    const gerencia = can(quem, "manageReservas")
    const status = gerencia ? statusOf(query("status"), RESERVA_STATUS) : null
    /** @type {Record<string, string>} */
    const filtro = gerencia ? {} : { associado_id: quem.id }
    if (status) filtro.status = status
    const lista = listPage(
      app,
      {
        colecao: "reservas",
        where: Object.keys(filtro).length > 0 ? $dbx.hashExp(filtro) : undefined,
        orderBy: ["data DESC", "hora_inicio DESC", "created DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.reservasPorPagina,
      },
      (record) => record,
    )
    const espacos = recordsWhere(app, "espacos", $dbx.hashExp({ ativo: true }), ["nome ASC"])
    const cancelar = query("acao") === "cancelar" ? cancelavel(app, quem.id, query("id")) : null
    const nomes = nomesDosEspacos(app, [...lista.items, ...(cancelar ? [cancelar] : [])])
    return {
      lista: { ...lista, items: lista.items.map((record) => reservaOf(record, nomes)) },
      pendentes: gerencia ? app.countRecords("reservas", $dbx.hashExp({ status: "pendente" })) : 0,
      ocupados: query("nova") === "1" ? ocupadosAdiante(app) : [],
      cancelar: cancelar && reservaOf(cancelar, nomes),
      espacos: espacos.map((record) => ({ id: record.id, nome: record.getString("nome"), ativo: true })),
    }
  },
}

/**
 * A reservation as the page shows it: its day as yyyy-MM-dd and its space's name as it is now.
 * @param {core.Record} record
 * @param {Record<string, string>} nomes the spaces' names by id
 */
function reservaOf(record, nomes) {
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const { storedDay } = domain("datas")
  const reserva = plain(record, CAMPOS)
  return { ...reserva, data: storedDay(reserva.data), local: nomes[record.getString("espaco")] ?? "" }
}

/**
 * The names of the spaces `reservas` point at, by id: any logged-in person reads any space (a
 * reservation of a deactivated one still shows its name).
 * @param {core.App} app
 * @param {core.Record[]} reservas
 */
function nomesDosEspacos(app, reservas) {
  const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
  const ids = [...new Set(reservas.map((record) => record.getString("espaco")))]
  /** @type {Record<string, string>} */
  const nomes = {}
  if (ids.length === 0) return nomes
  for (const espaco of recordsWhere(app, "espacos", $dbx.in("id", ...ids), [])) {
    nomes[espaco.id] = espaco.getString("nome")
  }
  return nomes
}

/**
 * The reservation `id` when it is the member's own and still pending: the only one they may cancel.
 * @param {core.App} app
 * @param {string} contaId
 * @param {string} id
 */
function cancelavel(app, contaId, id) {
  const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
  return recordOrNull(app, "reservas", { id, associado_id: contaId, status: "pendente" })
}

/**
 * The approved times of every space from the first day a reservation may be asked for, for
 * SEMANAS_OCUPADAS weeks, without who booked them (`reservas_ocupadas`, which members may read).
 * @param {core.App} app
 */
function ocupadosAdiante(app) {
  const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
  const { addDays, storedDate, storedDay, todayInSaoPaulo } = domain("datas")
  const { firstReservaDay } = domain("reservas")
  const de = firstReservaDay(todayInSaoPaulo())
  const ate = addDays(de, SEMANAS_OCUPADAS * 7 - 1)
  const where = $dbx.exp("data >= {:de} AND data <= {:ate}", { de: storedDate(de), ate: storedDate(ate) })
  return recordsWhere(app, "reservas_ocupadas", where, ["data ASC", "hora_inicio ASC", "espaco ASC"]).map(
    (record) => ({
      id: record.id,
      espaco: record.getString("espaco"),
      data: storedDay(record.getString("data")),
      hora_inicio: record.getString("hora_inicio"),
      hora_fim: record.getString("hora_fim"),
    }),
  )
}
