// The e-mail queue (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue): one
// row per e-mail to send, written with the record it is about and sent by PocketBase's job a few at
// a time (pb_hooks/lib/envios.js). The unique index on (tipo, referencia, conta) is what makes an
// e-mail queued once: a person gets one e-mail of a kind about a record, whoever queues it twice.
// Its API rules are the rules table's (pb_hooks/lib/regras.js): nobody but PocketBase writes it.
// Applied history: its values are written here, not read from the shared rules.

// An e-mail's kinds and states (app/domain/envios.js when this migration ran).
const ENVIO_TIPOS = ["comunicado", "boas_vindas", "vaga_confirmada"]
const ENVIO_STATUS = ["pendente", "enviando", "enviado", "falhou", "cancelado"]
// A record id's length (pb_hooks/lib/envios.js ID_LENGTH) and an e-mail's (app/domain/campos.js
// MAX.email), when this migration ran.
const ID_LENGTH = 15
const EMAIL_MAX = 254

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    app.save(
      new Collection({
        type: "base",
        name: "envios",
        fields: [
          { type: "select", name: "tipo", required: true, values: ENVIO_TIPOS, maxSelect: 1 },
          // The record it is about (an announcement, an import, a sign-up): its id.
          { type: "text", name: "referencia", max: ID_LENGTH },
          {
            type: "relation",
            name: "conta",
            required: true,
            collectionId: cadastro.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "select", name: "status", required: true, values: ENVIO_STATUS, maxSelect: 1 },
          { type: "number", name: "tentativas", onlyInt: true, min: 0 },
          { type: "text", name: "email", max: EMAIL_MAX },
          { type: "date", name: "enviado_em" },
          { type: "text", name: "erro", max: 300 },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_envios_unico ON envios (tipo, referencia, conta)",
          "CREATE INDEX idx_envios_fila ON envios (status, created)",
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("envios"))
  },
)
