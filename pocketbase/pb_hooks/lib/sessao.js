// @ts-check
// The site's check of a session (app/auth/guards.server.ts), in one question instead of three (an
// auth refresh and two lookups): requireAuth has refused a token PocketBase no longer accepts
// (expired, password changed, account deleted); the account gets a fresh token, as an auth refresh
// gives, and what its role is made of: its board seats and whether it is an active member (the
// site derives the role, docs/decisions/roles-and-access.md#one-rule-for-the-role). A failure here is a 500, never an
// answer without a seat.

const { ASSOCIADO_ATIVO } = require(`${__hooks}/lib/domain.js`).domain("associados")

/** True when the account `contaId` has an active member's record (status 1). */
function isActiveMember(app, contaId) {
  const ativos = app.findRecordsByFilter(
    "associados",
    "id_cadastro_geral = {:id} && status = {:ativo}",
    "",
    1,
    0,
    { id: contaId, ativo: ASSOCIADO_ATIVO },
  )
  return ativos.length > 0
}

/** True when the account `contaId` is the guardian of a child of the school (any `alunos` record). */
function isGuardian(app, contaId) {
  return app.findRecordsByFilter("alunos", "responsavel = {:id}", "", 1, 0, { id: contaId }).length > 0
}

/**
 * The session as the site reads it: a fresh token, the account now, its seats, whether it is an
 * active member, whether it is a child's guardian and whether one of the children waits for the
 * guardian's consent. The panel's page route (lib/painel.js)
 * answers it beside the page's data.
 * @param {core.RequestEvent} e
 */
function sessionOf(e) {
  const { listSeats } = require(`${__hooks}/lib/diretoria.js`)
  const { consentPending } = require(`${__hooks}/lib/escolinha-consentimento.js`)
  const conta = /** @type {core.Record} */ (e.auth)
  const responsavel = isGuardian(e.app, conta.id)
  const cargos = listSeats(e.app, conta.id)
  return {
    token: conta.newAuthToken(),
    record: { id: conta.id, nome: conta.getString("nome"), email: conta.email() },
    cargos,
    // The second step (docs/decisions/two-step-login.md): which one, and the last re-confirmation
    // of a grave change; whether one is required is the seats' (papeis.js holdsAnySeat).
    segundaEtapa: conta.getString("segunda_etapa"),
    reconfirmadoEm: conta.getString("reconfirmado_em"),
    associadoAtivo: isActiveMember(e.app, conta.id),
    responsavel,
    // The panel sends a guardian who owes a child's consent to the consent page before anything
    // else (docs/decisions/youth-school.md#consent): told here, so no page asks it again.
    consentimentoPendente: responsavel && consentPending(e.app, conta.id),
  }
}

/**
 * Who the request's author is to the shared role matrix (app/domain/acessos.js): its role and the
 * seats and children that open areas beside it (acessoFromSeats), as the site's guard reads them;
 * null for anyone but an account (a superuser, nobody). A route asks `can(acesso, capability)`.
 * @param {core.RequestEvent} e
 */
function acessoOf(e) {
  if (!e.auth || e.auth.collection().name !== "cadastro_geral") return null
  const { acessoFromSeats } = require(`${__hooks}/lib/domain.js`).domain("papeis")
  const { listSeats } = require(`${__hooks}/lib/diretoria.js`)
  const contaId = e.auth.id
  return acessoFromSeats(
    listSeats(e.app, contaId),
    isActiveMember(e.app, contaId),
    isGuardian(e.app, contaId),
  )
}

/** @param {core.RequestEvent} e */
function verifySession(e) {
  return e.json(200, sessionOf(e))
}

module.exports = { verifySession, sessionOf, isActiveMember, acessoOf }
