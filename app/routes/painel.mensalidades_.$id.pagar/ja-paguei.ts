// 'Já paguei': after paying by PIX, the member tells the treasurer on WhatsApp, with the due and its
// amount already written, so the treasurer finds the credit in the bank without asking which one.
// Only the treasurer marks a due paid (docs/decisions/dues-and-pix.md#paying-never-marks-a-due-paid).
import { formatDate, formatMoney } from "~/utils/format"
import { whatsappHref } from "~/utils/whatsapp"

type DuePaid = { descricao: string; valor: number; data_vencimento: string }

/** "Mensalidade Julho/2026" reads as it is; another description is named as a due. */
function dueName(descricao: string): string {
  const text = descricao.trim()
  return /^mensalidade\b/i.test(text) ? text : `mensalidade ${text}`
}

/** The message the member sends: who they are, which due, how much, its due date. */
export function jaPagueiMessage(nome: string, mensalidade: DuePaid): string {
  const primeiroNome = nome.trim().split(/\s+/)[0] ?? ""
  const quem = primeiroNome ? ` Aqui é ${primeiroNome}.` : ""
  return (
    `Olá!${quem} Já paguei pelo PIX a ${dueName(mensalidade.descricao)}, de ` +
    `${formatMoney(mensalidade.valor)} (vencimento ${formatDate(mensalidade.data_vencimento)}).`
  )
}

/**
 * The wa.me link to the first of `telefones` that is a phone (the financial director's, then the
 * association's WhatsApp), or null when none is: the page then offers no link.
 */
export function jaPagueiHref(telefones: readonly string[], message: string): string | null {
  for (const telefone of telefones) {
    const href = whatsappHref(telefone, message)
    if (href) return href
  }
  return null
}
