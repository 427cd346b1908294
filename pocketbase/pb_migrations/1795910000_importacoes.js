// Members move in from a spreadsheet (docs/decisions/members.md#members-move-in-from-a-spreadsheet):
// the president's imports (`importacoes`: the file's rows as read and checked, kept between the
// upload and 'Importar' so the preview is a page of its own, with who sent it and what became of
// it); an account's CPF (digits, unique among those that have one: a person is known by it as by
// the e-mail) and a member's membership date (`data_filiacao`, which the spreadsheet brings). The
// imports hold people's data: a draft is deleted at its `expira_em`, an import RETENCAO_MESES after it
// was imported (docs/decisions/lgpd-and-privacy.md#retention).
// Applied history: its values are written here, not read from the shared rules.

const CPF_INDEX = "idx_cadastro_geral_cpf"

// The largest spreadsheet (app/domain/importacao.js IMPORTACAO_ARQUIVO.maxBytes when this migration ran).
const IMPORTACAO_MAX_BYTES = 2 * 1024 * 1024

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.add(new TextField({ name: "cpf", max: 11, pattern: "^[0-9]*$" }))
    cadastro.addIndex(CPF_INDEX, true, "cpf", "cpf != ''")
    app.save(cadastro)

    const associados = app.findCollectionByNameOrId("associados")
    associados.fields.add(new DateField({ name: "data_filiacao" }))
    app.save(associados)

    const importacoes = new Collection({
      type: "base",
      name: "importacoes",
      // Superusers only until the rules table (pb_hooks/lib/regras.js) writes its own.
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "arquivo_nome", max: 255 },
        // The rows of a file of at most IMPORTACAO_MAX_BYTES, each with its situation and messages.
        { type: "json", name: "linhas", required: true, maxSize: 4 * IMPORTACAO_MAX_BYTES },
        { type: "select", name: "status", values: ["rascunho", "importada"], maxSelect: 1 },
        { type: "number", name: "importados", onlyInt: true, min: 0 },
        { type: "bool", name: "boas_vindas" },
        { type: "date", name: "importada_em" },
        // A draft's end: the retention purge deletes it then (pb_hooks/lib/retencao.js).
        { type: "date", name: "expira_em" },
        // Written by the hook from the account, never from the body.
        { type: "relation", name: "criado_por", collectionId: cadastro.id, maxSelect: 1 },
        { type: "text", name: "criado_por_nome", max: 120 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_importacoes_created ON importacoes (created)"],
    })
    app.save(importacoes)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("importacoes"))
    const associados = app.findCollectionByNameOrId("associados")
    associados.fields.removeByName("data_filiacao")
    app.save(associados)
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.removeIndex(CPF_INDEX)
    cadastro.fields.removeByName("cpf")
    app.save(cadastro)
  },
)
