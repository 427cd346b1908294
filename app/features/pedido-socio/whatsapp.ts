// 'Avisar pelo WhatsApp': what the president tells an applicant, as a wa.me link to their phone, so
// the president reaches them from the phone without copying numbers (and without JavaScript).
import type { PedidoSocioStatus } from "@veteranos/domain/pedido-socio"
import { whatsappHref } from "~/utils/whatsapp"

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
