// Elections by secret ballot and members calling an assembly (docs/decisions/elections.md):
// - an agenda item of the kind `eleicao` elects the board, the fiscal council or both (`orgaos`)
//   for a term (`mandato_inicio`, `mandato_fim`); its vote opens and closes (`votacao`), may have a
//   second round (`rodada`), ends in a count (`apuracao`), a winning slate or a statute's tie-break
//   (`chapa_eleita`, `desempate`) and the winners' seats (`posse_em`); the secret vote (`secreta`);
// - `chapas` and `chapa_cargos`: each slate and the person on each of its seats; one person once per
//   election, on one slate (a unique index, whoever writes);
// - `assembleia_votantes`: who has voted in an item's round (once only, turnout), nothing of the vote;
// - `urna`: the ballots, NOT a collection: a plain table no API rule can open, WITHOUT ROWID and
//   keyed by a random id, so their stored order is not the order people voted in; a ballot holds the
//   item, the round, the choice and the receipt code, never the voter nor a time;
// - `pedidos_assembleia` and `pedido_assinaturas`: members asking for an assembly (Código Civil art.
//   60) and their signatures, one per member; the settings gain the term's years (`mandato_anos`).
// Every change goes through PocketBase's own routes (pb_hooks/eleicoes.pb.js); the API rules are the
// rules table's (pb_hooks/lib/regras.js). Applied history: its values are written here.

// Kinds and statuses (app/domain/eleicoes.js and assembleias.js when this migration ran).
const ITEM_TIPOS = ["deliberacao", "contas", "informe", "eleicao"]
const FORMAS = ["aclamacao", "aberta", "secreta"]
const ORGAOS = ["diretoria", "conselho"]
const VOTACAO = ["fechada", "aberta", "encerrada"]
const PEDIDO_STATUS = ["coletando", "atingido", "atendido"]
const ENVIO_TIPOS_ANTES = [
  "comunicado",
  "boas_vindas",
  "vaga_confirmada",
  "assembleia_edital",
  "assembleia_cancelada",
]
const ENVIO_TIPOS = [...ENVIO_TIPOS_ANTES, "pedido_assembleia"]
const MANDATO_ANOS = 3

const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }
const created = () => [{ type: "autodate", name: "created", onCreate: true }]

