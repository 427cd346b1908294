// A membership request created through the API without a status was stored with none, and the
// president's decision on it failed. New ones get 'pendente' from the hook; these are backfilled.

migrate(
  (app) => {
    app.db().newQuery("UPDATE pedido_socio SET status = 'pendente' WHERE status = ''").execute()
  },
  () => {},
)
