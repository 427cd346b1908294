// @ts-check
// The files uploaded to the board's collections, at PocketBase's own door, whoever sends them
// (docs/decisions/documents-and-photos.md#hostile-images): an image with too many pixels, a header
// that tells none, or metadata is refused before anything decodes it, and every file is named
// with the extension of what its bytes are. Only the bytes each step needs are read, by seeking
// in the upload: a photo is never copied whole into JavaScript.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A Read (app/domain/imagens.js) over an uploaded file, and its close(). */
function openUpload(file) {
  const reader = file.reader.open()
  return {
    read(offset, length) {
      if (offset < 0 || length <= 0) return []
      reader.seek(offset, 0)
      return toBytes(reader, length)
    },
    close() {
      reader.close()
    },
  }
}

function refuse(field, recusa) {
  throw new BadRequestError(recusa.mensagem, { [field]: new ValidationError(recusa.codigo, recusa.mensagem) })
}

/**
 * Checks and names one new file of the image field `field`. A file that is no JPEG, PNG or WebP,
 * or is over the field's size, is left to the field's own checks, which refuse it.
 */
function checkImage(field, file) {
  const { EXTENSOES, IMAGEM_RECUSAS, imageProblem, withExtension } = domain("arquivos-conteudo")
  const upload = openUpload(file)
  let imagem
  try {
    imagem = domain("imagens").describeImage(upload.read, file.size)
  } finally {
    upload.close()
  }
  if (!imagem) return
  const problem = imageProblem(imagem)
  if (problem) refuse(field, IMAGEM_RECUSAS[problem])
  file.name = withExtension(file.name, EXTENSOES[imagem.tipo])
}

/** Names one new file of the document field: a PDF ends in .pdf, whatever name it was sent with. */
function nameDocument(file) {
  const { DOCUMENTO_ARQUIVO } = domain("arquivos")
  const { EXTENSOES, isPdf, withExtension } = domain("arquivos-conteudo")
  const upload = openUpload(file)
  let head
  try {
    head = upload.read(0, 8)
  } finally {
    upload.close()
  }
  if (isPdf(head)) file.name = withExtension(file.name, EXTENSOES[DOCUMENTO_ARQUIVO.tipos[0]])
}

/** The files `record` is about to store (new uploads only), through `each(file)`, by field name. */
function eachUpload(record, field, each) {
  const maxSize = record.collection().fields.getByName(field).maxSize
  for (const file of record.get(`${field}:unsaved`)) {
    // Too big: the field refuses it by its size, before reading anything more of it.
    if (maxSize > 0 && file.size > maxSize) continue
    each(file)
  }
}

/** Every new file of `record` checked and named (onRecordValidate: every door's save). */
function checkUploads(record) {
  const { CAMPOS_DE_DOCUMENTO, CAMPOS_DE_IMAGEM } = domain("arquivos-conteudo")
  const colecao = record.collection().name
  const imagem = CAMPOS_DE_IMAGEM[colecao]
  if (imagem) eachUpload(record, imagem, (file) => checkImage(imagem, file))
  const documento = CAMPOS_DE_DOCUMENTO[colecao]
  if (documento) eachUpload(record, documento, nameDocument)
}

module.exports = { checkUploads }
