// 'Gerenciar Eventos' (docs/decisions/events.md#managing-events): a small thumbnail of each event's
// image for the panel's table and a wider one for the pages; PocketBase makes them on demand.

migrate(
  (app) => {
    const eventos = app.findCollectionByNameOrId("eventos")
    eventos.fields.getByName("imagem").thumbs = ["160x90", "640x360"]
    app.save(eventos)
  },
  (app) => {
    const eventos = app.findCollectionByNameOrId("eventos")
    eventos.fields.getByName("imagem").thumbs = []
    app.save(eventos)
  },
)
