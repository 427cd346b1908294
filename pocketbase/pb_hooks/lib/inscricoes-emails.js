// @ts-check
// The e-mail of a place freed on an event (docs/decisions/events.md#places-are-kept-by-pocketbase):
// the queue's template for "vaga_confirmada" (lib/envios-modelos.js), written when the job sends it,
// so it tells the event as it is then.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * To `conta`, whose sign-up `referencia` left the waiting list: the event's title, its date and time
 * in São Paulo, its place and the link to its page. Null when there is nothing to tell any more (the
 * sign-up was cancelled, or is not theirs, or its event is gone).
 */
function promotedEmail(app, conta, referencia) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { associationEmail } = require(`${__hooks}/lib/email.js`)
  const { escapeHtml, linkParagraph, siteLink } = domain("email")
  const { eventoPagePath } = domain("inscricoes")
  const { formatDateTime } = domain("datas")
  const { millisOf } = require(`${__hooks}/lib/inscricoes.js`)
  const inscricao = findOrNull(() => app.findRecordById("inscricoes", referencia))
  if (!inscricao || inscricao.getString("conta") !== conta.id) return null
  if (inscricao.getString("status") !== "confirmada") return null
  const evento = findOrNull(() => app.findRecordById("eventos", inscricao.getString("evento")))
  if (!evento) return null
  const titulo = evento.getString("titulo")
  const quando = formatDateTime(new Date(millisOf(evento, "data_evento") || 0))
  const local = evento.getString("localizacao")
  const link = siteLink(app.settings().meta.appURL, eventoPagePath(evento.id))
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: `Vaga confirmada: ${titulo}`,
    paragraphsOf: () => [
      `<p>Abriu uma vaga e sua presença em <strong>${escapeHtml(titulo)}</strong> está confirmada: você saiu da lista de espera.</p>`,
      `<p>Quando: ${escapeHtml(quando)} (horário de Brasília)${local ? `<br>Onde: ${escapeHtml(local)}` : ""}</p>`,
      "<p>Se não puder ir, cancele sua presença na página do evento, para a vaga passar a quem espera:</p>",
      linkParagraph(link),
    ],
  })
}

module.exports = { promotedEmail }
