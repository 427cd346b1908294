// @ts-check
// The e-mail to the president and the secretary when a request for an assembly reaches a fifth of
// the members able to vote (docs/decisions/elections.md#members-call-an-assembly), written by the
// e-mails' queue (lib/envios-modelos.js) when it sends one. The statute's duty to convene is not a
// newsletter: it goes to whoever has an e-mail, whatever their choice about reminders.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * The request `referencia` and its signatures, or null once it is gone or answered.
 * @param {CoreApp} app
 * @param {core.Record} conta
 * @param {string} referencia the request's id
 */
function pedidoAtingidoEmail(app, conta, referencia) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { associationEmail } = require(`${__hooks}/lib/email.js`)
  const pedido = findOrNull(() => app.findRecordById("pedidos_assembleia", referencia))
  if (!pedido || pedido.getString("status") !== "atingido" || conta.email() === "") return null
  const mail = domain("email")
  const assinaturas = app.countRecords("pedido_assinaturas", $dbx.hashExp({ pedido: pedido.id }))
  const link = mail.siteLink(app.settings().meta.appURL, "/painel/assembleias")
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: "Pedido de Assembleia Geral com 1/5 dos associados",
    paragraphsOf: () => [
      `<p>${assinaturas} associados aptos a votar assinaram o pedido de Assembleia Geral feito por ` +
        `${mail.escapeHtml(pedido.getString("autor_nome"))}: eram necessárias ${pedido.getInt("necessarias")} ` +
        "assinaturas, 1/5 dos associados aptos.</p>",
      `<p>Pauta pedida:</p><p>${mail.escapeHtml(pedido.getString("pauta"))}</p>`,
      "<p>O estatuto e o Código Civil (art. 60) obrigam a diretoria a convocar a assembleia. " +
        "O pedido está no painel:</p>",
      mail.linkParagraph(link),
    ],
  })
}

module.exports = { pedidoAtingidoEmail }
