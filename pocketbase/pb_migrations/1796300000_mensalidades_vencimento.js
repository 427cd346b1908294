// The dues by due date (docs/decisions/performance.md#one-question-per-panel-page): the treasurer's
// month and the year's sums read a month's or a year's dues out of five years of them; without this
// index each of those reads scanned every due.

migrate(
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    mensalidades.indexes.push("CREATE INDEX idx_mensalidades_vencimento ON mensalidades (data_vencimento)")
    app.save(mensalidades)
  },
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    mensalidades.indexes = mensalidades.indexes.filter(
      (index) => !index.includes("idx_mensalidades_vencimento"),
    )
    app.save(mensalidades)
  },
)
