// The president's and the secretary's task on the dashboard: each request for an assembly whose
// signatures reached a fifth of the members able to vote and whose assembly is not yet called,
// 'O estatuto obriga a convocar uma assembleia: pedido de N associados.', linking to the list, where
// 'Nova Assembleia' names the request (docs/decisions/elections.md#members-call-an-assembly).
import { Link } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { PAINEL_AREAS } from "~/auth/permissions"

/** A reached request as PocketBase's pedidosAtingidos gives it (lib/pedidos-assembleia.js). */
export type PedidoAtingido = { id: string; autor_nome: string; pauta: string; assinaturas: number }

export function PedidosAtingidos({ pedidos }: { pedidos: readonly PedidoAtingido[] }) {
  if (pedidos.length === 0) return null
  return (
    <section
      aria-label="Pedidos de assembleia"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5"
      data-testid="pedidos-atingidos"
    >
      {pedidos.map((pedido) => (
        <div key={pedido.id} className="grid gap-1">
          <p className="flex items-start gap-2 font-semibold text-amber-950">
            <Icon name="alert" className="mt-0.5 size-5 shrink-0" />O estatuto obriga a convocar uma
            assembleia: pedido de {pedido.assinaturas} associados.
          </p>
          <p className="line-clamp-3 text-sm text-gray-800 [overflow-wrap:anywhere]">Pauta: {pedido.pauta}</p>
          <Link
            to={PAINEL_AREAS.assembleias.path}
            className="inline-flex min-h-11 items-center font-medium text-marca-800 underline hover:text-marca-950"
          >
            Ver pedidos de assembleia
          </Link>
        </div>
      ))}
    </section>
  )
}
