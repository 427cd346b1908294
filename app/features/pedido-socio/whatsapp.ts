// 'Avisar pelo WhatsApp': a plain wa.me link with the message already written, so the president
// reaches an applicant from the phone without copying numbers (and without JavaScript). Built by
// the loaders (the inbox's answers too), so no page's script carries the messages.
import type { PedidoSocioStatus } from "@veteranos/domain/pedido-socio"
import { digitsOf } from "~/forms/masks"

/** A Brazilian phone (DDD + 8 or 9 digits) as a wa.me link with `message`; null when it is not one. */
export function whatsappHref(telefone: string, message: string): string | null {
  let digits = digitsOf(telefone)
  // Numbers typed with the country code, or a trunk zero before the DDD, are the same phone.
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1)
  if (digits.length !== 10 && digits.length !== 11) return null
  return `https://wa.me/55${digits}?text=${encodeURIComponent(message)}`
}

/**
 * What the association tells an applicant about their membership request, by its status. True
 * whether the approval made a new account (a set-password link, e-mailed or handed over) or linked
 * one that already existed (no link: its owner keeps their password).
 */
export function pedidoSocioWhatsappMessage(
  { nome, status }: { nome: string; status: PedidoSocioStatus },
  associacao: string,
): string {
  const saudacao = `Olá, ${nome.trim().split(/\s+/)[0]}! Aqui é da ${associacao}.`
  switch (status) {
    case "pendente":
      return `${saudacao} Recebemos a sua solicitação de filiação e ela está em análise pela diretoria.`
    case "aprovado":
      return `${saudacao} A sua solicitação de filiação foi aprovada. Você já pode entrar no painel do associado com o seu e-mail.`
    case "reprovado":
      return `${saudacao} A sua solicitação de filiação não foi aprovada desta vez. Se tiver dúvidas, é só responder esta mensagem.`
  }
}

/** Each request of a list with its 'Avisar pelo WhatsApp' link (null: no phone to reach). */
export function withWhatsappLinks<T extends { nome: string; telefone: string; status: PedidoSocioStatus }>(
  pedidos: T[],
  associacao: string,
): Array<T & { whatsapp: string | null }> {
  return pedidos.map((pedido) => ({
    ...pedido,
    whatsapp: whatsappHref(pedido.telefone, pedidoSocioWhatsappMessage(pedido, associacao)),
  }))
}
