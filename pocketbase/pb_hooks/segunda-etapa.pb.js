// @ts-check
// The two-step login's routes (docs/decisions/two-step-login.md): the login's second page, with the
// `mfaId` PocketBase's MFA gave for the password (no session yet), and each person's own set-up, the
// re-confirmation and the new password (a session). The checks are lib/segunda-etapa.js.

const ROTAS = require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API
const own = () => $apis.requireAuth("cadastro_geral")

routerAdd("POST", ROTAS.secondStepStart, (e) =>
  require(`${__hooks}/lib/segunda-etapa-rotas.js`).startLogin(e),
)
routerAdd("POST", ROTAS.secondStepFinish, (e) =>
  require(`${__hooks}/lib/segunda-etapa-rotas.js`).finishLogin(e),
)
routerAdd("POST", ROTAS.startApp, (e) => require(`${__hooks}/lib/segunda-etapa-rotas.js`).startApp(e), own())
routerAdd(
  "POST",
  ROTAS.confirmApp,
  (e) => require(`${__hooks}/lib/segunda-etapa-rotas.js`).confirmApp(e),
  own(),
)
routerAdd("POST", ROTAS.sendCode, (e) => require(`${__hooks}/lib/segunda-etapa-rotas.js`).sendCode(e), own())
routerAdd(
  "POST",
  ROTAS.confirmEmail,
  (e) => require(`${__hooks}/lib/segunda-etapa-rotas.js`).confirmEmail(e),
  own(),
)
routerAdd(
  "POST",
  ROTAS.newRecoveryCodes,
  (e) => require(`${__hooks}/lib/segunda-etapa-rotas.js`).renewRecoveryCodes(e),
  own(),
)
routerAdd(
  "POST",
  ROTAS.turnOffSecondStep,
  (e) => require(`${__hooks}/lib/segunda-etapa-rotas.js`).turnOff(e),
  own(),
)
routerAdd(
  "POST",
  ROTAS.reconfirm,
  (e) => require(`${__hooks}/lib/segunda-etapa-conta.js`).reconfirm(e),
  own(),
)
routerAdd(
  "POST",
  ROTAS.changePassword,
  (e) => require(`${__hooks}/lib/segunda-etapa-conta.js`).changePassword(e),
  own(),
)
routerAdd(
  "POST",
  ROTAS.resetSecondStep,
  (e) => require(`${__hooks}/lib/segunda-etapa-conta.js`).resetSecondStep(e),
  own(),
)

// PocketBase's own OTP routes stay closed (its MFA needs OTP turned on): a code alone never logs
// anyone in, and PocketBase sends no code of its own (docs/decisions/two-step-login.md#pocketbases-mfa).
onRecordRequestOTPRequest(() => {
  throw new ForbiddenError("Use o e-mail e a senha para entrar.")
}, "cadastro_geral")

onRecordAuthWithOTPRequest(() => {
  throw new ForbiddenError("Use o e-mail e a senha para entrar.")
}, "cadastro_geral")
