// Sign-ups for an event's places (docs/decisions/events.md#places-are-kept-by-pocketbase): one
// `inscricoes` record per person and event (the unique index), whose status (confirmed, or on the
// waiting list) the hook decides in the save's transaction (pb_hooks/lib/inscricoes.js); an event's
// optional `inscricoes_ate` closes sign-up. Two views read them without handing out the records:
// `inscricoes_vagas`, each event's places taken and people waiting (any logged-in person), and
// `inscricoes_fila`, each sign-up with its name and its position in its list (the person's own, the
// board's all). Their API rules are the rules table's (pb_hooks/lib/regras.js).
// Applied history: its values are written here, not read from the shared rules.

// A sign-up's states (app/domain/inscricoes.js when this migration ran).
const INSCRICAO_STATUS = ["confirmada", "espera"]

const VAGAS = `SELECT e.id, e.capacidade, e.data_evento, e.inscricoes_ate,
    CAST((SELECT COUNT(*) FROM inscricoes i WHERE i.evento = e.id AND i.status = 'confirmada') AS INTEGER) AS confirmadas,
    CAST((SELECT COUNT(*) FROM inscricoes i WHERE i.evento = e.id AND i.status = 'espera') AS INTEGER) AS espera
  FROM eventos e`

// The position in its own list: oldest first, the id breaking a tie of the same millisecond.
const FILA = `SELECT i.id, i.evento, i.conta, i.status, i.created, c.nome,
    CAST((SELECT COUNT(*) FROM inscricoes o WHERE o.evento = i.evento AND o.status = i.status
      AND (o.created < i.created OR (o.created = i.created AND o.id <= i.id))) AS INTEGER) AS posicao
  FROM inscricoes i JOIN cadastro_geral c ON c.id = i.conta`

migrate(
  (app) => {
    const eventos = app.findCollectionByNameOrId("eventos")
    eventos.fields.add(new DateField({ name: "inscricoes_ate" }))
    app.save(eventos)

    const contas = app.findCollectionByNameOrId("cadastro_geral")
    app.save(
      new Collection({
        type: "base",
        name: "inscricoes",
        // Superusers only until the rules table writes its own.
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "relation",
            name: "evento",
            required: true,
            collectionId: eventos.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            type: "relation",
            name: "conta",
            required: true,
            collectionId: contas.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "select", name: "status", values: INSCRICAO_STATUS, maxSelect: 1 },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_inscricoes_unica ON inscricoes (evento, conta)",
          "CREATE INDEX idx_inscricoes_fila ON inscricoes (evento, status, created)",
        ],
      }),
    )
    app.save(new Collection({ type: "view", name: "inscricoes_vagas", viewQuery: VAGAS }))
    app.save(new Collection({ type: "view", name: "inscricoes_fila", viewQuery: FILA }))
  },
  (app) => {
    for (const name of ["inscricoes_fila", "inscricoes_vagas", "inscricoes"]) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const eventos = app.findCollectionByNameOrId("eventos")
    eventos.fields.removeByName("inscricoes_ate")
    app.save(eventos)
  },
)
