// @ts-check
// Each queued kind's template (lib/envios.js): the library function that writes its e-mail, read
// only when one of that kind is sent. A template answers {subject, html} in the shared frame
// (lib/email.js associationEmail), or null when there is nothing to send any more (its record is gone).

/**
 * @typedef {(app: CoreApp, conta: core.Record, referencia: string) => ({ subject: string, html: string } | null)} Modelo
 * @type {{ [tipo: string]: Modelo | undefined }}
 */
const MODELOS = {
  comunicado: (app, conta, referencia) =>
    require(`${__hooks}/lib/comunicados-emails.js`).announcementEmail(app, conta, referencia),
  boas_vindas: (app, conta, referencia) =>
    require(`${__hooks}/lib/importacao-emails.js`).importWelcomeEmail(app, conta, referencia),
  vaga_confirmada: (app, conta, referencia) =>
    require(`${__hooks}/lib/inscricoes-emails.js`).promotedEmail(app, conta, referencia),
  assembleia_edital: (app, conta, referencia) =>
    require(`${__hooks}/lib/assembleias-emails.js`).noticeEmail(app, conta, referencia),
  assembleia_cancelada: (app, conta, referencia) =>
    require(`${__hooks}/lib/assembleias-emails.js`).cancellationEmail(app, conta, referencia),
  pedido_assembleia: (app, conta, referencia) =>
    require(`${__hooks}/lib/pedidos-assembleia-emails.js`).pedidoAtingidoEmail(app, conta, referencia),
  atestado_vencendo: (app, conta, referencia) =>
    require(`${__hooks}/lib/escolinha-atestados.js`).atestadoEmail(app, conta, referencia),
  matricula_escolinha: (app, conta, referencia) =>
    require(`${__hooks}/lib/escolinha-emails.js`).matriculaEmail(app, conta, referencia),
  vaga_escolinha: (app, conta, referencia) =>
    require(`${__hooks}/lib/escolinha-emails.js`).vagaEmail(app, conta, referencia),
}

/**
 * The e-mail `tipo` about `referencia` to `conta` (a cadastro_geral record), or null.
 * @param {CoreApp} app
 * @param {string} tipo
 * @param {core.Record} conta
 * @param {string} referencia
 */
function render(app, tipo, conta, referencia) {
  const modelo = MODELOS[tipo]
  if (!modelo) throw new Error(`no e-mail template for ${tipo}`)
  return modelo(app, conta, referencia)
}

module.exports = { MODELOS, render }
