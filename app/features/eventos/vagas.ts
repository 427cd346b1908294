// What one person sees of an event's places (docs/decisions/events.md#places-said-as-they-are-left):
// pure, worked out by the loader from PocketBase's views (inscricoes.server.ts), so the pages'
// scripts carry none of the rules. The words are app/domain/inscricoes.js.
import {
  cancelRefusal,
  esperaLabel,
  esperaMessage,
  eventoPagePath,
  INSCRICAO_RECUSAS,
  signUpRefusal,
  statusForNew,
  SUA_PRESENCA_CONFIRMADA,
  vagasLabel,
  type InscricaoStatus,
} from "@veteranos/domain/inscricoes"
import { formatEventDateTime, parseDate } from "~/utils/format"

/** An event's places as the `inscricoes_vagas` view counts them. */
export type Vagas = {
  id: string
  capacidade: number
  data_evento: string
  inscricoes_ate: string
  confirmadas: number
  espera: number
}

/** A sign-up as the lists show it: its person's name and its position in its own list. */
export type Inscrito = {
  id: string
  evento: string
  conta: string
  status: InscricaoStatus
  nome: string
  posicao: number
  created: string
}

/** What a page shows of an event's places to one person. */
export type Presenca = {
  /** "Restam 2 vagas", "Resta 1 vaga", "Esgotado" */
  vagas: string
  /** "1 na lista de espera", or "" */
  espera: string
  /** No place is left: signing up puts the person on the waiting list, and the button says so. */
  esgotado: boolean
  /** The person's own sign-up, said: "Você está na lista de espera (posição 2)."; null without one. */
  minha: { status: InscricaoStatus; label: string } | null
  /** When sign-up closes, or why it is closed; "" when it closes only as the event begins. */
  aviso: string
} & (
  | {
      /** The button the person gets; null when they may do neither (not a member, begun, or closed). */
      acao: "confirmar" | "cancelar"
      /** The event's page, for those who may sign up: where the button posts. */
      pagina: string
    }
  | { acao: null; pagina: string | null }
)

/** The id of an event's card (#evento-{id}), where a change made on it returns. */
export const cardDoEvento = (id: string) => `evento-${id}`

function minhaOf(inscricao: Inscrito | undefined): Presenca["minha"] {
  if (!inscricao) return null
  return {
    status: inscricao.status,
    label: inscricao.status === "espera" ? esperaMessage(inscricao.posicao) : SUA_PRESENCA_CONFIRMADA,
  }
}

/** What one event's places look like to one person at `now`; null for an event without places. */
export function presencaOf(
  vagas: Vagas | undefined,
  inscricao: Inscrito | undefined,
  podeInscrever: boolean,
  now: Date,
): Presenca | null {
  if (!vagas || !(vagas.capacidade > 0)) return null
  const ms = (value: string) => parseDate(value)?.getTime() ?? null
  const recusa = signUpRefusal({
    capacidade: vagas.capacidade,
    inicio: ms(vagas.data_evento) ?? 0,
    ate: ms(vagas.inscricoes_ate),
    agora: now.getTime(),
  })
  const minha = minhaOf(inscricao)
  const aviso =
    recusa === "encerrada"
      ? INSCRICAO_RECUSAS.encerrada.message
      : vagas.inscricoes_ate && !recusa
        ? `Inscrições até ${formatEventDateTime(vagas.inscricoes_ate)}`
        : ""
  const base = {
    vagas: vagasLabel(vagas.confirmadas, vagas.capacidade),
    espera: esperaLabel(vagas.espera),
    esgotado: statusForNew(vagas.confirmadas, vagas.capacidade) === "espera",
    minha,
    aviso,
  }
  if (!podeInscrever) return { ...base, acao: null, pagina: null }
  // One's own place may be given up until the event begins; a new one only while sign-up is open.
  const fechada = minha ? cancelRefusal({ inicio: ms(vagas.data_evento) ?? 0, agora: now.getTime() }) : recusa
  const pagina = eventoPagePath(vagas.id)
  return fechada
    ? { ...base, acao: null, pagina }
    : { ...base, acao: minha ? "cancelar" : "confirmar", pagina }
}
