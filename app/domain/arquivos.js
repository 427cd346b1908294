// @ts-check
// The files the board publishes from the panel: documents (PDF) and photos (JPEG, PNG, WebP), their
// limits and messages, the documents' categories and the photos' galleries with the thumbnail sizes
// PocketBase makes of them. The migration declares the file fields from these (PocketBase checks a
// file's type by its bytes, not its name); the site checks the sizes before sending, and asks only
// for the declared thumbnails, since PocketBase answers any other size with the full image. Every
// image has at most IMAGEM_PIXELS_MAX pixels and no metadata, and every file is stored with the
// extension of what its bytes are (docs/decisions/documents-and-photos.md#hostile-images).

const MB = 1024 * 1024

const DOCUMENTO_ARQUIVO = /** @type {const} */ ({
  tipos: ["application/pdf"],
  maxBytes: 10 * MB,
  tipoRecusado: "Envie um arquivo PDF.",
  grande: "O arquivo deve ter no máximo 10 MB.",
})

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

/**
 * The most pixels an image may have: 6000 × 4000, a camera's photo, more than a phone's. PocketBase
 * decodes a whole picture to make a thumbnail, whatever few bytes its file takes: a progressive
 * JPEG of this size takes it to about 500 MB, one of 40 megapixels to 860 MB
 * (docs/decisions/documents-and-photos.md#hostile-images).
 */
const IMAGEM_PIXELS_MAX = 24 * 1000 * 1000

/** Why an image is refused whatever its field: PocketBase's code for it and the message. */
const IMAGEM_RECUSAS = /** @type {const} */ ({
  pixels: {
    codigo: "imagem_pixels",
    mensagem: `A imagem tem mais de ${IMAGEM_PIXELS_MAX / 1000000} megapixels: reduza a resolução (por exemplo, para 4000 × 3000 pixels) e envie de novo.`,
  },
  ilegivel: {
    codigo: "imagem_ilegivel",
    mensagem: "Não foi possível ler a imagem (o arquivo está incompleto ou danificado): envie-a de novo.",
  },
  metadados: {
    codigo: "imagem_metadados",
    mensagem:
      "A imagem traz metadados (EXIF, XMP, IPTC ou comentários, onde pode estar o local em que foi tirada): envie-a pelo painel do site, que os remove.",
  },
})

/**
 * Why the image `imagem` (app/domain/imagens.js) may not be stored as it is, or null: too many
 * pixels, a header that tells none, or metadata (which the site removes before sending).
 * @param {{ largura: number, altura: number, metadados: string[] }} imagem
 * @returns {keyof typeof IMAGEM_RECUSAS | null}
 */
function imageProblem(imagem) {
  if (imagem.largura * imagem.altura > IMAGEM_PIXELS_MAX) return "pixels"
  if (imagem.largura === 0 || imagem.altura === 0) return "ilegivel"
  if (imagem.metadados.length > 0) return "metadados"
  return null
}

/** The file fields the board uploads to, by collection: images, and the documents' PDF. */
const CAMPOS_DE_IMAGEM = /** @type {const} */ ({
  fotos: "imagem",
  galeria_escolinha: "imagem",
  eventos: "imagem",
  diretoria: "foto",
})
const CAMPOS_DE_DOCUMENTO = /** @type {const} */ ({ documentos: "arquivo" })

/** The extension a file is stored with, by the type its bytes are. */
const EXTENSOES = /** @type {const} */ ({
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
})

/**
 * Whether the first bytes are a PDF's: the signatures PocketBase takes as one (`%PDF-`, after a
 * line feed or a UTF-8 byte order mark too).
 * @param {ArrayLike<number>} head
 */
function isPdf(head) {
  let text = ""
  for (let i = 0; i < 8 && i < head.length; i++) text += String.fromCharCode(Number(head[i]))
  return /^(\n|\xef\xbb\xbf)?%PDF-/.test(text)
}

/**
 * `name` (PocketBase's stored name, "ata_x1y2z3.html") with `extensao` instead of its own: the
 * name's first dot starts its extension, since PocketBase's names keep none before it.
 * @param {string} name
 * @param {string} extensao
 */
function withExtension(name, extensao) {
  const dot = name.indexOf(".")
  return (dot < 0 ? name : name.slice(0, dot)) + extensao
}

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
exports.IMAGEM_PIXELS_MAX = IMAGEM_PIXELS_MAX
exports.IMAGEM_RECUSAS = IMAGEM_RECUSAS
exports.imageProblem = imageProblem
exports.CAMPOS_DE_IMAGEM = CAMPOS_DE_IMAGEM
exports.CAMPOS_DE_DOCUMENTO = CAMPOS_DE_DOCUMENTO
exports.EXTENSOES = EXTENSOES
exports.isPdf = isPdf
exports.withExtension = withExtension
exports.FOTOS_POR_ENVIO = FOTOS_POR_ENVIO
exports.FOTOS_DEMAIS = FOTOS_DEMAIS
exports.CATEGORIAS_DOCUMENTO = CATEGORIAS_DOCUMENTO
exports.CATEGORIA_DOCUMENTO_LABELS = CATEGORIA_DOCUMENTO_LABELS
exports.GALERIAS = GALERIAS
