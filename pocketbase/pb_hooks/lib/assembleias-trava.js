// @ts-check
// A closed assembly never changes (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes):
// model hooks, so whoever saves (the record API, a route, a superuser's save or the dashboard) is
// refused a change to an `encerrada` assembly, to its agenda and to its frozen list. The closing
// route's own writes come before the status changes, so they pass. One change passes: erasing a
// member's account empties their row's `associado`, while the minutes keep their name.

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

/** Only the account's erasure changed the row: its `associado` emptied, nothing else. */
function onlyAccountErased(/** @type {core.Record} */ record) {
  const before = record.original()
  if (before.getString("associado") === "" || record.getString("associado") !== "") return false
  for (const field of record.collection().fields) {
    const name = field.getName()
    if (name === "associado" || name === "updated") continue
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
    const erased =
      !record.isNew() && record.collection().name === "assembleia_associados" && onlyAccountErased(record)
    if (!erased) throw refuse()
  }
  e.next()
}

module.exports = { guardAssembleia, guardPart }
