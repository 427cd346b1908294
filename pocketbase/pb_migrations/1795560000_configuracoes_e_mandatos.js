// The association's settings become data the president edits (/painel/configuracoes): one record
// of `configuracoes`, whose fields are the shared table's (app/domain/associacao.js). The
// environment seeds it here, once, on the first start after this migration; from then on the panel
// changes it, with no restart. Its API rules are the rules table's (pb_hooks/lib/regras.js).
//
// The activity record keeps the values a change made (`alteracoes`: { field: { antes, depois } }),
// for the settings and the board's seats.

migrate(
  (app) => {
    const { domain } = require(`${__hooks}/lib/domain.js`)
    const { CAMPOS, CAMPO_NOMES, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
    const { initialConfiguracoes, isNumeric } = domain("configuracoes")

    const fields = CAMPO_NOMES.map((name) =>
      isNumeric(name) ? { type: "number", name } : { type: "text", name, max: CAMPOS[name].max },
    )
    fields.push({ type: "autodate", name: "updated", onCreate: true, onUpdate: true })
    const collection = new Collection({ type: "base", name: CONFIGURACOES_COLECAO, fields })
    app.save(collection)

    const record = new Record(collection)
    record.id = CONFIGURACOES_ID
    const values = initialConfiguracoes((name) => $os.getenv(name))
    for (const name of CAMPO_NOMES) record.set(name, values[name])
    app.save(record)

    const atividades = app.findCollectionByNameOrId("atividades")
    atividades.fields.add(new JSONField({ name: "alteracoes", maxSize: 20000 }))
    app.save(atividades)
  },
  (app) => {
    const atividades = app.findCollectionByNameOrId("atividades")
    atividades.fields.removeByName("alteracoes")
    app.save(atividades)
    app.delete(app.findCollectionByNameOrId("configuracoes"))
  },
)
