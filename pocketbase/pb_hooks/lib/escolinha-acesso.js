// @ts-check
// Who asks, for the school's routes and readers (docs/decisions/youth-school.md#classes-and-the-roll):
// the shared role matrix's school capabilities, read from the account's seats on this request, and
// the class a coach may reach (their own only), so a route and a page reader refuse alike.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * What the request's author may do in the school: manage it (the president, the coordinator, a
 * superuser) or call the roll; `id` "" for a superuser.
 * @param {any} e
 */
function schoolAccessOf(e) {
  if (e.hasSuperuserAuth()) return { id: "", manage: true, chamada: true }
  const acesso = require(`${__hooks}/lib/sessao.js`).acessoOf(e)
  if (!acesso) return { id: "", manage: false, chamada: false }
  const { can } = domain("acessos")
  return {
    id: /** @type {core.Record} */ (e.auth).id,
    manage: can(acesso, "manageEscolinha"),
    chamada: can(acesso, "takeChamada"),
  }
}

/**
 * The class `id` when `quem` may see it (a manager any; a coach their own), else null: a class of
 * another coach reads as missing.
 * @param {CoreApp} app
 * @param {{ id: string, manage: boolean }} quem
 * @param {string} id
 */
function turmaFor(app, quem, id) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const turma = id ? findOrNull(() => app.findRecordById("turmas", id)) : null
  if (!turma) return null
  return quem.manage || (quem.id !== "" && turma.getString("professor") === quem.id) ? turma : null
}

/** The certificate's validity in months: the setting, or its default when the record is unread. */
function validadeMeses(/** @type {CoreApp} */ app) {
  const { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const { ATESTADO_VALIDADE_MESES_PADRAO } = domain("escolinha-configuracoes")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const record = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  const meses = record ? record.getInt("validade_atestado_meses") : 0
  return meses > 0 ? meses : ATESTADO_VALIDADE_MESES_PADRAO
}

module.exports = { schoolAccessOf, turmaFor, validadeMeses }
