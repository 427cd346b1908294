// @ts-check
// Dues reminders by e-mail (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): which
// reminder an open due is owed on a São Paulo day, the kinds' labels, the settings' bounds, and
// the message (e-mail and WhatsApp). Pure: PocketBase's daily job (pb_hooks/lib/lembretes.js) and
// the treasurer's page read the same schedule.

const { addDays, dayInSaoPaulo, daysBetween, formatDate } = require("./datas.js")
const { siteLink } = require("./email.js")

/**
 * The reminders the daily job sends, in the order they fall due, and the treasurer's own: `manual`
 * ('Enviar lembrete', sent at once, may repeat) and `todos` ('Enviar lembrete a todos', queued, once
 * per due).
 */
const LEMBRETE_AGENDADOS = /** @type {const} */ (["antes", "vencimento", "atraso_1", "atraso_2", "atraso_3"])
const LEMBRETE_TIPOS = /** @type {const} */ ([...LEMBRETE_AGENDADOS, "manual", "todos"])
/** @typedef {(typeof LEMBRETE_TIPOS)[number]} LembreteTipo */
/** @typedef {(typeof LEMBRETE_AGENDADOS)[number]} LembreteAgendado */

/**
 * A reminder queued ('Enviar lembrete a todos'), claimed by a run (being sent), sent, whose sending
 * failed (retried), or cancelled (its due was paid or its member stopped getting e-mail first).
 */
const LEMBRETE_STATUS = /** @type {const} */ (["pendente", "enviando", "enviado", "falhou", "cancelado"])
/** @typedef {(typeof LEMBRETE_STATUS)[number]} LembreteStatus */

/** @type {Record<LembreteStatus, string>} */
const LEMBRETE_STATUS_LABELS = {
  pendente: "Na fila",
  // A claim left by a run that stopped mid-send: whether it went out is unknown, so it is not resent.
  enviando: "Não confirmado",
  enviado: "Enviado",
  falhou: "Falhou",
  cancelado: "Cancelado",
}

/** The overdue notices and their day after the due day: +1, then every 7 days, three at most. */
const ATRASOS = /** @type {ReadonlyArray<{ dia: number, tipo: LembreteAgendado }>} */ ([
  { dia: 1, tipo: "atraso_1" },
  { dia: 8, tipo: "atraso_2" },
  { dia: 15, tipo: "atraso_3" },
])
/** How long each overdue notice stays the one owed (a missed run sends it later, never the next one's day). */
const AVISO_INTERVALO = 7
/** The last day after the due day any notice is owed. */
const ULTIMO_DIA = Math.max(...ATRASOS.map((atraso) => atraso.dia)) + AVISO_INTERVALO - 1

/** The daily job's name (its cron id and its runs' `tarefa`). */
const TAREFA_LEMBRETES = "lembretes"

/**
 * A kind's label: "3 dias antes", "No dia", "1º aviso de atraso", "Enviado pela diretoria".
 * @param {LembreteTipo} tipo
 * @param {number} diasAntes the setting
 */
function tipoLabel(tipo, diasAntes) {
  if (tipo === "antes") return diasAntes === 1 ? "1 dia antes" : `${diasAntes} dias antes`
  if (tipo === "vencimento") return "No dia"
  if (tipo === "manual") return "Enviado pela diretoria"
  if (tipo === "todos") return "Lembrete a todos"
  return `${tipo.slice(-1)}º aviso de atraso`
}

/**
 * The reminder an open due falling due on `vencimento` is owed on São Paulo's day `hoje` (both
 * yyyy-MM-dd), `diasAntes` days ahead being the first: each kind is owed from its day until the next
 * one's, so a run that missed days sends only the latest kind, never a burst of old ones; the third
 * overdue notice is the last (nothing from +22 on). Null: none.
 * @param {string} vencimento
 * @param {string} hoje
 * @param {number} diasAntes
 * @returns {LembreteAgendado | null}
 */
function reminderDue(vencimento, hoje, diasAntes) {
  const days = daysBetween(vencimento, hoje)
  if (days < 0) return diasAntes > 0 && -days <= diasAntes ? "antes" : null
  if (days === 0) return "vencimento"
  if (days > ULTIMO_DIA) return null
  let owed = null
  for (const atraso of ATRASOS) if (days >= atraso.dia) owed = atraso.tipo
  return owed
}

