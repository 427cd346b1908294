// The board publishes documents and photos from the panel (docs/decisions/documents-and-photos.md):
// the file fields take their types, sizes and thumbnails from the shared rules (app/domain/arquivos.js),
// and a school gallery's picture gets a date and needs its title, the image's alternative text.

/**
 * The fields as the schema declared them, for down(). Written from the shared rules (a literal copy
 * of a shared list fails tests/unit/domain-copies.test.ts): documents took images besides the PDF,
 * photos GIFs besides the three image types, with smaller limits and other thumbnails.
 */
function before({ DOCUMENTO_ARQUIVO, FOTO_ARQUIVO }) {
  return {
    documentos: {
      types: [...DOCUMENTO_ARQUIVO.tipos, "image/jpeg", "image/png"],
      max: 20 * 1024 * 1024,
      thumbs: [],
    },
    fotos: {
      types: [...FOTO_ARQUIVO.tipos, "image/gif"],
      max: 5 * 1024 * 1024,
      thumbs: ["640x480", "320x240"],
    },
    galeria_escolinha: {
      types: [...FOTO_ARQUIVO.tipos, "image/gif"],
      max: 5 * 1024 * 1024,
      thumbs: ["640x360", "320x180"],
    },
  }
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
    const { DOCUMENTO_ARQUIVO, FOTO_ARQUIVO, GALERIAS } = require(`${__hooks}/lib/domain.js`).domain(
      "arquivos",
    )
    setFile(app, "documentos", "arquivo", {
      types: DOCUMENTO_ARQUIVO.tipos,
      max: DOCUMENTO_ARQUIVO.maxBytes,
      thumbs: [],
    })
    for (const galeria of ["fotos", "galeria_escolinha"]) {
      setFile(app, galeria, "imagem", {
        types: FOTO_ARQUIVO.tipos,
        max: FOTO_ARQUIVO.maxBytes,
        thumbs: GALERIAS[galeria].thumbs,
      })
    }
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
    const fields = before(require(`${__hooks}/lib/domain.js`).domain("arquivos"))
    setFile(app, "documentos", "arquivo", fields.documentos)
    setFile(app, "fotos", "imagem", fields.fotos)
    setFile(app, "galeria_escolinha", "imagem", fields.galeria_escolinha)
  },
)
