// The president's views of one membership request on /painel/solicitacoes: its row's actions and
// its dialogs (details, edit, approve, reject, delete), each named by the address; the dialogs'
// code (pedido-socio-dialog.tsx) arrives with the first one opened
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { Link, useLocation } from "@remix-run/react"
import { dialogHref, RowActionsApart } from "~/components/ui/dialog"
import { onDemand } from "~/components/ui/on-demand"
import type { PedidoSocio } from "~/features/pedido-socio/pedido-socio.server"

/** The dialogs of a request, as ?acao= names them. */
export const PEDIDO_SOCIO_ACOES = ["detalhes", "editar", "aprovar", "reprovar", "excluir"] as const
export type PedidoSocioAcao = (typeof PEDIDO_SOCIO_ACOES)[number]

const actionLinkClass = "font-semibold text-marca-800 underline hover:text-marca-950"

/**
 * A request's links in the list; `whatsapp` is its 'Avisar pelo WhatsApp' link (withWhatsappLinks).
 * A pending one's main action, Aprovar, comes first; Excluir comes last, apart
 * (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
 */
export function PedidoSocioRowActions({ pedido }: { pedido: PedidoSocio & { whatsapp: string | null } }) {
  const { search } = useLocation()
  const { whatsapp } = pedido
  const link = (acao: PedidoSocioAcao, label: string, className = actionLinkClass) => (
    <Link to={dialogHref(search, acao, pedido.id)} preventScrollReset className={className}>
      {label}
      <span className="sr-only"> a solicitação de {pedido.nome}</span>
    </Link>
  )
  return (
    <RowActionsApart
      destructive={link("excluir", "Excluir", "font-semibold text-red-700 underline hover:text-red-900")}
    >
      {pedido.status === "pendente" ? (
        <>
          {link("aprovar", "Aprovar")}
          {link("reprovar", "Reprovar")}
        </>
      ) : null}
      {link("detalhes", "Ver")}
      {link("editar", "Editar")}
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noreferrer" className={actionLinkClass}>
          Avisar pelo WhatsApp
          <span className="sr-only"> {pedido.nome}</span>
        </a>
      ) : null}
    </RowActionsApart>
  )
}

/** The dialog the address names (?acao=...&id=...) for one request. */
export const PedidoSocioDialog = onDemand(() =>
  import("./pedido-socio-dialog").then((module) => module.PedidoSocioDialog),
)
