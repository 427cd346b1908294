// @ts-check
// The association's spaces (docs/decisions/reservations.md#spaces-are-records): every save, whatever
// its door, stores the name as the shared rule says and refuses one another space already has
// (without capitals, accents or extra spaces: `chave`, unique in the database too); a space with
// reservations is never deleted, only deactivated; the president's changes enter the activity
// record in their own transaction. Used by espacos.pb.js and reservas.js.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

function refuse(message, code) {
  return new BadRequestError(message, { nome: new ValidationError(code, message) })
}

/** The record's name as stored and its key; refused when it is empty or too long. */
function prepareEspaco(record) {
  const { checkEspacoNome, espacoKey } = domain("espacos")
  const checked = checkEspacoNome(record.get("nome"))
  if (checked.error !== undefined) throw refuse(checked.error, checked.code)
  record.set("nome", checked.value)
  record.set("chave", espacoKey(checked.value))
}

/** A save (create or update): the name checked, and no other space of the same key, in one transaction. */
function saveEspaco(e) {
  const { ESPACOS_COLECAO, ESPACO_CODIGOS, ESPACO_MENSAGENS } = domain("espacos")
  prepareEspaco(e.record)
  e.app.runInTransaction((tx) => {
    const same = tx.findRecordsByFilter(ESPACOS_COLECAO, "chave = {:chave} && id != {:id}", "", 1, 0, {
      chave: e.record.getString("chave"),
      id: e.record.id,
    })
    if (same.length > 0) throw refuse(ESPACO_MENSAGENS.repetido, ESPACO_CODIGOS.repetido)
    e.app = tx
    e.next()
  })
}

/** A deletion, refused while a reservation points at the space (it is deactivated instead). */
function deleteEspaco(e) {
  const { ESPACO_CODIGOS, ESPACO_MENSAGENS } = domain("espacos")
  const used = e.app.findRecordsByFilter("reservas", "espaco = {:id}", "", 1, 0, { id: e.record.id })
  if (used.length > 0) throw refuse(ESPACO_MENSAGENS.comReservas, ESPACO_CODIGOS.comReservas)
  e.next()
}

/** "Renomeou o espaço Salão para Salão nobre", "Desativou o espaço Quadra"; null when nothing changes. */
function describeEspacoChange(record, action) {
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  const nome = record.getString("nome")
  if (action === "create") return describe("espaco_adicionado", { nome })
  const before = record.original()
  if (action === "delete") return describe("espaco_excluido", { nome: before.getString("nome") })
  const parts = []
  if (before.getString("nome") !== nome) {
    parts.push(describe("espaco_renomeado", { antes: before.getString("nome"), nome }))
  }
  if (before.getBool("ativo") !== record.getBool("ativo")) {
    parts.push(describe(record.getBool("ativo") ? "espaco_reativado" : "espaco_desativado", { nome }))
  }
  return parts.length > 0 ? parts.join("; ") : null
}

/** A request's change of a space (create, update or delete) with its activity entry. */
function changeEspaco(e, action) {
  const { changesOf, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  if (action !== "delete") prepareEspaco(e.record)
  const descricao = describeEspacoChange(e.record, action)
  if (!descricao) {
    e.next()
    return
  }
  const changes = changesOf(e.record, ["nome", "ativo"], action === "delete")
  // A new space has nothing seen to compare.
  withAtividade(e, "espacos", () => descricao, action === "create" ? {} : undefined, changes)
}

/**
 * The space `id` for a new reservation (read with `app`, the save's transaction): refused, beside
 * the reservation's `espaco`, unless it exists and is active.
 */
function requireActiveEspaco(app, id) {
  const { ESPACOS_COLECAO, ESPACO_CODIGOS } = domain("espacos")
  const { RESERVA_MENSAGENS } = domain("reservas")
  const espaco = id ? findOrNull(() => app.findRecordById(ESPACOS_COLECAO, id)) : null
  if (!espaco || !espaco.getBool("ativo")) {
    throw new BadRequestError(RESERVA_MENSAGENS.local, {
      espaco: new ValidationError(ESPACO_CODIGOS.indisponivel, RESERVA_MENSAGENS.local),
    })
  }
  return espaco
}

/** The name of a reservation's space ("" when it is gone). */
function espacoNameOf(app, reserva) {
  const { ESPACOS_COLECAO } = domain("espacos")
  const espaco = findOrNull(() => app.findRecordById(ESPACOS_COLECAO, reserva.getString("espaco")))
  return espaco ? espaco.getString("nome") : ""
}

module.exports = { saveEspaco, deleteEspaco, changeEspaco, requireActiveEspaco, espacoNameOf }
