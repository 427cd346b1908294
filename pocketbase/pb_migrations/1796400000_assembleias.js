// The general assembly (docs/decisions/general-assembly.md):
// - `assembleias`: one per assembly, from its draft to its closing: kind, first call, place or
//   video call, status, the notice's publication (who convened it, and the statute's numbers it was
//   published under, `estatuto`), its cancellation, opening, installation (which call) and closing;
// - `assembleia_itens`: the agenda, in order: each item's kind, the year of the accounts it
//   approves, whether it needs the qualified majority, and how it was voted (counts, result, notes);
// - `assembleia_associados`: the members as they stood when the assembly opened, frozen (able to
//   vote or not, and why), and each one's presence; one row per member;
// - `pareceres` gains the assembly's verdict on that year's accounts;
// - the settings gain the statute's numbers, their defaults on the existing record;
// - the e-mail queue gains the notice's and the cancellation's e-mails.
// Every change after the draft goes through PocketBase's own routes (pb_hooks/assembleias.pb.js);
// the API rules are the rules table's (pb_hooks/lib/regras.js).
// Applied history: its values are written here, not read from the shared rules.

// Kinds, statuses and limits (app/domain/assembleias.js when this migration ran).
const TIPOS = ["ordinaria", "extraordinaria"]
const MODALIDADES = ["presencial", "online", "hibrida"]
const STATUS = ["rascunho", "publicada", "cancelada", "aberta", "encerrada"]
const ITEM_TIPOS = ["deliberacao", "contas", "informe"]
const FORMAS = ["aclamacao", "aberta"]
const RESULTADOS = ["aprovado", "reprovado"]
const CHAMADAS = ["primeira", "segunda"]
const PARECER_ASSEMBLEIA = ["aprovadas", "reprovadas"]
const TITULO_MAX = 200
const LOCAL_MAX = 200
const LINK_MAX = 500
const INSTRUCOES_MAX = 500
const MOTIVO_MAX = 500
const OBSERVACOES_MAX = 2000
// The e-mail queue's kinds, before and after: the notice and its cancellation go to every member.
const ENVIO_TIPOS_ANTES = ["comunicado", "boas_vindas", "vaga_confirmada"]
const ENVIO_TIPOS = [...ENVIO_TIPOS_ANTES, "assembleia_edital", "assembleia_cancelada"]
// The settings' defaults (app/domain/assembleias.js when this migration ran).
const SETTINGS = {
  antecedencia_assembleia_dias: 10,
  quorum_assembleia: "1/2",
  minutos_segunda_chamada: 30,
  maioria_qualificada: "2/3",
}

const select = (name, values, required = false) => ({ type: "select", name, values, maxSelect: 1, required })
const timestamps = () => [
  { type: "autodate", name: "created", onCreate: true },
  { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
]
// Superusers only until the rules table (pb_hooks/lib/regras.js) writes its own.
const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }

