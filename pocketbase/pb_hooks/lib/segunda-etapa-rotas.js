// @ts-check
// The second step's routes (segunda-etapa.pb.js; docs/decisions/two-step-login.md): finishing a
// login PocketBase's MFA held at the password, and each person's own set-up. The checks themselves
// are lib/segunda-etapa.js.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)
const etapa = require(`${__hooks}/lib/segunda-etapa.js`)
const { requireReconfirmation } = require(`${__hooks}/lib/reconfirmacao.js`)

const seguranca = () => domain("seguranca")
const bodyOf = (e) => /** @type {Record<string, unknown>} */ (e.requestInfo().body || {})
const text = (body, name) => (typeof body[name] === "string" ? String(body[name]) : "")
const APARELHOS = "aparelhos_lembrados"
const TOKEN_ALFABETO = "abcdefghijklmnopqrstuvwxyz0123456789"

/** 400, or 429 past the wrong codes' limit, with `mensagem`. */
function refuse(mensagem) {
  if (mensagem === seguranca().MENSAGENS.muitasFalhas) throw new ApiError(429, mensagem, {})
  throw new BadRequestError(mensagem)
}

/** The account whose password opened the login `mfaId` (PocketBase's MFA record), while it lasts. */
function pendingAccount(app, mfaId) {
  const { MENSAGENS, CODIGO_EMAIL_MINUTOS } = seguranca()
  let mfa
  try {
    mfa = app.findMFAById(mfaId)
  } catch {
    throw new BadRequestError(MENSAGENS.prazoEsgotado)
  }
  if (Date.now() / 1000 - mfa.created().unix() > CODIGO_EMAIL_MINUTOS * 60) {
    throw new BadRequestError(MENSAGENS.prazoEsgotado)
  }
  return app.findRecordById(mfa.collectionRef(), mfa.recordRef())
}

/** The second step the account gives: its own, or the e-mailed code for a seat not yet set up. */
const methodOf = (conta) => conta.getString("segunda_etapa") || seguranca().METODO_EMAIL

/** The account that asks, read fresh (its hidden fields included). */
const ownAccount = (e) => e.app.findRecordById(etapa.CONTAS, /** @type {core.Record} */ (e.auth).id)

/** True when the account holds a seat now: its second step is required (app/domain/papeis.js). */
function holdsSeat(app, contaId) {
  const { listSeats } = require(`${__hooks}/lib/diretoria.js`)
  return domain("papeis").holdsAnySeat(listSeats(app, contaId))
}

/** 'Lembrar este aparelho': a random token for the browser's cookie, its hash kept here. */
function rememberDevice(app, conta) {
  const { APARELHO_DIAS, hashSecret } = seguranca()
  const token = $security.randomStringWithAlphabet(48, TOKEN_ALFABETO)
  const aparelho = new Record(app.findCollectionByNameOrId(APARELHOS))
  aparelho.set("conta", conta.id)
  aparelho.set("hash", hashSecret(token))
  aparelho.set("expira_em", storedInstant(new Date(Date.now() + APARELHO_DIAS * 86_400_000)))
  app.save(aparelho)
  return token
}

/** True when `token` is a browser `conta` chose to remember, not yet expired. */
function isRememberedDevice(app, conta, token) {
  if (token === "") return false
  const found = app.findRecordsByFilter(
    APARELHOS,
    "hash = {:hash} && conta = {:conta} && expira_em > {:agora}",
    "",
    1,
    0,
    { hash: seguranca().hashSecret(token), conta: conta.id, agora: storedInstant(new Date()) },
  )
  return found.length > 0
}

/** Forgets every browser `contaId` remembered (a new password, a second step reset or turned off). */
function forgetDevices(app, contaId) {
  app.db().newQuery("DELETE FROM aparelhos_lembrados WHERE conta = {:id}").bind({ id: contaId }).execute()
}

/** The second step taken away from `conta` (set on the record, saved by the caller). */
function clearSecondStep(conta) {
  for (const name of ["segunda_etapa", "totp_segredo", "totp_pendente"]) conta.set(name, "")
  conta.set("codigos_recuperacao", [])
}

/** POST { mfaId } → { metodo }: the login's second page; an e-mailed code is sent now. */
function startLogin(e) {
  const conta = pendingAccount(e.app, text(bodyOf(e), "mfaId"))
  const metodo = methodOf(conta)
  if (metodo === seguranca().METODO_EMAIL) etapa.sendEmailCode(e.app, conta)
  return e.json(200, { metodo })
}

