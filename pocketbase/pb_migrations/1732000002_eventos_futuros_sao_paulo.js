// eventos_futuros_view cut at the UTC day (date('now')), so from 21:00 in São Paulo (00:00 UTC) an
// event of that evening vanished from "upcoming". SQLite knows no time zones, so the view now keeps
// only a margin (events from two days ago on, always before São Paulo's midnight) and the site
// filters by the instant São Paulo's day begins (app/features/eventos/eventos.server.ts). Same name, same rules.
const QUERY_SAO_PAULO = `SELECT id, titulo, data_evento, descricao, localizacao, capacidade
  FROM eventos WHERE data_evento >= strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-2 days')`

const QUERY_UTC_DAY = `SELECT id, titulo, data_evento, descricao, localizacao, capacidade
          FROM eventos WHERE date(data_evento) >= date('now')`

migrate(
  (app) => {
    const view = app.findCollectionByNameOrId("eventos_futuros_view")
    view.viewQuery = QUERY_SAO_PAULO
    app.save(view)
  },
  (app) => {
    const view = app.findCollectionByNameOrId("eventos_futuros_view")
    view.viewQuery = QUERY_UTC_DAY
    app.save(view)
  },
)