migrate(
  (app) => {
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    const assembleias = new Collection({
      type: "base",
      name: "assembleias",
      ...closed,
      fields: [
        select("tipo", TIPOS, true),
        { type: "date", name: "primeira_chamada", required: true },
        select("modalidade", MODALIDADES, true),
        { type: "text", name: "local", max: LOCAL_MAX },
        { type: "text", name: "link", max: LINK_MAX },
        { type: "text", name: "instrucoes", max: INSTRUCOES_MAX },
        select("status", STATUS, true),
        { type: "relation", name: "criada_por", collectionId: contas.id, maxSelect: 1 },
        { type: "date", name: "publicada_em" },
        { type: "relation", name: "convocada_por", collectionId: contas.id, maxSelect: 1 },
        { type: "text", name: "convocada_por_nome", max: 120 },
        { type: "text", name: "convocada_por_cargo", max: 60 },
        // The statute's numbers on the day the notice was published: lead time, quorum, minutes to
        // the second call, qualified majority.
        { type: "json", name: "estatuto", maxSize: 2000 },
        { type: "date", name: "cancelada_em" },
        { type: "text", name: "motivo_cancelamento", max: MOTIVO_MAX },
        { type: "date", name: "aberta_em" },
        { type: "date", name: "instalada_em" },
        select("chamada", CHAMADAS),
        { type: "date", name: "encerrada_em" },
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_assembleias_primeira ON assembleias (primeira_chamada)"],
    })
    app.save(assembleias)

    app.save(
      new Collection({
        type: "base",
        name: "assembleia_itens",
        ...closed,
        fields: [
          {
            type: "relation",
            name: "assembleia",
            collectionId: assembleias.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { type: "number", name: "ordem", onlyInt: true, min: 1, required: true },
          { type: "text", name: "titulo", max: TITULO_MAX, required: true },
          select("tipo", ITEM_TIPOS, true),
          // The year whose accounts a 'contas' item approves.
          { type: "number", name: "ano", onlyInt: true, min: 0 },
          // Needs the statute's qualified majority (changing the statute, removing directors).
          { type: "bool", name: "qualificada" },
          select("forma", FORMAS),
          { type: "number", name: "a_favor", onlyInt: true, min: 0 },
          { type: "number", name: "contra", onlyInt: true, min: 0 },
          { type: "number", name: "abstencoes", onlyInt: true, min: 0 },
          select("resultado", RESULTADOS),
          { type: "date", name: "votado_em" },
          { type: "text", name: "observacoes", max: OBSERVACOES_MAX },
          ...timestamps(),
        ],
        indexes: ["CREATE UNIQUE INDEX idx_assembleia_itens_ordem ON assembleia_itens (assembleia, ordem)"],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "assembleia_associados",
        ...closed,
        fields: [
          {
            type: "relation",
            name: "assembleia",
            collectionId: assembleias.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // The member's account; emptied if it is erased, while the minutes keep the name.
          { type: "relation", name: "associado", collectionId: contas.id, maxSelect: 1 },
          { type: "text", name: "nome", max: 120, required: true },
          { type: "bool", name: "apto" },
          { type: "text", name: "motivo", max: 200 },
          { type: "bool", name: "presente" },
          { type: "date", name: "presente_em" },
          // Marked by the member themself, online.
          { type: "bool", name: "online" },
          { type: "text", name: "marcado_por_nome", max: 120 },
          ...timestamps(),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_assembleia_associados_um ON assembleia_associados (assembleia, associado) WHERE associado != ''",
          "CREATE INDEX idx_assembleia_associados_nome ON assembleia_associados (assembleia, nome)",
        ],
      }),
    )

    const envios = app.findCollectionByNameOrId("envios")
    envios.fields.getByName("tipo").values = ENVIO_TIPOS.slice()
    app.save(envios)

    const pareceres = app.findCollectionByNameOrId("pareceres")
    pareceres.fields.add(
      new RelationField({ name: "assembleia", collectionId: assembleias.id, maxSelect: 1 }),
    )
    pareceres.fields.add(
      new SelectField({ name: "assembleia_resultado", values: PARECER_ASSEMBLEIA, maxSelect: 1 }),
    )
    pareceres.fields.add(new DateField({ name: "assembleia_data" }))
    app.save(pareceres)

    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    // The association's CNPJ, for the notice and the minutes: empty until the president types it.
    configuracoes.fields.add(new TextField({ name: "cnpj", max: 18 }))
    configuracoes.fields.add(new NumberField({ name: "antecedencia_assembleia_dias", onlyInt: true, min: 0 }))
    configuracoes.fields.add(new TextField({ name: "quorum_assembleia", max: 10 }))
    configuracoes.fields.add(new NumberField({ name: "minutos_segunda_chamada", onlyInt: true, min: 0 }))
    configuracoes.fields.add(new TextField({ name: "maioria_qualificada", max: 10 }))
    app.save(configuracoes)
    app
      .db()
      .newQuery(
        "UPDATE configuracoes SET antecedencia_assembleia_dias = {:a}, quorum_assembleia = {:q}, " +
          "minutos_segunda_chamada = {:m}, maioria_qualificada = {:mq}",
      )
      .bind({
        a: SETTINGS.antecedencia_assembleia_dias,
        q: SETTINGS.quorum_assembleia,
        m: SETTINGS.minutos_segunda_chamada,
        mq: SETTINGS.maioria_qualificada,
      })
      .execute()
  },
  (app) => {
    app.db().newQuery("DELETE FROM envios WHERE tipo LIKE 'assembleia_%'").execute()
    const envios = app.findCollectionByNameOrId("envios")
    envios.fields.getByName("tipo").values = ENVIO_TIPOS_ANTES.slice()
    app.save(envios)
    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    for (const name of [...Object.keys(SETTINGS), "cnpj"]) configuracoes.fields.removeByName(name)
    app.save(configuracoes)
    const pareceres = app.findCollectionByNameOrId("pareceres")
    for (const name of ["assembleia", "assembleia_resultado", "assembleia_data"])
      pareceres.fields.removeByName(name)
    app.save(pareceres)
    for (const name of ["assembleia_associados", "assembleia_itens", "assembleias"])
      app.delete(app.findCollectionByNameOrId(name))
  },
)
