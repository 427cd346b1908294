// @ts-check
// The school's photos and the children's image consent
// (docs/decisions/youth-school.md#image-consent-in-the-gallery): a photo is published only when it
// says whom it shows (children marked, or none identifiable) and every child marked has image
// authorisation now; a child who loses it (the guardian withdraws it, the enrolment ends, the data is
// deleted) takes every published photo that shows them offline, in the change's own transaction.

const { domain } = require(`${__hooks}/lib/domain.js`)

const GALERIA = "galeria_escolinha"
const MARCAS = "criancas"

/**
 * The children a request marks on the photo, set on the record. `criancas` is hidden, and PocketBase
 * drops a hidden field from any request but a superuser's before a hook sees the body, so a manager
 * (whom the collection's rule has let in) sends the marks as FOTO_MARCAS, no field of the
 * collection, read here. A body without it keeps the marks; an empty one ("") clears them.
 * @param {any} e a create or update request event of `galeria_escolinha`
 */
function setMarksFromRequest(e) {
  const value = e.requestInfo().body[domain("escolinha").FOTO_MARCAS]
  if (value === undefined) return
  const list = Array.isArray(value) ? value : value === null ? [] : [value]
  const ids = list.map((id) => String(id).trim()).filter((id) => id !== "")
  e.record.set(
    MARCAS,
    ids.filter((id, n) => ids.indexOf(id) === n),
  )
}

/** A child whose photo may be shown: image authorisation given, the enrolment not ended. */
function mayShow(/** @type {core.Record} */ aluno) {
  return aluno.getBool("consentimento_imagem") && aluno.getString("status") !== "encerrado"
}

/** A refusal beside the marks' field, as the site shows it beside the form. */
function refuse(/** @type {string} */ code, /** @type {string} */ message) {
  return new BadRequestError(message, { [MARCAS]: new ValidationError(code, message) })
}

/**
 * Every save of a school photo, whatever its door: published only when marked (children, or none
 * identifiable, not both) and when every child marked may be shown; a photo published again loses
 * the reason it was taken down.
 * @param {CoreApp} app
 * @param {core.Record} foto
 */
function checkPublication(app, foto) {
  if (!foto.getBool("publicada")) return
  const { ESCOLINHA_MENSAGENS, firstName } = domain("escolinha")
  const ids = foto.getStringSlice(MARCAS)
  const none = foto.getBool("sem_criancas")
  if ((ids.length === 0) !== none) throw refuse("sem_marcacao", ESCOLINHA_MENSAGENS.semMarcacao)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  for (const id of ids) {
    const aluno = findOrNull(() => app.findRecordById("alunos", id))
    if (!aluno) throw refuse("sem_imagem", ESCOLINHA_MENSAGENS.naoEncontrado)
    if (!mayShow(aluno)) {
      throw refuse("sem_imagem", ESCOLINHA_MENSAGENS.semImagem(firstName(aluno.getString("nome"))))
    }
  }
  foto.set("despublicada_em", "")
  foto.set("motivo_despublicacao", "")
}

/**
 * Takes offline every published photo that shows `aluno` (and, when `untag`, removes the child from
 * every photo's marks), with `motivo` and the time; one activity entry names the photos taken down.
 * Returns how many photos marked the child. Pass the transaction's app.
 * @param {CoreApp} app
 * @param {core.Record} aluno
 * @param {string} motivo
 * @param {boolean} untag
 */
function takeDownPhotosOf(app, aluno, motivo, untag) {
  // `~` matches the id in the stored list's text (`?=` on this hidden list matched nothing); each
  // photo found is checked for the id itself.
  const filter = untag ? `${MARCAS} ~ {:id}` : `publicada = true && ${MARCAS} ~ {:id}`
  const found = /** @type {core.Record[]} */ (
    app.findRecordsByFilter(GALERIA, filter, "", 0, 0, { id: aluno.id })
  )
  const fotos = found.filter((foto) => foto.getStringSlice(MARCAS).includes(aluno.id))
  const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)
  const agora = storedInstant(new Date())
  /** @type {string[]} */
  const titulos = []
  for (const foto of fotos) {
    if (untag)
      foto.set(
        MARCAS,
        foto.getStringSlice(MARCAS).filter((id) => id !== aluno.id),
      )
    if (foto.getBool("publicada")) {
      foto.set("publicada", false)
      foto.set("despublicada_em", agora)
      foto.set("motivo_despublicacao", motivo)
      titulos.push(foto.getString("titulo"))
    }
    app.save(foto)
  }
  if (titulos.length > 0) {
    const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
    const fotosText = untag ? String(titulos.length) : titulos.map((t) => `"${t}"`).join(", ")
    recordAtividade(app, null, GALERIA, "", describe("fotos_despublicadas", { motivo, fotos: fotosText }))
  }
  return fotos.length
}

/**
 * A child's record changed: when it may no longer be shown (image authorisation withdrawn, the
 * enrolment ended) its published photos go offline, in the same transaction as the change.
 * @param {CoreApp} app
 * @param {core.Record} aluno the record being saved
 */
function takeDownOnChange(app, aluno) {
  if (aluno.isNew() || mayShow(aluno) || !mayShow(aluno.original())) return
  const { DESPUBLICACAO_MOTIVOS, firstName } = domain("escolinha")
  takeDownPhotosOf(app, aluno, DESPUBLICACAO_MOTIVOS.semImagem(firstName(aluno.getString("nome"))), false)
}

/**
 * A child's record is being deleted (retention, the guardian's request, the guardian's account
 * deleted): its photos lose the mark, and the published ones go offline; the reason names no one.
 * @param {CoreApp} app
 * @param {core.Record} aluno
 */
function untagOnDelete(app, aluno) {
  takeDownPhotosOf(app, aluno, domain("escolinha").DESPUBLICACAO_MOTIVOS.excluida, true)
}

module.exports = { setMarksFromRequest, checkPublication, takeDownPhotosOf, takeDownOnChange, untagOnDelete }
