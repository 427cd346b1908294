// @ts-check
// The pieces PocketBase's API rules are built from (lib/regras.js is the table): who is an active
// member, who reads the accounts, what a public content's or a view's row is.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { presidenteRule, financeiroRule, diretoriaRule, conselhoRule } = domain("papeis")
const { ASSOCIADO_ATIVO } = domain("associados")

const ANYBODY = ""
const NOBODY = null

/**
 * An active member or anybody on the executive board. The account's own member record, joined on
 * `id_cadastro_geral` as the role's seats are (docs/decisions/roles-and-access.md#role-tests-join-only-the-persons-own-seats).
 */
const MEMBER_OR_BOARD = `(@request.auth.associados_via_id_cadastro_geral.status ?= ${ASSOCIADO_ATIVO} || ${diretoriaRule()})`

/** The finance roles and the fiscal council, who read the accounts. */
const FINANCE_READERS = `${financeiroRule()} || ${presidenteRule()} || ${conselhoRule()}`

/** A message from the site's public forms arrives unanswered: the answer's fields are the board's. */
const UNANSWERED =
  "@request.body.respondido_em:isset = false && @request.body.respondido_por:isset = false && @request.body.respondido_por_nome:isset = false"

/** A request of `fields` that leaves each of them as it is. */
const unchanged = (fields) => fields.map((field) => `@request.body.${field}:changed = false`).join(" && ")

/** What everybody reads and the board writes: the site's public content. */
const publicContent = () => ({
  listRule: ANYBODY,
  viewRule: ANYBODY,
  createRule: diretoriaRule(),
  updateRule: diretoriaRule(),
  deleteRule: diretoriaRule(),
})

/** A view (read-only by nature): who may read it. */
const view = (read) => ({
  listRule: read,
  viewRule: read,
  createRule: NOBODY,
  updateRule: NOBODY,
  deleteRule: NOBODY,
})

module.exports = {
  ANYBODY,
  NOBODY,
  MEMBER_OR_BOARD,
  FINANCE_READERS,
  UNANSWERED,
  unchanged,
  publicContent,
  view,
}
