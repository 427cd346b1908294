// Dues reminders by e-mail (docs/decisions/dues-and-pix.md#reminders-go-out-once-each):
// - `lembretes`: each reminder of a due, one row per kind, claimed by its insert: the unique index on
//   (mensalidade, tipo) for the daily job's kinds lets two runs at once claim it only once (the
//   treasurer's own, `manual`, may repeat);
// - `execucoes`: each run of a daily job (when, and its counts), shown to the treasurer;
// - `mensalidades_em_aberto`: the open dues with whose they are and how to reach them (name, e-mail,
//   phone, reminders off), for the treasurer's reminders page (cadastro_geral is the president's);
// - `cadastro_geral.sem_lembretes`: the member turned reminders off (unset: they receive them);
// - the settings' days before the due day (`lembrete_dias_antes`), its default on the existing record.
// Their API rules are the rules table's (pb_hooks/lib/regras.js).
// Applied history: its values are written here, not read from the shared rules.

// A reminder's kinds and states (app/domain/lembretes.js when this migration ran).
const LEMBRETE_TIPOS = ["antes", "vencimento", "atraso_1", "atraso_2", "atraso_3", "manual"]
const LEMBRETE_STATUS = ["enviando", "enviado", "falhou"]
// The settings' collection and the days' default (app/domain/associacao.js when this migration ran).
const CONFIGURACOES_COLECAO = "configuracoes"
const LEMBRETE_DIAS_ANTES_PADRAO = 3

migrate(
  (app) => {
    // A database made after the settings' table had this field got it from its first migration.
    const configuracoes = app.findCollectionByNameOrId(CONFIGURACOES_COLECAO)
    if (!configuracoes.fields.getByName("lembrete_dias_antes")) {
      configuracoes.fields.add(new NumberField({ name: "lembrete_dias_antes", onlyInt: true, min: 0 }))
      app.save(configuracoes)
      app
        .db()
        .newQuery(`UPDATE ${CONFIGURACOES_COLECAO} SET lembrete_dias_antes = {:dias}`)
        .bind({ dias: LEMBRETE_DIAS_ANTES_PADRAO })
        .execute()
    }

    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.add(new BoolField({ name: "sem_lembretes" }))
    app.save(cadastro)

    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    app.save(
      new Collection({
        type: "base",
        name: "lembretes",
        fields: [
          {
            type: "relation",
            name: "mensalidade",
            required: true,
            collectionId: mensalidades.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          {
            type: "relation",
            name: "associado",
            required: true,
            collectionId: cadastro.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "select", name: "tipo", required: true, values: LEMBRETE_TIPOS, maxSelect: 1 },
          { type: "select", name: "status", required: true, values: LEMBRETE_STATUS, maxSelect: 1 },
          { type: "number", name: "tentativas", onlyInt: true, min: 0 },
          { type: "text", name: "email", max: 254 },
          { type: "date", name: "enviado_em" },
          { type: "text", name: "erro", max: 300 },
          // Who sent a `manual` one (empty for the daily job's).
          { type: "text", name: "enviado_por_nome", max: 120 },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_lembretes_agendado ON lembretes (mensalidade, tipo) WHERE tipo != 'manual'",
          "CREATE INDEX idx_lembretes_associado ON lembretes (associado)",
        ],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "execucoes",
        fields: [
          { type: "text", name: "tarefa", required: true, max: 40 },
          { type: "date", name: "inicio", required: true },
          { type: "date", name: "fim" },
          { type: "json", name: "contagens", maxSize: 20000 },
          { type: "autodate", name: "created", onCreate: true },
        ],
        indexes: ["CREATE INDEX idx_execucoes_tarefa ON execucoes (tarefa, inicio)"],
      }),
    )

    app.save(
      new Collection({
        type: "view",
        name: "mensalidades_em_aberto",
        viewQuery: `SELECT m.id, m.descricao, m.valor, m.data_vencimento, m.associado_id,
            c.nome, c.email, c.telefone, c.sem_lembretes, a.busca
          FROM mensalidades m
          JOIN cadastro_geral c ON c.id = m.associado_id
          LEFT JOIN associados a ON a.id_cadastro_geral = m.associado_id
          WHERE m.status = 'pendente'`,
      }),
    )
  },
  (app) => {
    for (const name of ["mensalidades_em_aberto", "execucoes", "lembretes"]) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.removeByName("sem_lembretes")
    app.save(cadastro)
    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    configuracoes.fields.removeByName("lembrete_dias_antes")
    app.save(configuracoes)
  },
)
