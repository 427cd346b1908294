// The board's replies from its inbox: an e-mail with the subject already written and a WhatsApp
// message already started, as plain links (no JavaScript), and the child's age the board reads.
import { whatsappHref } from "~/utils/whatsapp"

/** A mailto: link with the subject filled in. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace("%40", "@")}?subject=${encodeURIComponent(subject)}`
}

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? ""

export function respostaContato(
  contato: { nome: string; email: string; telefone: string; assunto: string },
  associacao: string,
) {
  return {
    email: mailtoHref(contato.email, `Re: ${contato.assunto}`),
    whatsapp: whatsappHref(
      contato.telefone,
      `Olá, ${primeiroNome(contato.nome)}! Aqui é da ${associacao}, sobre a sua mensagem "${contato.assunto}".`,
    ),
  }
}

export function respostaEscolinha(
  pedido: { nome_responsavel: string; nome_crianca: string; email: string; telefone: string },
  associacao: string,
) {
  return {
    email: mailtoHref(pedido.email, `Escolinha de futebol - ${pedido.nome_crianca}`),
    whatsapp: whatsappHref(
      pedido.telefone,
      `Olá, ${primeiroNome(pedido.nome_responsavel)}! Aqui é da ${associacao}, sobre a inscrição de ${primeiroNome(pedido.nome_crianca)} na escolinha de futebol.`,
    ),
  }
}

/** Whole years from a birth date to `hoje` (both yyyy-MM-dd). */
export function ageOn(nascimento: string, hoje: string): number {
  const anos = Number(hoje.slice(0, 4)) - Number(nascimento.slice(0, 4))
  return hoje.slice(5) < nascimento.slice(5) ? anos - 1 : anos
}
