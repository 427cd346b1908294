// @ts-check
// The files the board publishes from the panel: documents (PDF) and photos (JPEG, PNG, WebP), their
// limits and messages, the documents' categories and the photos' galleries with the thumbnail sizes
// PocketBase makes of them. The migration declares the file fields from these (PocketBase checks a
// file's type by its bytes, not its name); the site checks the sizes before sending, and asks only
// for the declared thumbnails, since PocketBase answers any other size with the full image. What a
// file's bytes may be (pixels, metadata, the extension it is stored with) is arquivos-conteudo.js,
// which the pages' scripts do not carry.

const MB = 1024 * 1024

const DOCUMENTO_ARQUIVO = /** @type {const} */ ({
  tipos: ["application/pdf"],
  maxBytes: 10 * MB,
  tipoRecusado: "Envie um arquivo PDF.",
  grande: "O arquivo deve ter no máximo 10 MB.",
})

// The images' types and sizes live apart, so the forms with one picture carry only them.
const { FOTO_ARQUIVO, IMAGEM_ARQUIVO } = require("./arquivos-imagem.js")

/** How many photos one post sends at most (the site's upload limit for the gallery follows). */
const FOTOS_POR_ENVIO = 10
const FOTOS_DEMAIS = `Envie no máximo ${FOTOS_POR_ENVIO} fotos de cada vez.`

/** The documents' categories, in the tabs' order, and the tabs' labels. */
const CATEGORIAS_DOCUMENTO = /** @type {const} */ (["fundacional", "regulamento", "relatorio"])
const CATEGORIA_DOCUMENTO_LABELS = /** @type {const} */ ({
  fundacional: "Fundacionais",
  regulamento: "Regulamentos",
  relatorio: "Relatórios",
})

/**
 * The two galleries, each a collection with an `imagem`, a `titulo` (the image's alternative text)
 * and a `data`. `thumbs` are "WxH" (cropped to that shape), smallest first; a 360 px phone screen
 * at twice its density gets at most the 720 px one.
 */
const GALERIAS = /** @type {const} */ ({
  fotos: { label: "Fotos da associação", thumbs: ["360x270", "720x540"] },
  galeria_escolinha: { label: "Escolinha", thumbs: ["320x180", "720x405", "1280x720"] },
})

exports.DOCUMENTO_ARQUIVO = DOCUMENTO_ARQUIVO
exports.FOTO_ARQUIVO = FOTO_ARQUIVO
exports.IMAGEM_ARQUIVO = IMAGEM_ARQUIVO
exports.FOTOS_POR_ENVIO = FOTOS_POR_ENVIO
exports.FOTOS_DEMAIS = FOTOS_DEMAIS
exports.CATEGORIAS_DOCUMENTO = CATEGORIAS_DOCUMENTO
exports.CATEGORIA_DOCUMENTO_LABELS = CATEGORIA_DOCUMENTO_LABELS
exports.GALERIAS = GALERIAS
