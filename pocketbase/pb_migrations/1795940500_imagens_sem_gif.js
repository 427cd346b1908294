// An event's picture and a board member's photo take JPEG, PNG and WebP, as the galleries do: the
// site and PocketBase read an image's size and metadata from those three headers only, before
// anything decodes it (docs/decisions/documents-and-photos.md#hostile-images), and a GIF's could
// declare 65535 × 65535 pixels. The GIFs already stored stay as they are.

const FIELDS = [
  ["eventos", "imagem"],
  ["diretoria", "foto"],
]

function setGif(app, accepted) {
  for (const [name, fieldName] of FIELDS) {
    const collection = app.findCollectionByNameOrId(name)
    const field = collection.fields.getByName(fieldName)
    const others = field.mimeTypes.filter((type) => type !== "image/gif")
    field.mimeTypes = accepted ? [...others, "image/gif"] : others
    app.save(collection)
  }
}

migrate(
  (app) => setGif(app, false),
  (app) => setGif(app, true),
)
