// @ts-check
// What an uploaded file's bytes may be, read by the site's server and by PocketBase's hooks (never by
// the pages' scripts, which only need arquivos.js's types and sizes): every image has at most
// IMAGEM_PIXELS_MAX pixels and no metadata, and every file is stored with the extension of what its
// bytes are (docs/decisions/documents-and-photos.md#hostile-images).

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
  // The member's own picture, for the card and the directory ('Meus dados').
  cadastro_geral: "foto",
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

exports.IMAGEM_PIXELS_MAX = IMAGEM_PIXELS_MAX
exports.IMAGEM_RECUSAS = IMAGEM_RECUSAS
exports.imageProblem = imageProblem
exports.CAMPOS_DE_IMAGEM = CAMPOS_DE_IMAGEM
exports.CAMPOS_DE_DOCUMENTO = CAMPOS_DE_DOCUMENTO
exports.EXTENSOES = EXTENSOES
exports.isPdf = isPdf
exports.withExtension = withExtension
