// The member's card, receipts anyone can check, and the members' directory
// (docs/decisions/member-card-and-receipts.md):
// - `cadastro_geral.foto`: the member's own picture (square thumbnails for the card and the list);
//   `carteirinha_token`: the card's random code, hidden, one per account (every account gets one
//   now, new ones on creation: pb_hooks/carteirinha.pb.js); `lista_socios` and `lista_whatsapp`:
//   the directory's choices, off;
// - `aniversario_publico` off for everyone: it was set on for the accounts of before, but nobody
//   could choose it until now, so nobody had;
// - `associados.numero`: the member number, one per member, given in the order they joined;
// - `recibos`: a paid due's receipt code, cancelled when the payment is undone; every due paid
//   until now gets one; read only by the hooks;
// - `socios_lista`: the directory, only who chose it and only what each chose to share;
// - PocketBase's limiter counts the public checks per visitor.
// Applied history: its values are written here, not read from the shared rules.

const TOKEN_ALFABETO = "abcdefghijkmnpqrstuvwxyz23456789"
const RECIBO_ALFABETO = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
// The directory: only who chose it, only what each chose to share (a birthday as its day and month).
const SOCIOS_LISTA = `SELECT c.id AS id, a.nome AS nome, c.foto AS foto,
    CAST(CASE WHEN c.lista_whatsapp = TRUE THEN c.telefone ELSE '' END AS TEXT) AS whatsapp,
    CAST(CASE WHEN c.aniversario_publico = TRUE AND c.dt_nasc != '' THEN ('2000' || substr(c.dt_nasc, 5)) ELSE '' END AS TEXT) AS aniversario
  FROM associados a JOIN cadastro_geral c ON c.id = a.id_cadastro_geral
  WHERE a.status = 1 AND c.lista_socios = TRUE`
const VERIFICAR = { label: "/api/associacao/verificar/", maxRequests: 60, duration: 300 }

migrate(
  (app) => {
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    contas.fields.add(
      new FileField({
        name: "foto",
        maxSelect: 1,
        maxSize: 5 * 1024 * 1024,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        thumbs: ["96x96", "240x240"],
      }),
    )
    contas.fields.add(new TextField({ name: "carteirinha_token", max: 32, hidden: true }))
    contas.fields.add(new BoolField({ name: "lista_socios" }))
    contas.fields.add(new BoolField({ name: "lista_whatsapp" }))
    contas.indexes.push(
      "CREATE UNIQUE INDEX idx_cadastro_geral_carteirinha ON cadastro_geral (carteirinha_token) WHERE carteirinha_token != ''",
    )
    app.save(contas)
    for (const conta of app.findAllRecords("cadastro_geral")) {
      conta.set("carteirinha_token", $security.randomStringWithAlphabet(32, TOKEN_ALFABETO))
      app.saveNoValidate(conta)
    }
    app.db().newQuery("UPDATE cadastro_geral SET aniversario_publico = FALSE").execute()

    const associados = app.findCollectionByNameOrId("associados")
    associados.fields.add(new NumberField({ name: "numero", onlyInt: true, min: 0 }))
    associados.indexes.push(
      "CREATE UNIQUE INDEX idx_associados_numero ON associados (numero) WHERE numero > 0",
    )
    app.save(associados)
    app
      .db()
      .newQuery(
        `UPDATE associados SET numero = (SELECT COUNT(*) FROM associados b
           WHERE COALESCE(NULLIF(b.data_filiacao, ''), b.created) < COALESCE(NULLIF(associados.data_filiacao, ''), associados.created)
              OR (COALESCE(NULLIF(b.data_filiacao, ''), b.created) = COALESCE(NULLIF(associados.data_filiacao, ''), associados.created)
                  AND b.id <= associados.id))`,
      )
      .execute()

    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    const recibos = new Collection({
      type: "base",
      name: "recibos",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "codigo", required: true, min: 12, max: 12 },
        {
          type: "relation",
          name: "mensalidade",
          collectionId: mensalidades.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "date", name: "cancelado_em" },
        { type: "autodate", name: "created", onCreate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_recibos_codigo ON recibos (codigo)",
        "CREATE INDEX idx_recibos_mensalidade ON recibos (mensalidade)",
      ],
    })
    app.save(recibos)
    for (const due of app.findRecordsByFilter("mensalidades", "status = 'pago'", "", 0, 0)) {
      const recibo = new Record(recibos)
      recibo.set("codigo", $security.randomStringWithAlphabet(12, RECIBO_ALFABETO))
      recibo.set("mensalidade", due.id)
      app.save(recibo)
    }

    // Closed until the rules table opens it to the members at start (pb_hooks/lib/regras.js).
    app.save(new Collection({ type: "view", name: "socios_lista", viewQuery: SOCIOS_LISTA }))

    const settings = app.settings()
    settings.rateLimits.rules = [...settings.rateLimits.rules, VERIFICAR]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== VERIFICAR.label)
    app.save(settings)
    app.delete(app.findCollectionByNameOrId("socios_lista"))
    app.delete(app.findCollectionByNameOrId("recibos"))
    const associados = app.findCollectionByNameOrId("associados")
    associados.fields.removeByName("numero")
    associados.indexes = associados.indexes.filter((index) => !index.includes("idx_associados_numero"))
    app.save(associados)
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    for (const name of ["foto", "carteirinha_token", "lista_socios", "lista_whatsapp"]) {
      contas.fields.removeByName(name)
    }
    contas.indexes = contas.indexes.filter((index) => !index.includes("idx_cadastro_geral_carteirinha"))
    app.save(contas)
  },
)
