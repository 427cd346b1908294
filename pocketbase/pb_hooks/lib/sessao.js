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

function verifySession(e) {
  const { listSeats } = require(`${__hooks}/lib/diretoria.js`)
  const conta = e.auth
  return e.json(200, {
    token: conta.newAuthToken(),
    record: { id: conta.id, nome: conta.getString("nome"), email: conta.email() },
    cargos: listSeats(e.app, conta.id),
    associadoAtivo: isActiveMember(e.app, conta.id),
  })
}

module.exports = { verifySession, isActiveMember }
