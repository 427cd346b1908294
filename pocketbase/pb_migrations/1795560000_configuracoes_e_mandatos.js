// The association's settings become data the president edits (/painel/configuracoes): one record
// of `configuracoes`, with the fields below (the shared table's of that day, app/domain/associacao.js:
// a number where the setting is one, else a text of its maximum length). Its first values come from
// the environment, checked by the live rules, when the table is made (lib/configuracoes.js
// seedSettings); from then on the panel changes it, with no restart. Its API rules are the rules
// table's (pb_hooks/lib/regras.js).
//
// The activity record keeps the values a change made (`alteracoes`: { field: { antes, depois } }),
// for the settings and the board's seats.
// Applied history: its values are written here, not read from the shared rules.

/** Each setting's field: its name, and its text's maximum length (null: a number). */
const CAMPOS = [
  ["nome", 120],
  ["sigla", 20],
  ["endereco", 200],
  ["cep", 9],
  ["cidade", 120],
  ["telefone", 20],
  ["whatsapp", 20],
  ["email", 254],
  ["instagram", 300],
  ["facebook", 300],
  ["youtube", 300],
  ["mapa_embed", 500],
  ["mapa_link", 500],
  ["horarios", 500],
  ["valor_mensalidade", null],
  ["dia_vencimento", null],
  ["lembrete_dias_antes", null],
  ["pix_chave", 97],
  ["pix_beneficiario", 25],
  ["pix_cidade", 15],
  ["privacidade_email", 254],
  ["privacidade_encarregado", 120],
]

migrate(
  (app) => {
    const fields = CAMPOS.map(([name, max]) =>
      max === null ? { type: "number", name } : { type: "text", name, max },
    )
    fields.push({ type: "autodate", name: "updated", onCreate: true, onUpdate: true })
    app.save(new Collection({ type: "base", name: "configuracoes", fields }))

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
