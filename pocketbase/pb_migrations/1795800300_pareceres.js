// The fiscal council's opinion on a year's accounts (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts):
// one record per year (a new opinion on the same year updates it), its result and text as in the
// shared rules (app/domain/prestacao-de-contas.js); who was on the council then (`membros`, their
// names) and who recorded it are set by the hook (pb_hooks/pareceres.pb.js), never by the body.
// Applied history: its values are written here, not read from the shared rules.

// The results, the text's length and the first year (app/domain/prestacao-de-contas.js when this
// migration ran).
const PARECER_RESULTADOS = ["aprovadas", "aprovadas_com_ressalvas", "reprovadas"]
const PARECER_TEXTO_MAX = 5000
const PRESTACAO_ANO_MINIMO = 2000

migrate(
  (app) => {
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    const pareceres = new Collection({
      type: "base",
      name: "pareceres",
      // Superusers only until the rules table (pb_hooks/lib/regras.js) writes its own.
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "number", name: "ano", required: true, onlyInt: true, min: PRESTACAO_ANO_MINIMO },
        { type: "select", name: "resultado", required: true, maxSelect: 1, values: PARECER_RESULTADOS },
        { type: "text", name: "texto", required: true, max: PARECER_TEXTO_MAX },
        // The council's members' names when the opinion was recorded (a seat ends, the names stay).
        { type: "json", name: "membros", maxSize: 10000 },
        { type: "relation", name: "registrado_por", collectionId: contas.id, maxSelect: 1 },
        { type: "text", name: "registrado_por_nome", max: 120 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_pareceres_ano ON pareceres (ano)"],
    })
    app.save(pareceres)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("pareceres"))
  },
)
