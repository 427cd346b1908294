// 'Enviar lembrete a todos' (docs/decisions/dues-and-pix.md#enviar-lembrete-a-todos-goes-through-the-queue):
// a reminder of the kind `todos` is queued (`pendente`) for each open due and sent by the e-mail
// queue's job, or cancelled (`cancelado`) when its due was settled first. Once per due: the unique
// index on (mensalidade, tipo) for every kind but `manual` (1795800000_lembretes.js) holds it too,
// whoever writes.
// Applied history: its values are written here, not read from the shared rules.

// A reminder's kinds and states (app/domain/lembretes.js when this migration ran).
const LEMBRETE_TIPOS = ["antes", "vencimento", "atraso_1", "atraso_2", "atraso_3", "manual", "todos"]
const LEMBRETE_STATUS = ["pendente", "enviando", "enviado", "falhou", "cancelado"]
// The kinds and states before it.
const TIPOS_ANTES = ["antes", "vencimento", "atraso_1", "atraso_2", "atraso_3", "manual"]
const STATUS_ANTES = ["enviando", "enviado", "falhou"]

migrate(
  (app) => {
    const lembretes = app.findCollectionByNameOrId("lembretes")
    lembretes.fields.getByName("tipo").values = LEMBRETE_TIPOS.slice()
    lembretes.fields.getByName("status").values = LEMBRETE_STATUS.slice()
    // The queue's pick: the oldest queued first.
    lembretes.indexes.push("CREATE INDEX idx_lembretes_fila ON lembretes (status, created)")
    app.save(lembretes)
  },
  (app) => {
    app.db().newQuery("DELETE FROM lembretes WHERE tipo = 'todos'").execute()
    const lembretes = app.findCollectionByNameOrId("lembretes")
    lembretes.fields.getByName("tipo").values = TIPOS_ANTES.slice()
    lembretes.fields.getByName("status").values = STATUS_ANTES.slice()
    lembretes.indexes = lembretes.indexes.filter((index) => !index.includes("idx_lembretes_fila"))
    app.save(lembretes)
  },
)
