// An election item as the votes page's reader gives it (lib/eleicoes-leitura.js readEleicao): its
// slates, where its vote stands, the turnout and, once a round closed, its count. Nothing in it
// says how anyone voted.
import type { Apuracao, ItemEleicao } from "~/features/assembleias/assembleias"

export type ChapaDaVotacao = {
  id: string
  numero: number
  nome: string
  /** 'Chapa 1 — Renovação' */
  titulo: string
  /** Stands in this round (after a tie, only the tied slates do). */
  elegivel: boolean
  membros: Array<{ nome: string; cargo: string; tipo: string }>
}

export type EleicaoDaVotacao = {
  item: ItemEleicao & { id: string }
  chapas: ChapaDaVotacao[]
  votacao: "fechada" | "aberta" | "encerrada"
  rodada: number
  votantes: number
  presentesAptos: number
  apuracao: Apuracao | null
}
