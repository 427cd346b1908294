// 'Avisar pelo WhatsApp': what the president tells an applicant, as a wa.me link to their phone, so
// the president reaches them from the phone without copying numbers (and without JavaScript).
import type { PedidoSocioStatus } from "@veteranos/domain/pedido-socio"
import { whatsappHref } from "~/utils/whatsapp"

type Destinatario = { nome: string; telefone: string; status: PedidoSocioStatus }

/**
 * What the association tells an applicant about their membership request, by its status. An
 * approval whose welcome e-mail could not go carries the new account's set-password `link`, for the
 * president to pass on; without one the text promises no link, since the approval may have linked an
 * account that already existed (its owner keeps their password).
 */
export function pedidoSocioWhatsappMessage(
  { nome, status }: Pick<Destinatario, "nome" | "status">,
  associacao: string,
  link: string | null = null,
): string {
  const saudacao = `Olá, ${nome.trim().split(/\s+/)[0]}! Aqui é da ${associacao}.`
  switch (status) {
    case "pendente":
      return `${saudacao} Recebemos a sua solicitação de filiação e ela está em análise pela diretoria.`
    case "aprovado":
      return link
        ? `${saudacao} A sua solicitação de filiação foi aprovada. Para criar a sua senha e entrar no painel, use este link: ${link}`
        : `${saudacao} A sua solicitação de filiação foi aprovada. Você já pode entrar no painel do associado com o seu e-mail.`
    case "reprovado":
      return `${saudacao} A sua solicitação de filiação não foi aprovada desta vez. Se tiver dúvidas, é só responder esta mensagem.`
  }
}

/** The 'Avisar pelo WhatsApp' link to an applicant (null: no phone to reach), with `link` when given. */
export function pedidoSocioWhatsappHref(
  pedido: Destinatario,
  associacao: string,
  link: string | null = null,
): string | null {
  return whatsappHref(pedido.telefone, pedidoSocioWhatsappMessage(pedido, associacao, link))
}

/** Each request of a list with its 'Avisar pelo WhatsApp' link (null: no phone to reach). */
export function withWhatsappLinks<T extends Destinatario>(
  pedidos: T[],
  associacao: string,
): Array<T & { whatsapp: string | null }> {
  return pedidos.map((pedido) => ({ ...pedido, whatsapp: pedidoSocioWhatsappHref(pedido, associacao) }))
}
