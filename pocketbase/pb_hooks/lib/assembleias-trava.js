// @ts-check
// A closed assembly never changes (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes):
// model hooks, so whoever saves (the record API, a route, a superuser's save or the dashboard) is
// refused a change to an `encerrada` assembly, to its agenda and to its frozen list. The closing
// route's own writes come before the status changes, so they pass. Two changes pass: erasing a
// member's account empties their row's `associado`, while the minutes keep their name; and 'Dar
// posse' marks an election item's `posse_em`, as the installation follows the minutes
// (docs/decisions/elections.md#dar-posse-installs-the-elected-slate).

const { domain } = require(`${__hooks}/lib/domain.js`)

function refuse() {
  const { MENSAGENS } = domain("assembleias")
  return new BadRequestError(MENSAGENS.encerrada, {
    assembleia: new ValidationError("assembleia_encerrada", MENSAGENS.encerrada),
  })
}

/** True when the assembly `id` is closed. */
function isClosed(/** @type {core.App} */ app, /** @type {string} */ id) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const assembleia = id ? findOrNull(() => app.findRecordById("assembleias", id)) : null
  return !!assembleia && assembleia.getString("status") === "encerrada"
}

/** An assembly's update or deletion: refused once it is closed (as it was before this change). */
function guardAssembleia(e) {
  const record = /** @type {core.Record} */ (e.record)
  const before = record.isNew() ? null : record.original()
  if (before && before.getString("status") === "encerrada") throw refuse()
  e.next()
}

/** Only the account's erasure changed the row: its `campo` (the account) emptied, nothing else. */
function onlyAccountErased(/** @type {core.Record} */ record, campo = "associado") {
  const before = record.original()
  if (before.getString(campo) === "" || record.getString(campo) !== "") return false
  for (const field of record.collection().fields) {
    const name = field.getName()
    if (name === campo || name === "updated") continue
    if (String(before.get(name)) !== String(record.get(name))) return false
  }
  return true
}

/** Only 'Dar posse' changed the item: its `posse_em` set where it was empty, nothing else. */
function onlyPosseGiven(/** @type {core.Record} */ record) {
  const before = record.original()
  if (before.getString("posse_em") !== "" || record.getString("posse_em") === "") return false
  for (const field of record.collection().fields) {
    const name = field.getName()
    if (name === "posse_em" || name === "updated") continue
    if (String(before.get(name)) !== String(record.get(name))) return false
  }
  return true
}

/** An item's or a list row's create, update or deletion: refused when its assembly is closed. */
function guardPart(e) {
  const record = /** @type {core.Record} */ (e.record)
  const assembleias = [record.getString("assembleia")]
  if (!record.isNew()) assembleias.push(record.original().getString("assembleia"))
  if (assembleias.some((id) => isClosed(e.app, id))) {
    const name = record.collection().name
    const erased = !record.isNew() && name === "assembleia_associados" && onlyAccountErased(record)
    const posse = !record.isNew() && name === "assembleia_itens" && onlyPosseGiven(record)
    if (!erased && !posse) throw refuse()
  }
  e.next()
}

/** The assembly of an election's part (a slate, a slate's seat, who voted): through its item. */
function assemblyOfItem(/** @type {core.App} */ app, /** @type {string} */ itemId) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const item = itemId ? findOrNull(() => app.findRecordById("assembleia_itens", itemId)) : null
  return item ? item.getString("assembleia") : ""
}

/**
 * A slate's, a slate seat's or a voter row's create, update or deletion: refused when its election's
 * assembly is closed, but for an erased account leaving its `conta` or `associado` empty.
 */
function guardEleicaoPart(e) {
  const record = /** @type {core.Record} */ (e.record)
  const itens = [record.getString("item")]
  if (!record.isNew()) itens.push(record.original().getString("item"))
  if (itens.some((item) => isClosed(e.app, assemblyOfItem(e.app, item)))) {
    const campo = record.collection().name === "chapa_cargos" ? "conta" : "associado"
    const erased =
      !record.isNew() && record.collection().name !== "chapas" && onlyAccountErased(record, campo)
    if (!erased) throw refuse()
  }
  e.next()
}

module.exports = { guardAssembleia, guardPart, guardEleicaoPart }
