// The dashboard's cards (/painel): the ones the user's role gives, in the dashboard's order, each a
// figure that links to where it is handled.
import { PAINEL_AREAS } from "~/auth/permissions"
import { DashboardCard } from "./dashboard-card"
import { mensalidadesCard, type MensalidadesCardData, type TotaisDoMesCard } from "./dashboard-mensalidades"

/** A card's count; null when it could not be read just now. */
type Count = { count: number | null }

export function DashboardCards({
  cards,
  totaisMes,
  hoje,
}: {
  cards: {
    mensalidades: MensalidadesCardData | null
    solicitacoes: Count | null
    reservas: Count | null
    mensagens: Count | null
  }
  totaisMes: TotaisDoMesCard | null
  hoje: string
}) {
  const shown = [
    cards.mensalidades && { key: "mensalidades", ...mensalidadesCard(cards.mensalidades, totaisMes, hoje) },
    cards.solicitacoes && {
      key: "solicitacoes",
      figure: cards.solicitacoes.count,
      title: "Novas solicitações",
      detail: "Pedidos de filiação aguardando análise",
      to: PAINEL_AREAS.solicitacoes.path,
      linkLabel: "Gerenciar solicitações",
      icon: "users" as const,
    },
    cards.reservas && {
      key: "reservas",
      figure: cards.reservas.count,
      title: "Reservas pendentes",
      detail: "Pedidos de reserva do espaço aguardando análise",
      to: PAINEL_AREAS.reservas.path,
      linkLabel: "Ver reservas",
      icon: "clock" as const,
    },
    cards.mensagens && {
      key: "mensagens",
      figure: cards.mensagens.count,
      title: "Mensagens não respondidas",
      detail: "Contato e pedidos da escolinha aguardando resposta",
      to: PAINEL_AREAS.mensagens.path,
      linkLabel: "Ver mensagens",
      icon: "mail" as const,
    },
  ].filter((card) => card !== null)
  if (shown.length === 0) return null
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map(({ key, ...card }) => (
        <DashboardCard key={key} testId={`card-${key}`} {...card} />
      ))}
    </div>
  )
}
