// @ts-check
// An event's places and waiting list (docs/decisions/events.md#places-are-kept-by-pocketbase): the
// logic is lib/inscricoes.js; its e-mail, lib/inscricoes-emails.js (sent by the queue's job).

onRecordCreate((e) => {
  require(`${__hooks}/lib/inscricoes.js`).decideStatus(e)
}, "inscricoes")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/inscricoes.js`).signUp(e)
}, "inscricoes")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/inscricoes.js`).cancel(e)
}, "inscricoes")
