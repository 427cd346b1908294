// The board's announcements (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue):
// - `comunicados`: a title, a text and who it is for; who wrote it; how many of the people it was
//   for got no e-mail (no address, or e-mail turned off), counted when it is published (its hook,
//   pb_hooks/lib/comunicados.js); the others' e-mails are counted by the queue (envios);
// - `comunicados_lidos`: who marked which announcement as read, once each (the unique index).
// Their API rules are the rules table's (pb_hooks/lib/regras.js).
// Applied history: its values are written here, not read from the shared rules.

// Who an announcement is for and its lengths (app/domain/comunicados.js), and a name's length
// (app/domain/campos.js MAX.nome), when this migration ran.
const PUBLICOS = ["todos", "diretoria"]
const COMUNICADO_MAX = { titulo: 150, texto: 5000 }
const NOME_MAX = 120

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    const comunicados = new Collection({
      type: "base",
      name: "comunicados",
      fields: [
        { type: "text", name: "titulo", required: true, max: COMUNICADO_MAX.titulo },
        { type: "text", name: "texto", required: true, max: COMUNICADO_MAX.texto },
        { type: "select", name: "publico", required: true, values: PUBLICOS, maxSelect: 1 },
        // Who published it: the account (gone with it, the name stays) and the name as it was.
        { type: "relation", name: "autor", collectionId: cadastro.id, maxSelect: 1 },
        { type: "text", name: "autor_nome", max: NOME_MAX },
        { type: "number", name: "sem_email", onlyInt: true, min: 0 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_comunicados_created ON comunicados (created)"],
    })
    app.save(comunicados)
    app.save(
      new Collection({
        type: "base",
        name: "comunicados_lidos",
        fields: [
          {
            type: "relation",
            name: "comunicado",
            required: true,
            collectionId: comunicados.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            type: "relation",
            name: "conta",
            required: true,
            collectionId: cadastro.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "autodate", name: "created", onCreate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_comunicados_lidos_unico ON comunicados_lidos (comunicado, conta)"],
      }),
    )
  },
  (app) => {
    for (const name of ["comunicados_lidos", "comunicados"]) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
