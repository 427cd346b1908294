// @ts-check
// Events and the yearly calendar: every change by the board enters the activity record, in the same
// transaction as the change (lib/atividades.js).

onRecordCreateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "eventos", (r) => describe("evento_criado", { titulo: r.getString("titulo") }))
}, "eventos")

onRecordUpdateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "eventos", (r) => describe("evento_editado", { titulo: r.getString("titulo") }))
}, "eventos")

onRecordDeleteRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "eventos", (r) => describe("evento_excluido", { titulo: r.getString("titulo") }))
}, "eventos")

// A change of the event's places fills them from the waiting list
// (docs/decisions/events.md#places-are-kept-by-pocketbase).
onRecordUpdate((e) => {
  require(`${__hooks}/lib/inscricoes.js`).onCapacityChange(e)
}, "eventos")

onRecordCreateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "calendario_anual", (r) =>
    describe("calendario_incluido", { mes: r.getString("mes"), evento: r.getString("evento") }),
  )
}, "calendario_anual")

onRecordUpdateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "calendario_anual", (r) =>
    describe("calendario_editado", { mes: r.getString("mes"), evento: r.getString("evento") }),
  )
}, "calendario_anual")

onRecordDeleteRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "calendario_anual", (r) =>
    describe("calendario_removido", { mes: r.getString("mes"), evento: r.getString("evento") }),
  )
}, "calendario_anual")
