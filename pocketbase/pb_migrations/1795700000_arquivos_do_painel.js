// The board publishes documents and photos from the panel (docs/decisions/documents-and-photos.md):
// the file fields take the types, sizes and thumbnails of the shared rules (app/domain/arquivos.js),
// and a school gallery's picture gets a date and needs its title, the image's alternative text.
// Applied history: its values are written here, not read from the shared rules.

const MB = 1024 * 1024

/** The fields as app/domain/arquivos.js declared them when this migration ran, for up(). */
const AFTER = {
  documentos: { types: ["application/pdf"], max: 10 * MB, thumbs: [] },
  fotos: {
    types: ["image/jpeg", "image/png", "image/webp"],
    max: 6 * MB,
    thumbs: ["360x270", "720x540"],
  },
  galeria_escolinha: {
    types: ["image/jpeg", "image/png", "image/webp"],
    max: 6 * MB,
    thumbs: ["320x180", "720x405", "1280x720"],
  },
}

/**
 * The fields as the schema declared them (1732000000_schema.js), for down(): documents took images
 * besides the PDF, photos GIFs besides the three image types, with smaller limits and other thumbnails.
 */
const BEFORE = {
  documentos: { types: ["application/pdf", "image/jpeg", "image/png"], max: 20 * MB, thumbs: [] },
  fotos: {
    types: ["image/jpeg", "image/png", "image/webp", "image/gif"],
    max: 5 * MB,
    thumbs: ["640x480", "320x240"],
  },
  galeria_escolinha: {
    types: ["image/jpeg", "image/png", "image/webp", "image/gif"],
    max: 5 * MB,
    thumbs: ["640x360", "320x180"],
  },
}

function setFile(app, collection, name, { types, max, thumbs }) {
  const record = app.findCollectionByNameOrId(collection)
  const field = record.fields.getByName(name)
  field.mimeTypes = types
  field.maxSize = max
  field.thumbs = thumbs
  app.save(record)
}

migrate(
  (app) => {
    setFile(app, "documentos", "arquivo", AFTER.documentos)
    setFile(app, "fotos", "imagem", AFTER.fotos)
    setFile(app, "galeria_escolinha", "imagem", AFTER.galeria_escolinha)
    const escolinha = app.findCollectionByNameOrId("galeria_escolinha")
    escolinha.fields.getByName("titulo").required = true
    escolinha.fields.add(new DateField({ name: "data" }))
    escolinha.addIndex("idx_galeria_escolinha_data", false, "data", "")
    app.save(escolinha)
  },
  (app) => {
    const escolinha = app.findCollectionByNameOrId("galeria_escolinha")
    escolinha.removeIndex("idx_galeria_escolinha_data")
    escolinha.fields.removeByName("data")
    escolinha.fields.getByName("titulo").required = false
    app.save(escolinha)
    setFile(app, "documentos", "arquivo", BEFORE.documentos)
    setFile(app, "fotos", "imagem", BEFORE.fotos)
    setFile(app, "galeria_escolinha", "imagem", BEFORE.galeria_escolinha)
  },
)
