import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { DashboardCard } from "~/panel/dashboard-card"
import { mensalidadesCard } from "~/panel/dashboard-mensalidades"
import { AtividadeRecente, ProximosEventos } from "~/panel/dashboard-lists"
import { PedidosExclusao } from "~/features/associados/pedidos-exclusao"
import { listRecentAcessos } from "~/auth/acessos.server"
import { listRecentAtividades } from "~/panel/atividades.server"
import { withPresencas } from "~/features/eventos/inscricoes.server"
import { listUpcomingEventos } from "~/features/eventos/eventos.server"
import { listPedidosExclusao } from "~/auth/cadastro-geral.server"
import { countContatosNaoRespondidos } from "~/features/mensagens/contato.server"
import { totaisDoMes } from "~/features/mensalidades/mensalidades.server"
import { readMensalidadesCard } from "~/panel/dashboard-mensalidades.server"
import { countPedidosEscolinhaNaoRespondidos } from "~/features/mensagens/pedido-escolinha.server"
import { countPendingPedidosSocio } from "~/features/pedido-socio/pedido-socio.server"
import { countPendingReservas } from "~/features/reservas/reservas.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { LIMITES } from "@veteranos/domain/paginas"
import { orFallback } from "~/http/fallback.server"
import { monthName, todayISO } from "~/utils/format"
import { pageMeta } from "~/http/meta"
import { can, canAccess, dashboardCardsFor, PAINEL_AREAS } from "~/auth/permissions"
import { prazoExclusao } from "~/features/site/privacidade"
import { listUnreadComunicados } from "~/features/comunicados/comunicados.server"
import { ComunicadosNaoLidos } from "~/features/comunicados/comunicados-nao-lidos"

// Rows of 'Atividade recente': the board's latest decisions, or a member's latest logins.
const ATIVIDADE_RECENTE = 5

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio")
  const cards = dashboardCardsFor(user.role)
  // The financial director counts every member's pending dues; everyone else sees what they owe.
  const todasMensalidades = can(user.role, "gerenciarMensalidades")
  const verAtividades = can(user.role, "verAtividades")
  // Every read uses the user's token (PocketBase's rules apply). A part that cannot be read shows
  // '—' or its empty state, and the rest still loads.
  const hoje = todayISO()
  const mes = hoje.slice(0, 7)
  const [
    eventos,
    mensalidades,
    solicitacoes,
    reservas,
    mensagens,
    atividades,
    acessos,
    totaisMes,
    exclusoes,
    comunicados,
  ] = await Promise.all([
    // With each one's places as this person sees them (inscricoes.server.ts); without the places
    // when they cannot be read.
    orFallback("próximos eventos", listUpcomingEventos(LIMITES.proximosEventosPainel), []).then((lista) =>
      orFallback(
        "vagas dos próximos eventos",
        withPresencas(user, lista),
        lista.map((evento) => ({ ...evento, presenca: null })),
      ),
    ),
    cards.mensalidades ? readMensalidadesCard(user, todasMensalidades) : null,
    cards.solicitacoes
      ? orFallback("solicitações pendentes", countPendingPedidosSocio(user.token), null)
      : undefined,
    cards.reservas ? orFallback("reservas pendentes", countPendingReservas(user.token), null) : undefined,
    cards.mensagens
      ? orFallback(
          "mensagens não respondidas",
          Promise.all([
            countContatosNaoRespondidos(user.token),
            countPedidosEscolinhaNaoRespondidos(user.token),
          ]).then(([contatos, pedidos]) => contatos + pedidos),
          null,
        )
      : undefined,
    verAtividades
      ? orFallback("atividades da diretoria", listRecentAtividades(user.token, ATIVIDADE_RECENTE), [])
      : null,
    verAtividades
      ? null
      : orFallback("últimos acessos", listRecentAcessos(user.id, user.token, ATIVIDADE_RECENTE), []),
    todasMensalidades ? orFallback("totais do mês", totaisDoMes(user.token, mes), null) : null,
    can(user.role, "atenderExclusoes")
      ? orFallback("pedidos de exclusão", listPedidosExclusao(user.token), [])
      : null,
    canAccess(user, "comunicados") ? orFallback("comunicados", listUnreadComunicados(user), []) : [],
  ])
  return {
    nome: user.nome,
    hoje,
    /** The user's unread announcements, until each is marked as read. */
    comunicados,
    cards: {
      mensalidades,
      solicitacoes: solicitacoes === undefined ? null : { count: solicitacoes },
      reservas: reservas === undefined ? null : { count: reservas },
      mensagens: mensagens === undefined ? null : { count: mensagens },
    },
    eventos,
    /** The board's activity record (docs/decisions/e-mail-and-activity-log.md#every-board-decision-enters-the-activity-log); null for members, who see `acessos`. */
    atividades,
    /** The member's own logins; null for the board. */
    acessos,
    /** The financial director's card: this month's dues received and pending; null for the others. */
    totaisMes: totaisMes && { ...totaisMes, mes: monthName(Number(mes.slice(5, 7))) },
    /** The president's open account-deletion requests (LGPD); null for the others. */
    exclusoes:
      exclusoes &&
      exclusoes.map((pedido) => ({
        id: pedido.id,
        nome: pedido.nome,
        email: pedido.email,
        pedidaEm: pedido.exclusao_pedida_em,
        ...prazoExclusao(pedido.exclusao_pedida_em, hoje),
      })),
  }
}

export default function PainelDashboard() {
  const { nome, hoje, cards, eventos, atividades, acessos, totaisMes, exclusoes, comunicados } =
    useLoaderData<typeof loader>()
  const primeiroNome = nome.split(" ")[0] || nome
  // The cards the user's role gives, in the dashboard's order.
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

  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Olá, {primeiroNome}!</h1>
        <p className="mt-1 text-gray-700">Bem-vindo ao painel da associação.</p>
      </div>

      {shown.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map(({ key, ...card }) => (
            <DashboardCard key={key} testId={`card-${key}`} {...card} />
          ))}
        </div>
      ) : null}

      {exclusoes ? <PedidosExclusao pedidos={exclusoes} /> : null}
      <ComunicadosNaoLidos comunicados={comunicados} />

      <ProximosEventos eventos={eventos} />
      <AtividadeRecente atividades={atividades} acessos={acessos} />
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Painel" })
