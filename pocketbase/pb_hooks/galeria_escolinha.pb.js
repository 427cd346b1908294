// @ts-check
// The school's photos and the children's image consent
// (docs/decisions/youth-school.md#image-consent-in-the-gallery): the children a manager marks reach
// the hidden `criancas` field, and every save, whatever its door, is refused when it publishes a
// photo not marked or showing a child without image authorisation (lib/escolinha-fotos.js). The
// activity entries and the files' checks are arquivos.pb.js's.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/escolinha-fotos.js`).setMarksFromRequest(e)
  e.next()
}, "galeria_escolinha")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/escolinha-fotos.js`).setMarksFromRequest(e)
  e.next()
}, "galeria_escolinha")

onRecordValidate((e) => {
  require(`${__hooks}/lib/escolinha-fotos.js`).checkPublication(e.app, /** @type {core.Record} */ (e.record))
  e.next()
}, "galeria_escolinha")
