// @ts-check
// The second step's checks (docs/decisions/two-step-login.md): an e-mailed code (kept in PocketBase's
// own one-time-password table, `_otps`, hashed), an authenticator's code (app/domain/totp.js), a
// recovery code (used once), a remembered browser. Wrong codes are counted per account before they
// are judged, by one UPDATE, so codes sent in parallel cannot pass the limit.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)

const CONTAS = "cadastro_geral"
const DIGITOS = "0123456789"

const seguranca = () => domain("seguranca")
const minutesAgo = (minutes) => storedInstant(new Date(Date.now() - minutes * 60_000))

/**
 * Counts an attempt of `contaId` before it is judged; false when the account already has
 * FALHAS_MAXIMAS within the window (the attempt is refused unjudged). A success clears the count.
 * @param {CoreApp} app
 * @param {string} contaId
 */
function claimAttempt(app, contaId) {
  const { FALHAS_MAXIMAS, FALHAS_JANELA_MINUTOS } = seguranca()
  const stale = "(codigo_falhas_desde = '' OR codigo_falhas_desde < {:desde})"
  const affected = app
    .db()
    .newQuery(
      `UPDATE cadastro_geral SET
         codigo_falhas = CASE WHEN ${stale} THEN 1 ELSE codigo_falhas + 1 END,
         codigo_falhas_desde = CASE WHEN ${stale} THEN {:agora} ELSE codigo_falhas_desde END
       WHERE id = {:id} AND (${stale} OR codigo_falhas < {:max})`,
    )
    .bind({
      id: contaId,
      desde: minutesAgo(FALHAS_JANELA_MINUTOS),
      agora: storedInstant(new Date()),
      max: FALHAS_MAXIMAS,
    })
    .execute()
    .rowsAffected()
  return affected > 0
}

/** @param {CoreApp} app @param {string} contaId */
function clearAttempts(app, contaId) {
  app
    .db()
    .newQuery("UPDATE cadastro_geral SET codigo_falhas = 0, codigo_falhas_desde = '' WHERE id = {:id}")
    .bind({ id: contaId })
    .execute()
}

/** True when the attempts just counted reached the limit: the owner is told (lib/segunda-etapa-emails.js). */
function reachedLimit(app, contaId) {
  const conta = app.findRecordById(CONTAS, contaId)
  return conta.getInt("codigo_falhas") >= seguranca().FALHAS_MAXIMAS
}

/**
 * A new 6-digit code for `conta`, kept hashed in `_otps` (any earlier one is dropped), and e-mailed
 * at once: someone waits for it on the login page, so it does not wait for the queue. A code
 * asked again within a minute is not sent again.
 * @param {CoreApp} app
 * @param {core.Record} conta
 */
function sendEmailCode(app, conta) {
  const recent = app.findRecordsByFilter(
    "_otps",
    "recordRef = {:id} && collectionRef = {:colecao} && created > {:desde}",
    "",
    1,
    0,
    { id: conta.id, colecao: conta.collection().id, desde: minutesAgo(1) },
  )
  if (recent.length > 0) return
  app
    .db()
    .newQuery("DELETE FROM _otps WHERE recordRef = {:id} AND collectionRef = {:colecao}")
    .bind({ id: conta.id, colecao: conta.collection().id })
    .execute()
  const codigo = $security.randomStringWithAlphabet(domain("totp").CODIGO_DIGITOS, DIGITOS)
  const otp = new Record(app.findCollectionByNameOrId("_otps"))
  otp.set("collectionRef", conta.collection().id)
  otp.set("recordRef", conta.id)
  otp.set("sentTo", conta.email())
  otp.setPassword(codigo)
  app.save(otp)
  require(`${__hooks}/lib/segunda-etapa-emails.js`).sendCode(app, conta, codigo)
}

/** True when `codigo` is the last code e-mailed to `conta`, within its minutes; it is then spent. */
function useEmailCode(app, conta, codigo) {
  const { CODIGO_EMAIL_MINUTOS, normalizeCode } = seguranca()
  const [otp] = app.findRecordsByFilter(
    "_otps",
    "recordRef = {:id} && collectionRef = {:colecao} && created > {:desde}",
    "-created",
    1,
    0,
    { id: conta.id, colecao: conta.collection().id, desde: minutesAgo(CODIGO_EMAIL_MINUTOS) },
  )
  if (!otp || !otp.validatePassword(normalizeCode(codigo))) return false
  // Spent by whoever deletes it: two requests with the same code let one through.
  return (
    app.db().newQuery("DELETE FROM _otps WHERE id = {:id}").bind({ id: otp.id }).execute().rowsAffected() > 0
  )
}

