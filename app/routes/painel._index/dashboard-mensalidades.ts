// The dashboard's dues card. The financial director sees every member's pending dues and this
// month's totals; anybody else what they owe in R$ (their pending dues; an exempt one is not owed:
// docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed), the oldest's due date and 'Pagar'.
import type { Devido } from "~/features/mensalidades/mensalidades.server"
import { PAINEL_AREAS } from "~/auth/permissions"
import { formatDate, formatMoney, plural } from "~/utils/format"

/** What the loader reads for the card: every member's count, or the member's own dues. */
export type MensalidadesCardData =
  { todas: true; count: number | null } | { todas: false; devido: Devido | null }

export type TotaisDoMesCard = { mes: string; recebido: number; pendente: number }

/** The member's line under the amount: how many, and the next due date (or since when it is late). */
function devidoDetail(devido: Devido, hoje: string): string {
  const { quantidade, proxima } = devido
  if (!proxima) return "Nenhuma mensalidade em aberto."
  const dia = formatDate(proxima.data_vencimento)
  const quando = proxima.data_vencimento < hoje ? `Vencida desde ${dia}` : `Próximo vencimento: ${dia}`
  return `${plural(quantidade, "mensalidade", "mensalidades")} em aberto. ${quando}.`
}

/** The card's props (DashboardCard's). */
export function mensalidadesCard(
  card: MensalidadesCardData,
  totaisMes: TotaisDoMesCard | null,
  hoje: string,
) {
  const icon = "calendar" as const
  if (card.todas) {
    return {
      figure: card.count,
      title: "Mensalidades pendentes",
      detail: "De todos os associados",
      sums: totaisMes && [
        { label: `Recebido em ${totaisMes.mes.toLowerCase()}`, valor: formatMoney(totaisMes.recebido) },
        { label: `Pendente em ${totaisMes.mes.toLowerCase()}`, valor: formatMoney(totaisMes.pendente) },
      ],
      to: PAINEL_AREAS.financeiro.path,
      linkLabel: "Controle financeiro",
      icon,
    }
  }
  const { devido } = card
  return {
    figure: devido && formatMoney(devido.total),
    title: "Mensalidades em aberto",
    detail: devido ? devidoDetail(devido, hoje) : "Suas mensalidades em aberto",
    action: devido?.proxima && {
      to: `${PAINEL_AREAS.mensalidades.path}/${devido.proxima.id}/pagar`,
      label: `Pagar ${devido.proxima.descricao}`,
    },
    to: PAINEL_AREAS.mensalidades.path,
    linkLabel: "Ver mensalidades",
    icon,
  }
}
