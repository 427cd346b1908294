// @ts-check
// The association's spaces (docs/decisions/reservations.md#spaces-are-records): one name per space
// whatever the door (lib/espacos.js), none deleted while reservations point at it, and the
// president's changes in the activity record.

onRecordCreate((e) => {
  require(`${__hooks}/lib/espacos.js`).saveEspaco(e)
}, "espacos")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/espacos.js`).saveEspaco(e)
}, "espacos")

onRecordDelete((e) => {
  require(`${__hooks}/lib/espacos.js`).deleteEspaco(e)
}, "espacos")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/espacos.js`).changeEspaco(e, "create")
}, "espacos")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/espacos.js`).changeEspaco(e, "update")
}, "espacos")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/espacos.js`).changeEspaco(e, "delete")
}, "espacos")
