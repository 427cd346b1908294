// The board's inbox (docs/decisions/inbox.md#messages-and-youth-school-requests): contact messages and youth-school
// requests are marked answered (when, and by whom), which is all the board may change in them
// (pb_hooks/mensagens.pb.js); a visitor cannot send one already answered; only the president deletes
// (the daily retention purge runs as the server itself).

const PRESIDENTE =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.tipo ?= "diretoria" && @collection.diretoria:pres.cargo ?= "presidente")'
const DIRETORIA =
  '(@collection.diretoria:dir.idCadGeral ?= @request.auth.id && @collection.diretoria:dir.tipo ?= "diretoria")'
const NOT_ANSWERED_ON_CREATE = [
  "@request.body.respondido_em:isset = false",
  "@request.body.respondido_por:isset = false",
  "@request.body.respondido_por_nome:isset = false",
].join(" && ")

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    for (const name of ["contato", "pedido_escolinha"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new DateField({ name: "respondido_em" }))
      // Empty when an administrator answered, or their account is gone; the name stays.
      collection.fields.add(
        new RelationField({
          name: "respondido_por",
          collectionId: cadastro.id,
          maxSelect: 1,
          cascadeDelete: false,
        }),
      )
      collection.fields.add(new TextField({ name: "respondido_por_nome", max: 120 }))
      collection.createRule = NOT_ANSWERED_ON_CREATE
      collection.updateRule = DIRETORIA
      collection.deleteRule = PRESIDENTE
      collection.indexes.push(`CREATE INDEX idx_${name}_respondido ON ${name} (respondido_em)`)
      app.save(collection)
    }
  },
  (app) => {
    for (const name of ["contato", "pedido_escolinha"]) {
      const collection = app.findCollectionByNameOrId(name)
      for (const field of ["respondido_em", "respondido_por", "respondido_por_nome"]) {
        collection.fields.removeByName(field)
      }
      collection.createRule = ""
      collection.updateRule = name === "contato" ? null : DIRETORIA
      collection.deleteRule = DIRETORIA
      collection.indexes = collection.indexes.filter((index) => !index.includes("_respondido"))
      app.save(collection)
    }
  },
)
