// What the president is told once a membership request is decided on /painel/solicitacoes: the
// decision stands, and whether the applicant heard of it. An approval says which account the member
// has: a new one (its set-password link e-mailed, or given here to pass on) or the one the e-mail
// already had, linked without any link (docs/decisions/membership-requests.md#approving-creates-the-member).
import type { DecisaoPedidoSocio } from "~/features/pedido-socio/pedido-socio.server"
import type { Toast } from "~/http/toast.server"

const ATUALIZADA: Toast = { type: "success", title: "Solicitação atualizada com sucesso!" }

/** The message after a decision (null: the edit changed only the request's data). */
export function decisionToast(decisao: DecisaoPedidoSocio | null): Toast {
  if (decisao?.conta && !decisao.conta.criada) {
    const linked = `A associação foi ligada ao cadastro que já existia com este e-mail (${decisao.conta.nome}); a senha continua a do dono.`
    return {
      ...ATUALIZADA,
      description: decisao.email?.enviado ? linked : `${linked} O aviso por e-mail não pôde ser enviado.`,
    }
  }
  if (!decisao?.email) return ATUALIZADA
  if (decisao.email.enviado) {
    return decisao.conta
      ? {
          ...ATUALIZADA,
          description: "Novo cadastro criado; o link para criar a senha foi enviado por e-mail.",
        }
      : ATUALIZADA
  }
  if (decisao.link) {
    return {
      ...ATUALIZADA,
      description:
        "O e-mail de boas-vindas não pôde ser enviado. Envie ao novo associado este link para ele criar a senha (vale por 3 dias):",
      link: decisao.link,
    }
  }
  return { ...ATUALIZADA, description: "O aviso por e-mail não pôde ser enviado ao solicitante." }
}
