// @ts-check
// The images the board uploads: the gallery's photos and one picture of an event or a seat, their
// types, sizes and messages (re-exported by arquivos.js), apart so a form with one picture (events,
// the board's seats) sends its page only these.

const MB = 1024 * 1024

const FOTO_ARQUIVO = /** @type {const} */ ({
  tipos: ["image/jpeg", "image/png", "image/webp"],
  maxBytes: 6 * MB,
  tipoRecusado: "Envie uma imagem JPEG, PNG ou WebP.",
  grande: "Cada foto deve ter no máximo 6 MB.",
})

/** An event's picture and a board member's photo (`eventos.imagem`, `diretoria.foto`). */
const IMAGEM_ARQUIVO = /** @type {const} */ ({
  tipos: FOTO_ARQUIVO.tipos,
  maxBytes: 5 * MB,
  tipoRecusado: FOTO_ARQUIVO.tipoRecusado,
  grande: "A imagem deve ter no máximo 5 MB.",
})

exports.FOTO_ARQUIVO = FOTO_ARQUIVO
exports.IMAGEM_ARQUIVO = IMAGEM_ARQUIVO