/**
 * True when `codigo` is the authenticator's current code for the account's secret and newer than
 * the last one used; that step is then recorded (one UPDATE, so the same code sent twice at once
 * passes once).
 */
function useAppCode(app, conta, codigo) {
  const secret = conta.getString("totp_segredo")
  if (secret === "") return false
  const step = domain("totp").matchTotp(secret, codigo, Date.now(), conta.getInt("totp_ultimo_passo"))
  if (step === null) return false
  const affected = app
    .db()
    .newQuery(
      "UPDATE cadastro_geral SET totp_ultimo_passo = {:passo} WHERE id = {:id} AND totp_ultimo_passo < {:passo}",
    )
    .bind({ id: conta.id, passo: step })
    .execute()
    .rowsAffected()
  return affected > 0
}

/** True when `codigo` is one of `conta`'s recovery codes not yet used; it is then used up. */
function useRecovery(app, conta, codigo, tries = 3) {
  const stored = conta.getString("codigos_recuperacao")
  const antes = storedList(stored)
  const depois = seguranca().useRecoveryCode(antes, codigo)
  if (!depois) return false
  // Only over the list as read: a parallel use of another code makes this one read it again.
  const affected = app
    .db()
    .newQuery(
      "UPDATE cadastro_geral SET codigos_recuperacao = {:depois} WHERE id = {:id} AND codigos_recuperacao = {:antes}",
    )
    .bind({ id: conta.id, antes: stored, depois: JSON.stringify(depois) })
    .execute()
    .rowsAffected()
  if (affected > 0) return true
  return tries > 1 && useRecovery(app, app.findRecordById(CONTAS, conta.id), codigo, tries - 1)
}

/** A JSON field's list of strings, from its stored text. */
function storedList(text) {
  const parsed = JSON.parse(text || "[]")
  return Array.isArray(parsed) ? parsed.map(String) : []
}

/**
 * New recovery codes for `conta` (set on the record, saved by the caller): the codes to show once.
 * @returns {string[]}
 */
function newRecoveryCodes(conta) {
  const { RECUPERACAO_QUANTIDADE, RECUPERACAO_TAMANHO, RECUPERACAO_ALFABETO, hashSecret } = seguranca()
  const codigos = []
  for (let i = 0; i < RECUPERACAO_QUANTIDADE; i += 1) {
    codigos.push($security.randomStringWithAlphabet(RECUPERACAO_TAMANHO, RECUPERACAO_ALFABETO))
  }
  conta.set("codigos_recuperacao", codigos.map(hashSecret))
  return codigos
}

/**
 * Checks a code of the kind `tipo` for `conta`: the e-mailed or the authenticator's code (by the
 * account's second step), or a recovery code. Answers the message to show, or "" when it passed.
 */
function checkCode(app, conta, tipo, codigo) {
  const { MENSAGENS, METODO_APP, TIPO_RECUPERACAO } = seguranca()
  if (!claimAttempt(app, conta.id)) return MENSAGENS.muitasFalhas
  let ok
  if (tipo === TIPO_RECUPERACAO) ok = useRecovery(app, conta, codigo)
  else if (conta.getString("segunda_etapa") === METODO_APP) ok = useAppCode(app, conta, codigo)
  else ok = useEmailCode(app, conta, codigo)
  if (ok) {
    clearAttempts(app, conta.id)
    return ""
  }
  if (reachedLimit(app, conta.id)) require(`${__hooks}/lib/segunda-etapa-emails.js`).sendLocked(app, conta)
  return tipo === TIPO_RECUPERACAO ? MENSAGENS.recuperacaoIncorreta : MENSAGENS.codigoIncorreto
}

module.exports = {
  CONTAS,
  claimAttempt,
  sendEmailCode,
  useEmailCode,
  checkCode,
  newRecoveryCodes,
  clearAttempts,
}
