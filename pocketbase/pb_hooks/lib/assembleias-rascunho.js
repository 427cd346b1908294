// @ts-check
// An assembly's draft through the record API (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes):
// the president or the secretary writes its details and its agenda while it is a draft; what the
// later steps write (publication, opening, votes) is the routes' alone. A superuser's write (the
// demo's seed, a restore) is taken as it is; a closed assembly is guarded for everyone by
// lib/assembleias-trava.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The fields only the routes write. */
const CAMPOS_DAS_ROTAS = [
  "publicada_em",
  "convocada_por",
  "convocada_por_nome",
  "convocada_por_cargo",
  "estatuto",
  "cancelada_em",
  "motivo_cancelamento",
  "aberta_em",
  "instalada_em",
  "chamada",
  "encerrada_em",
]
const CAMPOS_DA_VOTACAO = [
  "forma",
  "a_favor",
  "contra",
  "abstencoes",
  "resultado",
  "votado_em",
  "observacoes",
  // An election's (lib/eleicoes*.js).
  "votacao",
  "rodada",
  "apuracao",
  "desempate",
  "chapa_eleita",
  "posse_em",
]

const SO_PELOS_PASSOS =
  "Publicação, abertura, votos e encerramento são registrados pelos passos da assembleia, não pelo rascunho."
const LINK_HTTPS = "O link da videochamada deve começar com https://."
const ITENS_DEMAIS = (/** @type {number} */ max) => `A ordem do dia tem no máximo ${max} itens.`

/** 400 when the request's body writes one of `fields`. */
function refuseFields(e, /** @type {string[]} */ fields) {
  const body = e.requestInfo().body || {}
  for (const field of fields) if (body[field] !== undefined) throw new BadRequestError(SO_PELOS_PASSOS)
}

/** The place for an assembly in person, the video call's https link for one online (both: hybrid). */
function checkModalidade(/** @type {core.Record} */ record) {
  const { MENSAGENS } = domain("assembleias")
  const modalidade = record.getString("modalidade")
  if (modalidade !== "online" && record.getString("local").trim() === "") {
    throw new BadRequestError(MENSAGENS.semLocal, {
      local: new ValidationError("sem_local", MENSAGENS.semLocal),
    })
  }
  if (modalidade === "presencial") return
  const link = record.getString("link").trim()
  if (link === "") {
    throw new BadRequestError(MENSAGENS.semLink, { link: new ValidationError("sem_link", MENSAGENS.semLink) })
  }
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/i.test(link)) {
    throw new BadRequestError(LINK_HTTPS, { link: new ValidationError("link_https", LINK_HTTPS) })
  }
}

/** Create: a draft, created by whoever asks, with its activity entry. */
function createAssembleia(e) {
  if (e.hasSuperuserAuth()) return e.next()
  const { MENSAGENS } = domain("assembleias")
  const body = e.requestInfo().body || {}
  if (body.status !== undefined && body.status !== "rascunho") throw new BadRequestError(SO_PELOS_PASSOS)
  refuseFields(e, CAMPOS_DAS_ROTAS)
  if (!require(`${__hooks}/lib/assembleias.js`).isGestor(e)) throw new ForbiddenError(MENSAGENS.gestor)
  e.record.set("status", "rascunho")
  e.record.set("criada_por", e.auth ? e.auth.id : "")
  checkModalidade(e.record)
  withEntry(e, "assembleia_criada")
}

/** Update: only a draft, and none of the routes' fields. */
function updateAssembleia(e) {
  if (e.hasSuperuserAuth()) return e.next()
  const { MENSAGENS } = domain("assembleias")
  if (e.record.original().getString("status") !== "rascunho") throw new BadRequestError(MENSAGENS.naoRascunho)
  refuseFields(e, CAMPOS_DAS_ROTAS.concat(["criada_por"]))
  if (e.record.getString("status") !== "rascunho") throw new BadRequestError(SO_PELOS_PASSOS)
  checkModalidade(e.record)
  e.next()
}

/** Delete: only a draft (a published notice is cancelled instead), with its activity entry. */
function deleteAssembleia(e) {
  if (e.hasSuperuserAuth()) return e.next()
  const { MENSAGENS } = domain("assembleias")
  if (e.record.getString("status") !== "rascunho") throw new BadRequestError(MENSAGENS.naoRascunho)
  withEntry(e, "assembleia_excluida")
}

/** The request's change and its activity entry naming the assembly, in one transaction. */
function withEntry(e, /** @type {"assembleia_criada" | "assembleia_excluida"} */ kind) {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { nomeDe } = require(`${__hooks}/lib/assembleias.js`)
  withAtividade(e, "assembleias", (record) => describe(kind, { assembleia: nomeDe(record) }))
}

