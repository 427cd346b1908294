// Members' requests for an assembly (Código Civil art. 60;
// docs/decisions/elections.md#members-call-an-assembly) as PocketBase's reader of /painel/assembleias
// gives them (pocketbase/pb_hooks/lib/paginas/assembleias.js), and what a request's card says.
import { assinaturasLine, type PedidoStatus } from "@veteranos/domain/pedidos-assembleia"
import { formatDayOf, plural } from "~/utils/format"

export type PedidoAssembleia = {
  id: string
  pauta: string
  autor_nome: string
  status: PedidoStatus
  assinaturas: number
  /** The members able to vote now, whose fifth the request needs while it collects. */
  aptos: number
  /** The fifth needed when it was reached (0 before). */
  necessarias: number
  /** When the fifth was reached, an instant ("" before). */
  atingido_em: string
  /** The assembly called for it, once its notice was published. */
  assembleia: { id: string; primeira_chamada: string } | null
  /** Whether the person asking signed it. */
  assinou: boolean
}

/** A reached request as 'Nova Assembleia''s 'Pedido dos associados' offers it. */
export const pedidoOpcao = (pedido: PedidoAssembleia) => ({
  value: pedido.id,
  label: `${pedido.autor_nome}, ${plural(pedido.assinaturas, "assinatura", "assinaturas")}: ${
    pedido.pauta.length > 60 ? `${pedido.pauta.slice(0, 60)}…` : pedido.pauta
  }`,
})

/** The request's lines under its agenda, as the member reads them. */
export function pedidoLinhas(pedido: PedidoAssembleia): string[] {
  if (pedido.status === "coletando") return [assinaturasLine(pedido.assinaturas, pedido.aptos)]
  // Once reached, the fifth is the one counted then (`necessarias`), not today's.
  const linhas = [`${plural(pedido.assinaturas, "assinatura", "assinaturas")} de ${pedido.necessarias}`]
  if (pedido.atingido_em) linhas.push(`Atingido em ${formatDayOf(pedido.atingido_em)}`)
  if (pedido.assembleia)
    linhas.push(`Assembleia convocada para ${formatDayOf(pedido.assembleia.primeira_chamada)}`)
  return linhas
}
