// @ts-check
// What the panel's event pages read (lib/paginas/eventos.js, lib/paginas/evento.js): an event as the
// panel shows it, its places as the `inscricoes_vagas` view counts them and its sign-ups as
// `inscricoes_fila` lists them (docs/decisions/events.md#places-are-kept-by-pocketbase). The site
// works out what each person sees of the places (app/features/eventos/vagas.ts).

const { plain } = require(`${__hooks}/lib/painel-listas.js`)
const { recordsWhere, recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)

/** What the panel shows of an event. */
const EVENTO_CAMPOS = [
  "titulo",
  "descricao",
  "data_evento",
  "localizacao",
  "capacidade",
  "imagem",
  "inscricoes_ate",
]
const VAGAS_CAMPOS = ["capacidade", "data_evento", "inscricoes_ate", "confirmadas", "espera"]
const FILA_CAMPOS = ["evento", "conta", "status", "nome", "posicao", "created"]

/** An event as the panel shows it. @param {core.Record} record */
const eventoPainel = (record) => plain(record, EVENTO_CAMPOS)

/**
 * The event `id` as the panel shows it; null when there is none (a page's 404, not a failure).
 * @param {core.App} app
 * @param {string} id
 */
function eventoOrNull(app, id) {
  const record = recordOrNull(app, "eventos", { id })
  return record ? eventoPainel(record) : null
}

/**
 * The places of each of the events `ids` (taken and waiting), as `inscricoes_vagas` counts them:
 * whoever is logged in may read them.
 * @param {core.App} app
 * @param {string[]} ids
 */
function vagasOf(app, ids) {
  if (ids.length === 0) return []
  return recordsWhere(app, "inscricoes_vagas", $dbx.in("id", ...ids), []).map((record) =>
    plain(record, VAGAS_CAMPOS),
  )
}

/**
 * The sign-ups `where` picks, each with its person's name and its place in its own list, in that
 * order: the person's own, or the board's every one (the `inscricoes_fila` rule).
 * @param {core.App} app
 * @param {dbx.Expression} where
 */
function filaWhere(app, where) {
  return recordsWhere(app, "inscricoes_fila", where, ["posicao", "id"]).map((record) =>
    plain(record, FILA_CAMPOS),
  )
}

module.exports = { eventoPainel, eventoOrNull, vagasOf, filaWhere }
