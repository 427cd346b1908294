// @ts-check
// Events and the yearly calendar: every change by the board enters the activity record, in the same
// transaction as the change (lib/atividades.js).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "eventos",
    (r) => `Criou o evento ${r.getString("titulo")}`,
  )
}, "eventos")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "eventos",
    (r) => `Editou o evento ${r.getString("titulo")}`,
  )
}, "eventos")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "eventos",
    (r) => `Excluiu o evento ${r.getString("titulo")}`,
  )
}, "eventos")

// A change of the event's places fills them from the waiting list
// (docs/decisions/events.md#places-are-kept-by-pocketbase).
onRecordUpdate((e) => {
  require(`${__hooks}/lib/inscricoes.js`).onCapacityChange(e)
}, "eventos")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "calendario_anual",
    (r) => `Incluiu no calendário de ${r.getString("mes")}: ${r.getString("evento")}`,
  )
}, "calendario_anual")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "calendario_anual",
    (r) => `Editou no calendário de ${r.getString("mes")}: ${r.getString("evento")}`,
  )
}, "calendario_anual")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "calendario_anual",
    (r) => `Removeu do calendário de ${r.getString("mes")}: ${r.getString("evento")}`,
  )
}, "calendario_anual")
