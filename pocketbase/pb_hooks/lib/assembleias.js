// @ts-check
// What the general assembly's hooks and routes share (docs/decisions/general-assembly.md): who runs
// it (the president or the secretary's seat), how an activity entry names it, and a route's frame:
// the assembly or item of the path, read and changed in one transaction with its activity entry.

const { domain } = require(`${__hooks}/lib/domain.js`)

const NAO_ENCONTRADA = "Assembleia não encontrada."
const ITEM_NAO_ENCONTRADO = "Item da ordem do dia não encontrado."

/**
 * The cargo an account convenes the assembly under ("presidente" or "secretario"), for the notice's
 * signature; "" when it holds neither seat.
 * @param {core.App} app
 * @param {core.Record | null | undefined} auth
 */
function gestorCargoOf(app, auth) {
  const { holdsSeat } = require(`${__hooks}/lib/diretoria.js`)
  const { GESTORES_CARGOS } = domain("assembleias")
  for (const cargo of GESTORES_CARGOS) if (holdsSeat(app, auth, cargo)) return cargo
  return ""
}

/**
 * True when the request's author runs assemblies (a superuser too): the shared role matrix's
 * `manageAssembleias`, as the site's guard and PocketBase's panel route ask it.
 */
function isGestor(e) {
  if (e.hasSuperuserAuth()) return true
  const acesso = require(`${__hooks}/lib/sessao.js`).acessoOf(e)
  return acesso !== null && domain("acessos").can(acesso, "manageAssembleias")
}

/** Refuses with 403 whoever does not run assemblies. */
function requireGestor(e) {
  if (!isGestor(e)) throw new ForbiddenError(domain("assembleias").MENSAGENS.gestor)
}

/** The assembly as an activity entry names it: 'Assembleia Geral Ordinária de 12/03/2027'. */
function nomeDe(/** @type {core.Record} */ assembleia) {
  const { assembleiaTitulo } = domain("assembleias")
  const { formatDayOf } = domain("datas")
  return `${assembleiaTitulo(assembleia.getString("tipo"))} de ${formatDayOf(assembleia.getString("primeira_chamada"))}`
}

/** Now, as PocketBase stores an instant. */
function agora() {
  return domain("datas").toPocketBaseDateTime(new Date())
}

/** 400 with `message` unless `ok`. */
function check(/** @type {boolean} */ ok, /** @type {string} */ message) {
  if (!ok) throw new BadRequestError(message)
}

/**
 * A step still possible on an assembly of this status: a closed one answers that it is closed, any
 * other than `expected` with `message`.
 */
function requireStatus(
  /** @type {core.Record} */ assembleia,
  /** @type {string} */ expected,
  /** @type {string} */ message,
) {
  const { MENSAGENS } = domain("assembleias")
  const status = assembleia.getString("status")
  if (status === expected) return
  throw new BadRequestError(status === "encerrada" ? MENSAGENS.encerrada : message)
}

/**
 * A route's frame: the record of the path's id in `colecao` ("assembleias" or "assembleia_itens"),
 * read inside the transaction, handed to `step` with the transaction's app and the request's body;
 * `step` makes the change and its activity entry and may answer more than { ok: true }.
 * @param {any} e the request
 * @param {string} colecao
 * @param {(tx: core.App, record: core.Record, body: Record<string, any>) => (Record<string, unknown> | void)} step
 * @param {{ gestor?: boolean }} [options] gestor: false when the step checks who may (a presence)
 */
function runStep(e, colecao, step, options) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  if (!options || options.gestor !== false) requireGestor(e)
  const id = e.request.pathValue("id")
  const body = e.requestInfo().body || {}
  /** @type {Record<string, unknown>} */
  let answer = { ok: true }
  e.app.runInTransaction((tx) => {
    const record = findOrNull(() => tx.findRecordById(colecao, id))
    if (!record) throw new NotFoundError(colecao === "assembleias" ? NAO_ENCONTRADA : ITEM_NAO_ENCONTRADO)
    const extra = step(tx, record, body)
    if (extra) answer = { ok: true, ...extra }
  })
  return e.json(200, answer)
}

/**
 * The activity entry of a step on `assembleia`, in the step's transaction.
 * @template {import("./atividades.js").Kind} K
 * @param {core.App} tx
 * @param {any} e the request
 * @param {core.Record} assembleia
 * @param {K} kind
 * @param {Omit<import("./atividades.js").Values<K>, "assembleia">} values
 */
function logStep(tx, e, assembleia, kind, values) {
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const all = /** @type {import("./atividades.js").Values<K>} */ ({
    ...values,
    assembleia: nomeDe(assembleia),
  })
  recordAtividade(tx, e.auth, "assembleias", assembleia.id, describe(kind, all))
}

module.exports = {
  NAO_ENCONTRADA,
  gestorCargoOf,
  isGestor,
  requireGestor,
  nomeDe,
  agora,
  check,
  requireStatus,
  runStep,
  logStep,
}
