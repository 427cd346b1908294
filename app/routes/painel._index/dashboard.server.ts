// What /painel shows, read with the user's own token (PocketBase's rules apply): the cards the role
// gives, the next events with their places, the unread announcements, the activity or the logins,
// the financial director's month, the president's deletion requests and the years awaiting the
// fiscal council's opinion. A part that cannot be read
// shows '—' or its empty state, and the rest still loads.
import { LIMITES } from "@veteranos/domain/paginas"
import { listRecentAcessos } from "~/auth/acessos.server"
import { listPedidosExclusao } from "~/auth/cadastro-geral.server"
import type { PanelUser } from "~/auth/guards.server"
import { can, canAccess, dashboardCardsFor } from "~/auth/permissions"
import { listUnreadComunicados } from "~/features/comunicados/comunicados.server"
import { listUpcomingEventos } from "~/features/eventos/eventos.server"
import { withPresencas } from "~/features/eventos/inscricoes.server"
import { countContatosNaoRespondidos } from "~/features/mensagens/contato.server"
import { countPedidosEscolinhaNaoRespondidos } from "~/features/mensagens/pedido-escolinha.server"
import { anosSemParecer, totaisDoMes } from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { countPendingPedidosSocio } from "~/features/pedido-socio/pedido-socio.server"
import { countPendingReservas } from "~/features/reservas/reservas.server"
import { prazoExclusao } from "~/features/site/privacidade"
import { orFallback } from "~/http/fallback.server"
import { monthName, todayInSaoPaulo } from "~/utils/format"
import { listRecentAtividades } from "./atividades.server"
import { readMensalidadesCard } from "./dashboard-mensalidades.server"

// Rows of 'Atividade recente': the board's latest decisions, or a member's latest logins.
const ATIVIDADE_RECENTE = 5

/** The dashboard of `user`, as the page shows it. */
export async function readDashboard(user: PanelUser) {
  const cards = dashboardCardsFor(user.role)
  // The financial director counts every member's pending dues; everyone else sees what they owe.
  const todasMensalidades = can(user.role, "manageMensalidades")
  const readAtividades = can(user.role, "readAtividades")
  const hoje = todayInSaoPaulo()
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
    pareceresPendentes,
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
    readAtividades
      ? orFallback("atividades da diretoria", listRecentAtividades(user.token, ATIVIDADE_RECENTE), [])
      : null,
    readAtividades
      ? null
      : orFallback("últimos acessos", listRecentAcessos(user.id, user.token, ATIVIDADE_RECENTE), []),
    todasMensalidades ? orFallback("totais do mês", totaisDoMes(user.token, mes), null) : null,
    can(user.role, "answerExclusoes")
      ? orFallback("pedidos de exclusão", listPedidosExclusao(user.token), [])
      : null,
    canAccess(user, "comunicados") ? orFallback("comunicados", listUnreadComunicados(user), []) : [],
    // Those who give the opinion: a council seat (docs/decisions/dues-and-pix.md#the-council-is-told-of-a-pending-opinion).
    can(user, "recordParecer")
      ? orFallback("pareceres pendentes", anosSemParecer(user.token, Number(hoje.slice(0, 4))), [])
      : [],
  ])
  return {
    nome: user.nome,
    hoje,
    /** The user's unread announcements, until each is marked as read. */
    comunicados,
    /** The closed years awaiting the council's opinion, newest first: a council seat's; [] for the others. */
    pareceresPendentes,
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
