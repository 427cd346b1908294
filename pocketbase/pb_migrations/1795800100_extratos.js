// The bank statement pays dues (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues): the
// treasurer's imported statements (`extratos`, each credit kept as JSON between the upload and the
// confirmation, with who imported it), and on a due the bank's transaction id (FITID) of the credit
// that paid it, unique among those that have one, so one credit never pays two dues.
// Applied history: its values are written here, not read from the shared rules.

const INDEX = "idx_mensalidades_transacao_id"

// The largest statement file (app/domain/extratos.js EXTRATO_ARQUIVO.maxBytes when this migration ran).
const EXTRATO_MAX_BYTES = 2 * 1024 * 1024

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    const extratos = new Collection({
      type: "base",
      name: "extratos",
      // Superusers only until the rules table (pb_hooks/lib/regras.js) writes its own.
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "arquivo_nome", max: 255 },
        // The credits of a file of at most EXTRATO_MAX_BYTES take less room than the file.
        { type: "json", name: "creditos", required: true, maxSize: EXTRATO_MAX_BYTES },
        // Written by the hook from the account, never from the body.
        { type: "relation", name: "importado_por", collectionId: cadastro.id, maxSelect: 1 },
        { type: "text", name: "importado_por_nome", max: 120 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_extratos_created ON extratos (created)"],
    })
    app.save(extratos)

    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    mensalidades.fields.add(new TextField({ name: "transacao_id", max: 255 }))
    mensalidades.addIndex(INDEX, true, "transacao_id", "transacao_id != ''")
    app.save(mensalidades)
  },
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    mensalidades.removeIndex(INDEX)
    mensalidades.fields.removeByName("transacao_id")
    app.save(mensalidades)
    app.delete(app.findCollectionByNameOrId("extratos"))
  },
)
