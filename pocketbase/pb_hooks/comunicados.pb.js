// @ts-check
// The board's announcements (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue):
// publishing one queues its e-mails (lib/envios.js) and its activity entry in the transaction that
// saves it; the board previews one (its e-mail and how many it reaches) before publishing. How its
// e-mails stand is read with the panel's page (lib/paginas/comunicados.js).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/comunicados.js`).publish(e)
}, "comunicados")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.comunicadoPreview,
  (e) => require(`${__hooks}/lib/comunicados.js`).answerPreview(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)