/**
 * The reminder owed at the instant `now` (a run's clock), São Paulo's day.
 * @param {string} vencimento yyyy-MM-dd
 * @param {Date} now
 * @param {number} diasAntes
 */
function reminderDueAt(vencimento, now, diasAntes) {
  return reminderDue(vencimento, dayInSaoPaulo(now), diasAntes)
}

/**
 * The window of due dates that may owe a reminder on `hoje`: from the last overdue notice's last
 * day back to `diasAntes` ahead (what the job reads).
 * @param {string} hoje
 * @param {number} diasAntes
 */
function dueDatesToRemind(hoje, diasAntes) {
  return { de: addDays(hoje, -ULTIMO_DIA), ate: addDays(hoje, Math.max(diasAntes, 0)) }
}

/** The site's page where a member pays the due `id` (app/routes/painel.mensalidades_.$id.pagar/route.tsx). */
function payLink(/** @type {string} */ appUrl, /** @type {string} */ id) {
  return siteLink(appUrl, `/painel/mensalidades/${id}/pagar`)
}

/** "R$ 1.234,56": money as the message writes it (PocketBase's engine has no Intl). */
function reais(/** @type {number} */ valor) {
  const fixed = Number(valor).toFixed(2)
  const inteiro = fixed.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, ".")
  return `R$ ${inteiro},${fixed.slice(-2)}`
}

/**
 * The reminder's words for a due falling due on `vencimento`, read on `hoje`: its subject (always
 * 'Lembrete' and 'mensalidade') and its sentences, plain text (the e-mail escapes them and makes
 * the link a link; the WhatsApp message carries them as they are).
 * @param {{ descricao: string, valor: number, vencimento: string, link: string }} due
 * @param {string} hoje yyyy-MM-dd
 */
function reminderText({ descricao, valor, vencimento, link }, hoje) {
  const days = daysBetween(hoje, vencimento)
  const quando =
    days > 1
      ? `vence em ${days} dias, em ${formatDate(vencimento)}`
      : days === 1
        ? `vence amanhã, ${formatDate(vencimento)}`
        : days === 0
          ? `vence hoje, ${formatDate(vencimento)}`
          : `venceu em ${formatDate(vencimento)} e ainda está em aberto`
  const subject =
    days > 0
      ? "Lembrete: sua mensalidade vence em breve"
      : days === 0
        ? "Lembrete: sua mensalidade vence hoje"
        : "Lembrete: mensalidade em atraso"
  return {
    subject,
    texto: `A sua ${descricao}, de ${reais(valor)}, ${quando}.`,
    pagar: "Pague pelo PIX no painel do associado:",
    link,
    fecho: "Se já pagou, desconsidere este aviso.",
  }
}

/**
 * The same reminder as a WhatsApp message from the association ('Avisar pelo WhatsApp' on a
 * member's card): each open due's sentence, then where to pay: the due's page when it is the only
 * one, the member's dues (`todas`) when there are more.
 * @param {string} nome the member's name
 * @param {string} associacao
 * @param {ReadonlyArray<Parameters<typeof reminderText>[0]>} dues
 * @param {string} hoje
 * @param {string} todas the member's dues page (siteLink of /painel/mensalidades)
 */
function reminderWhatsapp(nome, associacao, dues, hoje, todas) {
  const texts = dues.map((due) => reminderText(due, hoje))
  const first = texts[0]
  if (!first) return ""
  const saudacao = `Olá, ${nome.trim().split(/\s+/)[0]}! Aqui é da ${associacao}.`
  const link = texts.length === 1 ? first.link : todas
  return [saudacao, ...texts.map((text) => text.texto), `${first.pagar} ${link}`, first.fecho].join(" ")
}

exports.LEMBRETE_AGENDADOS = LEMBRETE_AGENDADOS
exports.LEMBRETE_TIPOS = LEMBRETE_TIPOS
exports.LEMBRETE_STATUS = LEMBRETE_STATUS
exports.LEMBRETE_STATUS_LABELS = LEMBRETE_STATUS_LABELS
exports.TAREFA_LEMBRETES = TAREFA_LEMBRETES
exports.tipoLabel = tipoLabel
exports.reminderDue = reminderDue
exports.reminderDueAt = reminderDueAt
exports.dueDatesToRemind = dueDatesToRemind
exports.payLink = payLink
exports.reais = reais
exports.reminderText = reminderText
exports.reminderWhatsapp = reminderWhatsapp
