// @ts-check
// The account's grave steps (segunda-etapa.pb.js; docs/decisions/two-step-login.md): the
// re-confirmation, the new password, the president's reset of a board member's second step.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)
const etapa = require(`${__hooks}/lib/segunda-etapa.js`)
const rotas = require(`${__hooks}/lib/segunda-etapa-rotas.js`)
const { requireReconfirmation } = require(`${__hooks}/lib/reconfirmacao.js`)

const seguranca = () => domain("seguranca")

/**
 * POST { senha, codigo, tipo? }: the password and the second step's code again (a recovery code with
 * tipo "recuperacao"); a member without a second step gives the password only. Wrong answers count
 * with the login's wrong codes.
 */
function reconfirm(e) {
  const { MENSAGENS } = seguranca()
  const body = rotas.bodyOf(e)
  const conta = rotas.ownAccount(e)
  if (!conta.validatePassword(rotas.text(body, "senha"))) {
    // A wrong password here is a wrong code too: the session's holder may be a thief guessing.
    if (!etapa.claimAttempt(e.app, conta.id)) throw new ApiError(429, MENSAGENS.muitasFalhas, {})
    throw new BadRequestError(MENSAGENS.senhaIncorreta, {
      senha: new ValidationError("senha_incorreta", MENSAGENS.senhaIncorreta),
    })
  }
  if (conta.getString("segunda_etapa") !== "" || rotas.holdsSeat(e.app, conta.id)) {
    const erro = etapa.checkCode(e.app, conta, rotas.text(body, "tipo"), rotas.text(body, "codigo"))
    if (erro === MENSAGENS.muitasFalhas) throw new ApiError(429, erro, {})
    if (erro) throw new BadRequestError(erro, { codigo: new ValidationError("codigo_incorreto", erro) })
  }
  e.app
    .db()
    .newQuery("UPDATE cadastro_geral SET reconfirmado_em = {:agora} WHERE id = {:id}")
    .bind({ id: conta.id, agora: storedInstant(new Date()) })
    .execute()
  return e.noContent(204)
}

/**
 * POST { senhaAtual, senha, confirmacao } → PocketBase's auth answer: the new password, and a token
 * for this session (every token issued before is refused from now on; the remembered browsers are
 * forgotten by the account's hook).
 */
function changePassword(e) {
  const body = rotas.bodyOf(e)
  const conta = rotas.ownAccount(e)
  if (!conta.validatePassword(rotas.text(body, "senhaAtual"))) {
    throw new BadRequestError("Senha atual incorreta.", {
      oldPassword: new ValidationError("senha_incorreta", "Senha atual incorreta."),
    })
  }
  const senha = rotas.text(body, "senha")
  if (senha !== rotas.text(body, "confirmacao")) {
    throw new BadRequestError("As senhas não conferem.", {
      passwordConfirm: new ValidationError("senhas_diferentes", "As senhas não conferem."),
    })
  }
  conta.setPassword(senha)
  e.app.save(conta)
  // No method: the person is logged in already, so PocketBase's MFA is not asked again.
  return $apis.recordAuthResponse(e, conta, "", null)
}

/**
 * POST /seguranca/redefinir/{id}: the president, re-confirmed, takes away a seat holder's second
 * step (a lost phone); recorded in the activity log and e-mailed to its owner, who sets it up again
 * with an e-mailed code at the next login.
 */
function resetSecondStep(e) {
  const { acessoOf } = require(`${__hooks}/lib/sessao.js`)
  const acesso = acessoOf(e)
  if (!acesso || acesso.role !== domain("cargos").PRESIDENTE) throw new ForbiddenError("Acesso negado")
  requireReconfirmation(e)
  const conta = e.app.findRecordById(etapa.CONTAS, e.request.pathValue("id"))
  if (!rotas.holdsSeat(e.app, conta.id))
    throw new BadRequestError("Só a segunda etapa de quem ocupa um cargo é redefinida aqui.")
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  e.app.runInTransaction((tx) => {
    const fresh = tx.findRecordById(etapa.CONTAS, conta.id)
    rotas.clearSecondStep(fresh)
    tx.save(fresh)
    rotas.forgetDevices(tx, conta.id)
    const nome = conta.getString("nome") || conta.email()
    recordAtividade(tx, e.auth, etapa.CONTAS, conta.id, describe("segunda_etapa_redefinida", { nome }))
  })
  require(`${__hooks}/lib/segunda-etapa-emails.js`).sendReset(e.app, conta, e.auth)
  return e.noContent(204)
}

module.exports = { reconfirm, changePassword, resetSecondStep }
