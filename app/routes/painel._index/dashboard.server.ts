// What /painel shows, as PocketBase's reader gives it in the page's one question
// (pocketbase/pb_hooks/lib/paginas/inicio.js): the parts the role shows (dashboardPartsFor, which the
// reader follows too), each read only as far as the person may read it. A part that could not be
// read comes as null and shows '—' or its empty state while the rest loads; when the whole question
// fails, every part does (docs/decisions/performance.md#the-dashboard-in-one-question).
import { dashboardPartsFor } from "@veteranos/domain/acessos"
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import type { Acesso } from "~/auth/acessos.server"
import type { PedidoExclusao } from "~/auth/cadastro-geral.server"
import type { PanelUser } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import { assembleiaLocal, assembleiaPublicaPath } from "~/features/eventos/assembleia-publica"
import type { Evento } from "~/features/eventos/eventos.server"
import { presencaOf, type Inscrito, type Vagas } from "~/features/eventos/vagas"
import type { Devido } from "~/features/mensalidades/mensalidades.server"
import { anosPendentes, type TotaisMes } from "~/features/prestacao-de-contas/prestacao-de-contas"
import { prazoExclusao } from "~/features/site/privacidade"
import { panelData } from "~/panel/page-data.server"
import { formatDateTime, formatTimeOf, monthName, todayInSaoPaulo } from "~/utils/format"
import type { AvisoAssembleia } from "./avisos-assembleia"
import type { PedidoAtingido } from "./pedidos-atingidos"
import type { VotacaoAberta } from "./votacoes-abertas"

/**
 * An entry of the board's activity record (`atividades`), which PocketBase writes itself in the same
 * transaction as each decision (pb_hooks/atividades.pb.js): who decided what, and when.
 */
export type Atividade = {
  id: string
  /** What was done, as a sentence ("Aprovou a solicitação de Ana Souza"). */
  descricao: string
  /** Who did it, as their name was at the time. */
  autor_nome: string
  created: string
}

/** An unread announcement as the dashboard lists it. */
export type ComunicadoNaoLido = { id: string; titulo: string; quando: string }

/** A called or open general assembly, and the person's row of its frozen list when it is held online. */
type AssembleiaAvisada = {
  id: string
  tipo: string
  primeira_chamada: string
  modalidade: string
  local: string
  lista: { presente: boolean; presente_em: string } | null
}

/**
 * What the reader answers: each part the role shows, null where it failed; a part the role does
 * not show is left out.
 */
export type PainelDados = {
  eventos: Evento[] | null
  /** The general assembly's notices, to everyone logged in. */
  assembleias?: AssembleiaAvisada[] | null
  /** The places of `eventos` and the person's own sign-ups to them. */
  presencas: { vagas: Vagas[]; minhas: Inscrito[] } | null
  /** Every member's pending dues (the financial director's card). */
  mensalidadesPendentes?: number | null
  /** What the person owes (anybody else's dues card). */
  devido?: Devido | null
  solicitacoes?: number | null
  reservas?: number | null
  mensagens?: number | null
  atividades?: Atividade[] | null
  acessos?: Acesso[] | null
  totaisMes?: TotaisMes | null
  exclusoes?: PedidoExclusao[] | null
  comunicados?: Array<{ id: string; titulo: string; created: string }> | null
  /** What the council's pending opinions are worked out from. */
  pareceres?: { primeiroAno: number | null; comParecer: number[] } | null
  /** The requests for an assembly that reached a fifth, not yet answered (those who run assemblies). */
  pedidosAssembleia?: PedidoAtingido[] | null
  /** The open elections the person is present and able to vote in (lib/eleicoes-cedula.js). */
  votacoes?: VotacaoAberta[] | null
}

/** The count of a card the role shows ('—' when it failed), or null when it shows none. */
const card = (shown: boolean, count: number | null | undefined) => (shown ? { count: count ?? null } : null)