/** POST { mfaId, tipo, codigo, lembrar, aparelho }: the second step; PocketBase's auth answer. */
function finishLogin(e) {
  const { TIPOS, TIPO_APARELHO, MENSAGENS } = seguranca()
  const body = bodyOf(e)
  const conta = pendingAccount(e.app, text(body, "mfaId"))
  const tipo = text(body, "tipo")
  if (TIPOS.indexOf(/** @type {any} */ (tipo)) < 0) throw new BadRequestError(MENSAGENS.codigoIncorreto)
  if (tipo === TIPO_APARELHO) {
    if (!isRememberedDevice(e.app, conta, text(body, "aparelho")))
      throw new BadRequestError(MENSAGENS.codigoIncorreto)
  } else {
    const erro = etapa.checkCode(e.app, conta, tipo, text(body, "codigo"))
    if (erro) refuse(erro)
  }
  const meta =
    body.lembrar === true && tipo !== TIPO_APARELHO ? { aparelho: rememberDevice(e.app, conta) } : {}
  // A method other than "password", with the body's mfaId: PocketBase's MFA completes and answers
  // the token (apis/record_helpers.go, checkMFA).
  return $apis.recordAuthResponse(e, conta, tipo, meta)
}

/** POST: a new authenticator secret, waiting for its first code. */
function startApp(e) {
  const conta = ownAccount(e)
  if (conta.getString("segunda_etapa") !== "") requireReconfirmation(e)
  const { BASE32, otpauthUri } = domain("totp")
  const segredo = $security.randomStringWithAlphabet(32, BASE32)
  conta.set("totp_pendente", segredo)
  e.app.save(conta)
  const emissor = e.app.settings().meta.appName
  return e.json(200, { segredo, uri: otpauthUri({ secret: segredo, email: conta.email(), emissor }) })
}

/** POST { codigo }: the authenticator's first code; its second step is then the app. → { codigos } */
function confirmApp(e) {
  const conta = ownAccount(e)
  const { MENSAGENS, METODO_APP } = seguranca()
  const segredo = conta.getString("totp_pendente")
  const passo = segredo ? domain("totp").matchTotp(segredo, text(bodyOf(e), "codigo"), Date.now()) : null
  if (passo === null) throw new BadRequestError(MENSAGENS.codigoIncorreto)
  conta.set("segunda_etapa", METODO_APP)
  conta.set("totp_segredo", segredo)
  conta.set("totp_pendente", "")
  conta.set("totp_ultimo_passo", passo)
  const codigos = etapa.newRecoveryCodes(conta)
  e.app.save(conta)
  return e.json(200, { codigos })
}

/** POST: e-mails a code to the person (the e-mail's set-up, a re-confirmation). */
function sendCode(e) {
  etapa.sendEmailCode(e.app, ownAccount(e))
  return e.json(200, { enviado: true })
}

/** POST { codigo }: the e-mailed code confirms the address; the second step is then e-mail. */
function confirmEmail(e) {
  const conta = ownAccount(e)
  if (conta.getString("segunda_etapa") !== "") requireReconfirmation(e)
  if (!etapa.useEmailCode(e.app, conta, text(bodyOf(e), "codigo"))) {
    throw new BadRequestError(seguranca().MENSAGENS.codigoIncorreto)
  }
  clearSecondStep(conta)
  conta.set("segunda_etapa", seguranca().METODO_EMAIL)
  const codigos = etapa.newRecoveryCodes(conta)
  e.app.save(conta)
  return e.json(200, { codigos })
}

/** POST: ten new recovery codes; the old ones stop working. */
function renewRecoveryCodes(e) {
  requireReconfirmation(e)
  const conta = ownAccount(e)
  if (conta.getString("segunda_etapa") === "")
    throw new BadRequestError("Configure a segunda etapa primeiro.")
  const codigos = etapa.newRecoveryCodes(conta)
  e.app.save(conta)
  return e.json(200, { codigos })
}

/** POST: a member turns the optional second step off; a seat's holder cannot. */
function turnOff(e) {
  requireReconfirmation(e)
  const conta = ownAccount(e)
  if (holdsSeat(e.app, conta.id)) throw new BadRequestError(seguranca().MENSAGENS.obrigatoria)
  clearSecondStep(conta)
  e.app.runInTransaction((tx) => {
    tx.save(conta)
    forgetDevices(tx, conta.id)
  })
  return e.noContent(204)
}

module.exports = {
  startLogin,
  finishLogin,
  startApp,
  confirmApp,
  sendCode,
  confirmEmail,
  renewRecoveryCodes,
  turnOff,
  holdsSeat,
  forgetDevices,
  clearSecondStep,
  ownAccount,
  bodyOf,
  text,
}
