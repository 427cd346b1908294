// @ts-check
// The galleries' activity entries name the photo and its gallery (app/domain/arquivos.js).

/**
 * "Enviou a foto Treino de passes (Escolinha)".
 * @param {"foto_enviada" | "foto_editada" | "foto_excluida"} kind
 * @param {core.Record} record
 */
function describeFoto(kind, record) {
  const { GALERIAS } = require(`${__hooks}/lib/domain.js`).domain("arquivos")
  const galeria = GALERIAS[record.collection().name]
  return require(`${__hooks}/lib/atividades.js`).describe(kind, {
    titulo: record.getString("titulo"),
    galeria: galeria ? galeria.label : "Galeria",
  })
}

module.exports = { describeFoto }