/** The assembly `id` when it is a draft; 400 otherwise (404 when there is none). */
function draftOf(/** @type {core.App} */ app, /** @type {string} */ id) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { MENSAGENS } = domain("assembleias")
  const { NAO_ENCONTRADA } = require(`${__hooks}/lib/assembleias.js`)
  const assembleia = findOrNull(() => app.findRecordById("assembleias", id))
  if (!assembleia) throw new NotFoundError(NAO_ENCONTRADA)
  if (assembleia.getString("status") !== "rascunho") throw new BadRequestError(MENSAGENS.naoRascunho)
  return assembleia
}

/** An item without its order takes the next of its assembly's agenda. */
function numberItem(/** @type {core.App} */ app, /** @type {core.Record} */ item) {
  if (item.getInt("ordem") >= 1) return
  const last = app.findRecordsByFilter("assembleia_itens", "assembleia = {:id}", "-ordem", 1, 0, {
    id: item.getString("assembleia"),
  })[0]
  item.set("ordem", last ? last.getInt("ordem") + 1 : 1)
}

/**
 * An agenda item on its way in: its assembly a draft (both, when it moves), its order the next when
 * absent, a 'contas' item of a year the fiscal council has given its opinion on, at most ITENS_MAX.
 * @param {any} e the request
 */
function prepareItem(e) {
  if (e.hasSuperuserAuth()) {
    numberItem(e.app, e.record)
    prepareEleicao(e.app, e.record)
    return e.next()
  }
  const { MENSAGENS, ITENS_MAX } = domain("assembleias")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const creating = e.record.isNew()
  refuseFields(e, CAMPOS_DA_VOTACAO)
  if (!creating) draftOf(e.app, e.record.original().getString("assembleia"))
  const assembleia = draftOf(e.app, e.record.getString("assembleia"))
  const count = e.app.countRecords("assembleia_itens", $dbx.hashExp({ assembleia: assembleia.id }))
  if (creating && count >= ITENS_MAX) throw new BadRequestError(ITENS_DEMAIS(ITENS_MAX))
  numberItem(e.app, e.record)
  if (e.record.getString("tipo") === "contas") {
    const ano = e.record.getInt("ano")
    const parecer =
      ano > 0 && findOrNull(() => e.app.findFirstRecordByFilter("pareceres", "ano = {:ano}", { ano }))
    if (!parecer) {
      throw new BadRequestError(MENSAGENS.contasSemParecer, {
        ano: new ValidationError("contas_sem_parecer", MENSAGENS.contasSemParecer),
      })
    }
  } else e.record.set("ano", 0)
  if (e.record.getString("tipo") === "informe") e.record.set("qualificada", false)
  prepareEleicao(e.app, e.record)
  e.next()
}

/**
 * An election item names the bodies it fills and its term's first day; its last day is by default
 * the settings' years later, less a day. Another kind of item has none of these.
 */
function prepareEleicao(/** @type {core.App} */ app, /** @type {core.Record} */ item) {
  const { MENSAGENS, mandatoFimPadrao } = domain("eleicoes")
  const { storedDay, storedDate } = domain("datas")
  if (item.getString("tipo") !== "eleicao") {
    for (const field of ["orgaos", "mandato_inicio", "mandato_fim"])
      item.set(field, field === "orgaos" ? [] : "")
    return
  }
  item.set("qualificada", false)
  const refuse = (/** @type {string} */ field, /** @type {string} */ message) =>
    new BadRequestError(message, { [field]: new ValidationError(`eleicao_${field}`, message) })
  if (item.getStringSlice("orgaos").length === 0) throw refuse("orgaos", MENSAGENS.orgaos)
  const inicio = storedDay(item.getString("mandato_inicio"))
  if (!inicio) throw refuse("mandato_inicio", MENSAGENS.mandatoInicio)
  if (!storedDay(item.getString("mandato_fim"))) {
    const { mandatoAnosOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
    item.set("mandato_fim", storedDate(mandatoFimPadrao(inicio, mandatoAnosOf(app))))
  }
  if (storedDay(item.getString("mandato_fim")) <= inicio) throw refuse("mandato_fim", MENSAGENS.mandatoFim)
}

/** An item leaves the agenda only while its assembly is a draft. */
function deleteItem(e) {
  if (!e.hasSuperuserAuth()) draftOf(e.app, e.record.getString("assembleia"))
  e.next()
}

module.exports = { createAssembleia, updateAssembleia, deleteAssembleia, prepareItem, deleteItem }
