// What the president is told once a membership request is decided on /painel/solicitacoes: the
// decision stands, naming the person, and whether the applicant heard of it. An approval says which
// account the member has: a new one (its set-password link e-mailed, or given here to pass on, with
// the WhatsApp message that carries it) or the one the e-mail already had, linked without any link
// (docs/decisions/membership-requests.md#approving-creates-the-member).
import type { PedidoSocioStatus } from "@veteranos/domain/pedido-socio"
import { getPedidoSocio, type DecisaoPedidoSocio } from "~/features/pedido-socio/pedido-socio.server"
import { pedidoSocioWhatsappHref } from "./whatsapp"
import { getSiteConfig } from "~/http/site-config.server"
import type { Toast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"

/** What became of the request, by its new status (an edit that kept it reads as 'atualizada'). */
const FEITO: Record<PedidoSocioStatus, string> = {
  aprovado: "aprovada",
  reprovado: "reprovada",
  pendente: "atualizada",
}

/** 'Solicitação de Maria Souza aprovada.': the message names the person and the decision. */
function decisionTitle(nome: string, status: PedidoSocioStatus | null): string {
  return `Solicitação de ${nome} ${FEITO[status ?? "pendente"]}.`
}

/** The message after a decision (null: the edit changed only the request's data). */
function messageOf(nome: string, decisao: DecisaoPedidoSocio | null, whatsapp: string | null = null): Toast {
  const feito: Toast = { type: "success", title: decisionTitle(nome, decisao?.status ?? null) }
  if (decisao?.conta && !decisao.conta.criada) {
    const linked = `A associação foi ligada ao cadastro que já existia com este e-mail (${decisao.conta.nome}); a senha continua a do dono.`
    return {
      ...feito,
      description: decisao.email?.enviado ? linked : `${linked} O aviso por e-mail não pôde ser enviado.`,
    }
  }
  if (!decisao?.email) return feito
  if (decisao.email.enviado) {
    return decisao.conta
      ? {
          ...feito,
          description: "Novo cadastro criado; o link para criar a senha foi enviado por e-mail.",
        }
      : feito
  }
  if (decisao.link) {
    return {
      ...feito,
      description:
        "O e-mail de boas-vindas não pôde ser enviado. Envie ao novo associado este link para ele criar a senha (vale por 3 dias):",
      link: decisao.link,
      ...(whatsapp ? { whatsapp } : {}),
    }
  }
  return { ...feito, description: "O aviso por e-mail não pôde ser enviado ao solicitante." }
}

/**
 * The message after a decision of request `id`, whose person is `nome` (null: the edit changed only
 * its data), with, when there is a set-password link to pass on, the 'Avisar pelo WhatsApp' link
 * that sends it to the applicant's phone. The decision is made by then: a failed read of the request only leaves the
 * WhatsApp link out, never the set-password link.
 */
export async function decisionToast(
  token: string,
  id: string,
  nome: string,
  decisao: DecisaoPedidoSocio | null,
): Promise<Toast> {
  if (!decisao?.link) return messageOf(nome, decisao)
  try {
    const [pedido, site] = await Promise.all([getPedidoSocio(token, id), getSiteConfig()])
    const whatsapp = pedido ? pedidoSocioWhatsappHref(pedido, site.nome, decisao.link) : null
    return messageOf(nome, decisao, whatsapp)
  } catch (error) {
    console.error("Falha ao ler a solicitação para o WhatsApp:", errorMessage(error))
    return messageOf(nome, decisao)
  }
}
