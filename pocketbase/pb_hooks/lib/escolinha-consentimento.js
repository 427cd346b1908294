// @ts-check
// The guardian's consents for a child (docs/decisions/youth-school.md#consent): each choice a row of
// `consentimentos` with who, when and the text's version, the child's current fields beside it, and
// the enrolment ended when the data consent is withdrawn, all in one transaction. The waiting
// list's promotion and the photos' unpublishing are the hooks on `alunos` updates, which run inside
// it. Also what PocketBase's session tells the site: whether a guardian still owes an answer.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The reason an enrolment ends when its guardian withdraws the data consent. */
const MOTIVO_RETIRADA = "Autorização dos dados retirada pelo responsável"
/** The reason an enrolment ends an instant before its guardian's deletion erases it. */
const MOTIVO_EXCLUSAO = "Exclusão dos dados pedida pelo responsável"

/**
 * True when the account `contaId` guards a child whose enrolment is not ended and whose data consent
 * was never given for the current text: `consentimento_em` unset, or no `dados` row of
 * CONSENTIMENTO_VERSAO (a new version of the words asks again). One question, for guardians only.
 * @param {CoreApp} app
 * @param {string} contaId
 */
function consentPending(app, contaId) {
  const { CONSENTIMENTO_VERSAO } = domain("escolinha-consentimento")
  const result = new DynamicModel({ pendentes: 0 })
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS pendentes FROM alunos a
       WHERE a.responsavel = {:conta} AND a.status != 'encerrado'
         AND (a.consentimento_em IS NULL OR a.consentimento_em = ''
           OR NOT EXISTS (SELECT 1 FROM consentimentos c
             WHERE c.aluno = a.id AND c.tipo = 'dados' AND c.versao = {:versao}))`,
    )
    .bind({ conta: contaId, versao: CONSENTIMENTO_VERSAO })
    .one(result)
  return result.pendentes > 0
}

/**
 * The child `id` as its own guardian (`e.auth`) asks for it, read with `app` (the transaction's);
 * 404 for anybody else, so another guardian learns nothing, not even that the child exists.
 * @param {any} e
 * @param {CoreApp} app
 * @param {string} id
 */
function ownAluno(e, app, id) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { ESCOLINHA_MENSAGENS } = domain("escolinha")
  const aluno = findOrNull(() => app.findRecordById("alunos", id))
  if (!aluno || !e.auth || aluno.getString("responsavel") !== e.auth.id) {
    throw new NotFoundError(ESCOLINHA_MENSAGENS.naoEncontrado)
  }
  return aluno
}

/** A body's yes or no: true, "true", "on" or "1" is yes; absent is no choice made (undefined). */
function choiceOf(/** @type {Record<string, unknown>} */ body, /** @type {string} */ tipo) {
  const value = body[tipo]
  if (value === undefined || value === null || value === "") return undefined
  return value === true || value === "true" || value === "on" || value === "1" || value === 1
}

/**
 * POST /api/associacao/escolinha/alunos/{id}/consentimentos { dados?, imagem? }: the guardian's
 * choices, each one given kept as a row. A data consent withdrawn ends the enrolment (and starts the
 * retention clock: encerrado_em); an ended enrolment is not reopened by a new consent.
 * @param {any} e
 */
function recordConsentimento(e) {
  const { CONSENTIMENTO_VERSAO, CONSENTIMENTO_TIPOS, CONSENTIMENTO_MENSAGENS } =
    domain("escolinha-consentimento")
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body)
  const id = e.request.pathValue("id")
  const given = CONSENTIMENTO_TIPOS.filter((tipo) => choiceOf(body, tipo) !== undefined)
  if (given.length === 0) throw new BadRequestError(CONSENTIMENTO_MENSAGENS.dadosObrigatorio)
  let encerrada = false
  e.app.runInTransaction((tx) => {
    const aluno = ownAluno(e, tx, id)
    const ended = aluno.getString("status") === "encerrado"
    if (ended && choiceOf(body, "dados") === true)
      throw new BadRequestError(CONSENTIMENTO_MENSAGENS.encerrada)
    const now = new DateTime()
    const consentimentos = tx.findCollectionByNameOrId("consentimentos")
    for (const tipo of given) {
      const concedido = choiceOf(body, tipo) === true
      const row = new Record(consentimentos)
      row.set("aluno", aluno.id)
      row.set("responsavel", /** @type {core.Record} */ (e.auth).id)
      row.set("tipo", tipo)
      row.set("concedido", concedido)
      row.set("versao", CONSENTIMENTO_VERSAO)
      tx.save(row)
      aluno.set(`consentimento_${tipo}`, concedido)
    }
    aluno.set("consentimento_em", now)
    if (!ended && choiceOf(body, "dados") === false) {
      aluno.set("status", "encerrado")
      aluno.set("encerrado_em", now)
      aluno.set("motivo_encerramento", MOTIVO_RETIRADA)
      encerrada = true
    }
    tx.save(aluno)
    // The activity log is the whole board's: it names no child (who reads it may not read them).
    const resumo = given.map((tipo) => `${tipo} ${choiceOf(body, tipo) ? "concedida" : "negada"}`).join(", ")
    recordAtividade(
      tx,
      e.auth,
      "alunos",
      aluno.id,
      describe("consentimento_registrado", { escolhas: resumo }),
    )
  })
  return e.json(200, { ok: true, encerrada })
}

module.exports = { consentPending, ownAluno, recordConsentimento, MOTIVO_RETIRADA, MOTIVO_EXCLUSAO }
