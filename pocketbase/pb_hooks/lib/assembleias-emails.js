// @ts-check
// The general assembly's e-mails (docs/decisions/general-assembly.md), written by the e-mails' queue
// (lib/envios-modelos.js) when it sends one: the notice (edital) to every member when it is
// published, and its cancellation. Each links to the public notice, /assembleias/{id}.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { associationEmail, receivesEmail } = require(`${__hooks}/lib/email.js`)

/** The assembly `id` to a person who still receives e-mail, or null (gone, or e-mail turned off). */
function assembleiaFor(
  /** @type {CoreApp} */ app,
  /** @type {core.Record} */ conta,
  /** @type {string} */ id,
) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const assembleia = findOrNull(() => app.findRecordById("assembleias", id))
  return assembleia && receivesEmail(conta) ? assembleia : null
}

/** The first call as the e-mail says it: '12/03/2027 • 19:00'. */
function quando(/** @type {string} */ instant) {
  return domain("datas").formatEventDateTime(instant)
}

/**
 * The notice: when and where, the second call, the agenda, the instructions and who convened it. A
 * notice cancelled before its e-mail went out sends nothing (the cancellation follows).
 * @param {CoreApp} app
 * @param {core.Record} conta
 * @param {string} referencia the assembly's id
 */
function noticeEmail(app, conta, referencia) {
  const assembleia = assembleiaFor(app, conta, referencia)
  if (!assembleia || assembleia.getString("status") === "cancelada") return null
  const mail = domain("email")
  const { assembleiaTitulo, ITEM_TIPO_LABELS } = domain("assembleias")
  const { estatutoOf, itensOf, millisOf } = require(`${__hooks}/lib/assembleias-leitura.js`)
  const titulo = assembleiaTitulo(assembleia.getString("tipo"))
  const primeira = assembleia.getString("primeira_chamada")
  const segunda = new Date(
    millisOf(assembleia, "primeira_chamada") + estatutoOf(app, assembleia).minutosSegundaChamada * 60000,
  )
  const modalidade = assembleia.getString("modalidade")
  const onde = []
  if (modalidade !== "online") onde.push(`Local: ${mail.escapeHtml(assembleia.getString("local"))}`)
  if (modalidade !== "presencial") onde.push(`Videochamada: ${mail.escapeHtml(assembleia.getString("link"))}`)
  const itens = itensOf(app, assembleia.id).map((record) => {
    const item = /** @type {core.Record} */ (record)
    const tipo = /** @type {Record<string, string>} */ (ITEM_TIPO_LABELS)[item.getString("tipo")] || ""
    return `<li>${mail.escapeHtml(item.getString("titulo"))} (${tipo})</li>`
  })
  const instrucoes = assembleia.getString("instrucoes").trim()
  const link = mail.siteLink(app.settings().meta.appURL, `/assembleias/${assembleia.id}`)
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: `Edital de convocação: ${titulo}`,
    paragraphsOf: (site) =>
      [
        `<p>A ${site} convoca seus associados para a ${titulo}, em 1ª convocação em ${quando(primeira)}, ` +
          `ou em 2ª convocação em ${quando(segunda.toISOString())}, com qualquer número de presentes.</p>`,
        `<p>${onde.join("<br>")}</p>`,
        `<p>Ordem do dia:</p><ol>${itens.join("")}</ol>`,
      ]
        .concat(instrucoes ? [`<p>${mail.escapeHtml(instrucoes)}</p>`] : [])
        .concat([
          `<p>${mail.escapeHtml(assembleia.getString("convocada_por_nome"))}, ${mail.escapeHtml(assembleia.getString("convocada_por_cargo"))}.</p>`,
          `<p>O edital está no site:</p>`,
          mail.linkParagraph(link),
        ]),
  })
}

/**
 * The notice's cancellation, with its reason.
 * @param {CoreApp} app
 * @param {core.Record} conta
 * @param {string} referencia the assembly's id
 */
function cancellationEmail(app, conta, referencia) {
  const assembleia = assembleiaFor(app, conta, referencia)
  if (!assembleia) return null
  const mail = domain("email")
  const { assembleiaTitulo } = domain("assembleias")
  const titulo = assembleiaTitulo(assembleia.getString("tipo"))
  const link = mail.siteLink(app.settings().meta.appURL, `/assembleias/${assembleia.id}`)
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: `Cancelada: ${titulo} de ${domain("datas").formatDayOf(assembleia.getString("primeira_chamada"))}`,
    paragraphsOf: () => [
      `<p>A ${titulo} convocada para ${quando(assembleia.getString("primeira_chamada"))} foi cancelada.</p>`,
      `<p>Motivo: ${mail.escapeHtml(assembleia.getString("motivo_cancelamento"))}</p>`,
      mail.linkParagraph(link),
    ],
  })
}

module.exports = { noticeEmail, cancellationEmail }
