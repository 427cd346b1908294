// The site's check of a session (app/auth/guards.server.ts), in one question instead of three (an
// auth refresh and two lookups): requireAuth has refused a token PocketBase no longer accepts
// (expired, password changed, account deleted); the account gets a fresh token, as an auth refresh
// gives, and what its role is made of: its board seats and whether it is an active member (the
// site derives the role, docs/decisions/roles-and-access.md#one-rule-for-the-role). A failure here is a 500, never an
// answer without a seat.

const ASSOCIADO_ATIVO = 1

function verificar(e) {
  const conta = e.auth
  const cargos = e.app.findRecordsByFilter("diretoria", "idCadGeral = {:id}", "", 0, 0, { id: conta.id })
  const ativo = e.app.findRecordsByFilter(
    "associados",
    "id_cadastro_geral = {:id} && status = {:ativo}",
    "",
    1,
    0,
    { id: conta.id, ativo: ASSOCIADO_ATIVO },
  )
  return e.json(200, {
    token: conta.newAuthToken(),
    record: { id: conta.id, nome: conta.getString("nome"), email: conta.email() },
    cargos: cargos.map((cargo) => ({ cargo: cargo.getString("cargo"), tipo: cargo.getString("tipo") })),
    associadoAtivo: ativo.length > 0,
  })
}

module.exports = { verificar }
