// @ts-check
// The galleries' activity entries name the photo and its gallery (app/domain/arquivos.js).

/** "Enviou a foto Treino de passes (Escolinha)". */
function describeFoto(verbo, record) {
  const { GALERIAS } = require(`${__hooks}/lib/domain.js`).domain("arquivos")
  const galeria = GALERIAS[record.collection().name]
  return `${verbo} a foto ${record.getString("titulo")} (${galeria ? galeria.label : "Galeria"})`
}

module.exports = { describeFoto }
