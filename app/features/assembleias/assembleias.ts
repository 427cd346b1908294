// An assembly as its panel pages read it from PocketBase's readers
// (pocketbase/pb_hooks/lib/paginas/assembleias.js, assembleia.js over lib/assembleias-leitura.js):
// plain values, instants as PocketBase writes them. Shared by the assembly's pages and their forms.
import type {
  AssembleiaStatus,
  ASSEMBLEIA_TIPO_LABELS,
  FORMA_LABELS,
  ITEM_TIPO_LABELS,
  MODALIDADE_LABELS,
  RESULTADO_LABELS,
  CHAMADA_LABELS,
} from "@veteranos/domain/assembleias"
import { TIPO_LABELS } from "@veteranos/domain/cargos"
import { formatDate } from "~/utils/format"

type AssembleiaTipo = keyof typeof ASSEMBLEIA_TIPO_LABELS
type Modalidade = keyof typeof MODALIDADE_LABELS
type ItemTipo = keyof typeof ITEM_TIPO_LABELS
export type FormaVoto = keyof typeof FORMA_LABELS

/** A row of /painel/assembleias. */
export type AssembleiaLinha = {
  id: string
  tipo: AssembleiaTipo
  /** The first call, an instant. */
  primeira_chamada: string
  status: AssembleiaStatus
  modalidade: Modalidade
  local: string
}

export type AssembleiasDoPainel = { proximas: AssembleiaLinha[]; realizadas: AssembleiaLinha[] }

export type Assembleia = AssembleiaLinha & {
  link: string
  instrucoes: string
  publicada_em: string
  convocada_por_nome: string
  convocada_por_cargo: string
  cancelada_em: string
  motivo_cancelamento: string
  aberta_em: string
  instalada_em: string
  chamada: keyof typeof CHAMADA_LABELS | ""
  encerrada_em: string
}

export type AssembleiaItem = {
  id: string
  ordem: number
  titulo: string
  tipo: ItemTipo
  /** A 'contas' item's year (0 otherwise). */
  ano: number
  qualificada: boolean
  forma: FormaVoto | ""
  a_favor: number
  contra: number
  abstencoes: number
  resultado: keyof typeof RESULTADO_LABELS | ""
  votado_em: string
  observacoes: string
} & Partial<ItemEleicao>

type Orgao = keyof typeof TIPO_LABELS

/** An election item's own fields (docs/decisions/elections.md). */
export type ItemEleicao = {
  orgaos: Orgao[]
  /** The term's first and last days, stored at midnight UTC. */
  mandato_inicio: string
  mandato_fim: string
  votacao: "fechada" | "aberta" | "encerrada" | ""
  rodada: number
  desempate: string
  chapa_eleita: string
  posse_em: string
}

/**
 * A closed round's count (lib/eleicoes-apuracao.js closeVoting), as the votes page and the public
 * result read it.
 */
export type Apuracao = {
  rodada: number
  chapas: Record<string, number>
  branco: number
  nulo: number
  validos: number
  vencedora: string | null
  empate: string[]
  votantes: number
  presentesAptos: number
}

/** 'Diretoria Executiva e Conselho Fiscal · mandato de 01/01/2027 a 31/12/2029' */
export function eleicaoLinha(item: Partial<ItemEleicao>): string {
  const orgaos = (item.orgaos ?? []).map((orgao) => TIPO_LABELS[orgao]).join(" e ")
  const mandato = item.mandato_inicio
    ? `mandato de ${formatDate(item.mandato_inicio)} a ${formatDate(item.mandato_fim ?? "")}`
    : ""
  return [orgaos, mandato].filter(Boolean).join(" · ")
}

/** The frozen list's counts and what they allow now (lib/assembleias-leitura.js contagemOf). */
export type Contagem = {
  /** The list of who may vote is frozen (the assembly opened). */
  lista: boolean
  aptos: number
  presentesAptos: number
  presentesNaoAptos: number
  quorum: number
  /** 'Presentes aptos: 23 de 61 (37,7%) — quórum da 1ª convocação: 31' */
  linha: string
  /** The second call, an instant. */
  segundaChamada: string
  chamadaAgora: { chamada: keyof typeof CHAMADA_LABELS } | { error: string }
}

/** /painel/assembleias/{id}'s data: null when there is no such assembly. */
export type AssembleiaDoPainel = {
  assembleia: Assembleia | null
  itens: AssembleiaItem[]
  contagem: Contagem | null
  /** The years whose accounts have the fiscal council's opinion, latest first (a draft's only). */
  anosComParecer: number[]
  /** An election's term in years when its last day is left empty (the settings'). */
  mandatoAnos: number
}

/** The panel page of an assembly (its tabs add /presenca, /votacao, /ata). */
export const assembleiaPagePath = (id: string) => `/painel/assembleias/${encodeURIComponent(id)}`