/** The next events, each with its places as `user` sees them (none when they could not be read). */
function eventosOf(user: PanelUser, dados: PainelDados | null, now: Date) {
  const presencas = dados?.presencas
  const vagas = new Map(presencas?.vagas.map((row) => [row.id, row]))
  const minhas = new Map(presencas?.minhas.map((row) => [row.evento, row]))
  const podeInscrever = can(user.role, "confirmAttendance")
  return (dados?.eventos ?? []).map((evento) => ({
    ...evento,
    presenca: presencas ? presencaOf(vagas.get(evento.id), minhas.get(evento.id), podeInscrever, now) : null,
  }))
}

/** Each notice as the dashboard tells of it, with 'Marcar minha presença' or when it was marked. */
const avisosOf = (assembleias: readonly AssembleiaAvisada[]): AvisoAssembleia[] =>
  assembleias.map((assembleia) => ({
    id: assembleia.id,
    titulo: `${assembleiaTitulo(assembleia.tipo)} — ${formatDateTime(assembleia.primeira_chamada)}`,
    local: assembleiaLocal(assembleia),
    edital: assembleiaPublicaPath(assembleia.id),
    presenca: assembleia.lista
      ? { hora: assembleia.lista.presente ? formatTimeOf(assembleia.lista.presente_em) : null }
      : null,
  }))

/** The dashboard of `user`, as the page shows it. */
export async function readDashboard(user: PanelUser, request: Request) {
  const partes = dashboardPartsFor(user)
  // The whole question failed (its load error is logged): every part shows its fallback.
  const dados = await panelData<PainelDados>(request, "painel").catch(() => null)
  const now = new Date()
  const hoje = todayInSaoPaulo(now)
  const mes = hoje.slice(0, 7)
  const totaisMes = partes.todasMensalidades ? (dados?.totaisMes ?? null) : null
  const exclusoes = partes.exclusoes ? (dados?.exclusoes ?? []) : null
  const pareceres = dados?.pareceres
  return {
    nome: user.nome,
    hoje,
    /** The general assembly's notices until each is held (docs/decisions/general-assembly.md#the-notice-is-public). */
    assembleias: avisosOf(dados?.assembleias ?? []),
    /** The user's unread announcements, until each is marked as read. */
    comunicados: (dados?.comunicados ?? []).map(({ id, titulo, created }): ComunicadoNaoLido => ({
      id,
      titulo,
      quando: formatDateTime(created),
    })),
    /** The closed years awaiting the council's opinion, newest first: a council seat's; [] for the others. */
    pareceresPendentes:
      partes.pareceres && pareceres
        ? anosPendentes(pareceres.primeiroAno, Number(hoje.slice(0, 4)), pareceres.comParecer)
        : [],
    /** docs/decisions/elections.md#members-call-an-assembly: [] for those who do not convene. */
    pedidosAssembleia: partes.pedidosAssembleia ? (dados?.pedidosAssembleia ?? []) : [],
    /** 'Votar' or 'Você já votou.', above the cards while a vote is open (docs/decisions/elections.md). */
    votacoes: dados?.votacoes ?? [],
    cards: {
      // The financial director counts every member's pending dues; everyone else sees what they owe.
      mensalidades: partes.mensalidades
        ? partes.todasMensalidades
          ? { todas: true as const, count: dados?.mensalidadesPendentes ?? null }
          : { todas: false as const, devido: dados?.devido ?? null }
        : null,
      solicitacoes: card(partes.solicitacoes, dados?.solicitacoes),
      reservas: card(partes.reservas, dados?.reservas),
      mensagens: card(partes.mensagens, dados?.mensagens),
    },
    eventos: eventosOf(user, dados, now),
    /** The board's activity record (docs/decisions/e-mail-and-activity-log.md#every-board-decision-enters-the-activity-log); null for members, who see `acessos`. */
    atividades: partes.atividades ? (dados?.atividades ?? []) : null,
    /** The member's own logins; null for the board. */
    acessos: partes.atividades ? null : (dados?.acessos ?? []),
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
