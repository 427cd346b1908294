// @ts-check
// Documents and photos the board publishes: every change enters the activity record, in the same
// transaction as the change (lib/atividades.js). Types and sizes are the file fields' own checks.
// Every save of a collection the board uploads to, whatever its door, first checks and names the new
// files (lib/arquivos.js): an image with too many pixels or with metadata is refused, a file is
// stored with the extension of what its bytes are.

// A block: every hook file runs in one scope, where a top-level name could meet another file's.
{
  const { CAMPOS_DE_DOCUMENTO, CAMPOS_DE_IMAGEM } = require(`${__hooks}/lib/domain.js`).domain(
    "arquivos-conteudo",
  )
  onRecordValidate(
    (e) => {
      require(`${__hooks}/lib/arquivos.js`).checkUploads(e.record)
      e.next()
    },
    ...Object.keys(CAMPOS_DE_IMAGEM),
    ...Object.keys(CAMPOS_DE_DOCUMENTO),
  )
}

onRecordCreateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "documentos", (r) => describe("documento_publicado", { nome: r.getString("nome") }))
}, "documentos")

onRecordUpdateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "documentos", (r) => describe("documento_editado", { nome: r.getString("nome") }))
}, "documentos")

onRecordDeleteRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "documentos", (r) => describe("documento_excluido", { nome: r.getString("nome") }))
}, "documentos")

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/atividades.js`).withAtividade(
      e,
      /** @type {core.Record} */ (e.record).collection().name,
      (r) => require(`${__hooks}/lib/galerias.js`).describeFoto("foto_enviada", r),
    )
  },
  "fotos",
  "galeria_escolinha",
)

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/atividades.js`).withAtividade(
      e,
      /** @type {core.Record} */ (e.record).collection().name,
      (r) => require(`${__hooks}/lib/galerias.js`).describeFoto("foto_editada", r),
    )
  },
  "fotos",
  "galeria_escolinha",
)

onRecordDeleteRequest(
  (e) => {
    require(`${__hooks}/lib/atividades.js`).withAtividade(
      e,
      /** @type {core.Record} */ (e.record).collection().name,
      (r) => require(`${__hooks}/lib/galerias.js`).describeFoto("foto_excluida", r),
    )
  },
  "fotos",
  "galeria_escolinha",
)