migrate(
  (app) => {
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    const itens = app.findCollectionByNameOrId("assembleia_itens")
    const assembleias = app.findCollectionByNameOrId("assembleias")
    itens.fields.getByName("tipo").values = ITEM_TIPOS.slice()
    itens.fields.getByName("forma").values = FORMAS.slice()
    itens.fields.add(new SelectField({ name: "orgaos", values: ORGAOS, maxSelect: 2 }))
    itens.fields.add(new DateField({ name: "mandato_inicio" }))
    itens.fields.add(new DateField({ name: "mandato_fim" }))
    itens.fields.add(new SelectField({ name: "votacao", values: VOTACAO, maxSelect: 1 }))
    itens.fields.add(new NumberField({ name: "rodada", onlyInt: true, min: 0 }))
    // The count when the vote closed: { rodada, chapas: { [id]: n }, branco, nulo, votantes, presentesAptos }.
    itens.fields.add(new JSONField({ name: "apuracao", maxSize: 20000 }))
    itens.fields.add(new TextField({ name: "desempate", max: 2000 }))
    itens.fields.add(new DateField({ name: "posse_em" }))
    app.save(itens)

    const chapas = new Collection({
      type: "base",
      name: "chapas",
      ...closed,
      fields: [
        {
          type: "relation",
          name: "item",
          collectionId: itens.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "number", name: "numero", onlyInt: true, min: 1, required: true },
        { type: "text", name: "nome", max: 120, required: true },
        ...created(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_chapas_numero ON chapas (item, numero)",
        "CREATE UNIQUE INDEX idx_chapas_nome ON chapas (item, nome COLLATE NOCASE)",
      ],
    })
    app.save(chapas)
    itens.fields.add(new RelationField({ name: "chapa_eleita", collectionId: chapas.id, maxSelect: 1 }))
    app.save(itens)

    app.save(
      new Collection({
        type: "base",
        name: "chapa_cargos",
        ...closed,
        fields: [
          {
            type: "relation",
            name: "chapa",
            collectionId: chapas.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // The election, repeated so one index holds "one person, one slate, once".
          {
            type: "relation",
            name: "item",
            collectionId: itens.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { type: "relation", name: "conta", collectionId: contas.id, maxSelect: 1 },
          { type: "text", name: "nome", max: 120, required: true },
          { type: "text", name: "cargo", max: 60, required: true },
          { type: "select", name: "tipo", values: ORGAOS, maxSelect: 1, required: true },
          { type: "number", name: "ordem", onlyInt: true, min: 0 },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_chapa_cargos_pessoa ON chapa_cargos (item, conta) WHERE conta != ''",
        ],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "assembleia_votantes",
        ...closed,
        // No time: who voted is kept for "only once" and the turnout, not when.
        fields: [
          {
            type: "relation",
            name: "item",
            collectionId: itens.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { type: "number", name: "rodada", onlyInt: true, min: 0 },
          { type: "relation", name: "associado", collectionId: contas.id, maxSelect: 1 },
          // Voted on the secretary's device ('cabine').
          { type: "bool", name: "cabine" },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_assembleia_votantes_um ON assembleia_votantes (item, rodada, associado) WHERE associado != ''",
        ],
      }),
    )

    app
      .db()
      .newQuery(
        "CREATE TABLE urna (id TEXT PRIMARY KEY NOT NULL, item TEXT NOT NULL, rodada INTEGER NOT NULL, " +
          "escolha TEXT NOT NULL, recibo TEXT NOT NULL UNIQUE) WITHOUT ROWID",
      )
      .execute()

    const pedidos = new Collection({
      type: "base",
      name: "pedidos_assembleia",
      ...closed,
      fields: [
        { type: "relation", name: "autor", collectionId: contas.id, maxSelect: 1 },
        { type: "text", name: "autor_nome", max: 120, required: true },
        { type: "text", name: "pauta", max: 2000, required: true },
        { type: "select", name: "status", values: PEDIDO_STATUS, maxSelect: 1, required: true },
        // The fifth needed when it was reached, and when.
        { type: "number", name: "necessarias", onlyInt: true, min: 0 },
        { type: "date", name: "atingido_em" },
        { type: "relation", name: "assembleia", collectionId: assembleias.id, maxSelect: 1 },
        ...created(),
      ],
    })
    app.save(pedidos)
    app.save(
      new Collection({
        type: "base",
        name: "pedido_assinaturas",
        ...closed,
        fields: [
          {
            type: "relation",
            name: "pedido",
            collectionId: pedidos.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            type: "relation",
            name: "associado",
            collectionId: contas.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { type: "text", name: "nome", max: 120 },
          ...created(),
        ],
        indexes: ["CREATE UNIQUE INDEX idx_pedido_assinaturas_um ON pedido_assinaturas (pedido, associado)"],
      }),
    )
    assembleias.fields.add(new RelationField({ name: "pedido", collectionId: pedidos.id, maxSelect: 1 }))
    app.save(assembleias)

    const envios = app.findCollectionByNameOrId("envios")
    envios.fields.getByName("tipo").values = ENVIO_TIPOS.slice()
    app.save(envios)

    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    configuracoes.fields.add(new NumberField({ name: "mandato_anos", onlyInt: true, min: 0 }))
    app.save(configuracoes)
    app
      .db()
      .newQuery("UPDATE configuracoes SET mandato_anos = {:anos}")
      .bind({ anos: MANDATO_ANOS })
      .execute()
  },
  (app) => {
    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    configuracoes.fields.removeByName("mandato_anos")
    app.save(configuracoes)
    app.db().newQuery("DELETE FROM envios WHERE tipo = 'pedido_assembleia'").execute()
    const envios = app.findCollectionByNameOrId("envios")
    envios.fields.getByName("tipo").values = ENVIO_TIPOS_ANTES.slice()
    app.save(envios)
    const assembleias = app.findCollectionByNameOrId("assembleias")
    assembleias.fields.removeByName("pedido")
    app.save(assembleias)
    app.db().newQuery("DROP TABLE IF EXISTS urna").execute()
    const itens = app.findCollectionByNameOrId("assembleia_itens")
    itens.fields.removeByName("chapa_eleita")
    app.save(itens)
    for (const name of [
      "pedido_assinaturas",
      "pedidos_assembleia",
      "assembleia_votantes",
      "chapa_cargos",
      "chapas",
    ])
      app.delete(app.findCollectionByNameOrId(name))
    app.db().newQuery("DELETE FROM assembleia_itens WHERE tipo = 'eleicao'").execute()
    for (const name of [
      "orgaos",
      "mandato_inicio",
      "mandato_fim",
      "votacao",
      "rodada",
      "apuracao",
      "desempate",
      "posse_em",
    ])
      itens.fields.removeByName(name)
    itens.fields.getByName("tipo").values = ["deliberacao", "contas", "informe"]
    itens.fields.getByName("forma").values = ["aclamacao", "aberta"]
    app.save(itens)
  },
)
