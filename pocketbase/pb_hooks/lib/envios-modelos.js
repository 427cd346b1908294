// Each queued kind's template (lib/envios.js): the file and function that write its e-mail, read
// only when one of that kind is sent. A template answers {subject, html} in the shared frame
// (lib/email.js associationEmail), or null when there is nothing to send any more (its record is gone).

const MODELOS = {
  comunicado: ["comunicados-emails.js", "announcementEmail"],
  boas_vindas: ["importacao-emails.js", "importWelcomeEmail"],
  vaga_confirmada: ["inscricoes-emails.js", "promotedEmail"],
}

/** The e-mail `tipo` about `referencia` to `conta` (a cadastro_geral record), or null. */
function render(app, tipo, conta, referencia) {
  const [file, name] = MODELOS[tipo]
  return require(`${__hooks}/lib/${file}`)[name](app, conta, referencia)
}

module.exports = { MODELOS, render }
