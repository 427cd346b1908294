// The minutes of a general assembly ('Ata'), as the registry office asks for them: written once from
// PocketBase's reader (pocketbase/pb_hooks/lib/paginas/assembleia-ata.js) into plain texts, then
// drawn twice, as the page (/painel/assembleias/{id}/ata) and as its PDF (ata-pdf.server.ts), so
// both say the same (docs/decisions/general-assembly.md#the-minutes-are-written-once-drawn-twice).
import {
  ASSEMBLEIA_TIPO_LABELS,
  CHAMADA_LABELS,
  FORMA_LABELS,
  RESULTADO_LABELS,
} from "@veteranos/domain/assembleias"
import { percentual, type Estatuto } from "@veteranos/domain/assembleias-estatuto"
import { CARGO_LABELS } from "@veteranos/domain/cargos"
import type { Assembleia, AssembleiaItem, Contagem } from "./assembleias"
import { eleicaoVotacao, eleitosOf, type EleicaoAta } from "./ata-eleicao"
import { dayInSaoPaulo, formatDateTime, formatDayOf, formatTimeOf, plural } from "~/utils/format"

/** What PocketBase's reader gives: null when there is no such assembly. */
export type AtaDados = {
  ata: {
    assembleia: Assembleia & { estatuto: Estatuto }
    itens: AssembleiaItem[]
    contagem: Contagem
    /** Who was marked present on the frozen list, by name. */
    presentes: Array<{ nome: string; apto: boolean }>
    /** Each election item's count and elected people, by the item's id (ata-eleicao.ts). */
    eleicoes?: Record<string, EleicaoAta>
    associacao: { nome: string; cnpj: string }
    /** The current secretary seat's holder, "" when the seat is empty. */
    secretario: string
  } | null
}

type AtaItem = {
  numero: number
  titulo: string
  votacao: string
  /** An election's elected people, one line each ([] for any other item). */
  eleitos: string[]
  observacoes: string
}

export type Ata = {
  /** Closed: the minutes are final. Before, they are a draft and say so (`MINUTA`). */
  final: boolean
  associacao: string
  /** "CNPJ: ..." or "" when the settings keep none. */
  cnpj: string
  titulo: string
  dados: Array<{ rotulo: string; valor: string }>
  itens: AtaItem[]
  assinaturas: Array<{ cargo: string; nome: string }>
  anexo: { aptos: string[]; naoAptos: string[] }
  /** The PDF's file name: the first call's São Paulo day. */
  arquivo: string
}

export const MINUTA = "Minuta — a ata fica final quando a assembleia for encerrada."

/** The minutes exist once the assembly opened (its list is frozen). */
export const temAta = (status: Assembleia["status"]) => status === "aberta" || status === "encerrada"

/** "37,7% dos aptos a votar (23 de 61)". */
function quorumTexto(presentesAptos: number, aptos: number): string {
  return `${percentual(presentesAptos, aptos)} dos aptos a votar (${presentesAptos} de ${aptos})`
}

/** Where it met: the address, the video call's link, or both. */
function localOf(assembleia: Assembleia): string {
  if (assembleia.modalidade === "online") return `Online: ${assembleia.link}`
  if (assembleia.modalidade === "hibrida") return `${assembleia.local} e online: ${assembleia.link}`
  return assembleia.local
}

/** How an item was decided, in one sentence: its form, its counts, the majority it needed, its result. */
export function votacaoOf(item: AssembleiaItem, estatuto: Pick<Estatuto, "maioriaQualificada">): string {
  if (item.tipo === "informe") return "Informe, sem votação."
  if (!item.forma || !item.resultado) return "Não votado."
  const total = item.a_favor + item.contra + item.abstencoes
  const votos =
    item.forma === "aberta" || total > 0
      ? ` (${item.a_favor} a favor, ${item.contra} contra, ${plural(item.abstencoes, "abstenção", "abstenções")})`
      : ""
  const qualificada = item.qualificada
    ? ` Exigida a maioria qualificada de ${estatuto.maioriaQualificada} dos aptos presentes.`
    : ""
  return `Forma de votação: ${FORMA_LABELS[item.forma]}${votos}.${qualificada} Resultado: ${RESULTADO_LABELS[item.resultado]}.`
}

/** The closing moment: its time, with its day when it closed on another. */
function encerramentoOf(assembleia: Assembleia): string {
  if (!assembleia.encerrada_em) return "Assembleia ainda não encerrada."
  const mesmoDia = dayInSaoPaulo(assembleia.encerrada_em) === dayInSaoPaulo(assembleia.primeira_chamada)
  return mesmoDia ? formatTimeOf(assembleia.encerrada_em) : formatDateTime(assembleia.encerrada_em)
}

/** The minutes from the reader's data (`ata` not null). */
export function ataOf(dados: NonNullable<AtaDados["ata"]>): Ata {
  const { assembleia, itens, contagem, presentes, associacao, secretario, eleicoes = {} } = dados
  const presentesTotal = contagem.presentesAptos + contagem.presentesNaoAptos
  const inicio = assembleia.instalada_em
    ? `${formatTimeOf(assembleia.instalada_em)}${assembleia.chamada ? `, em ${CHAMADA_LABELS[assembleia.chamada]}` : ""}`
    : "Votações não iniciadas."
  return {
    final: assembleia.status === "encerrada",
    associacao: associacao.nome,
    cnpj: associacao.cnpj ? `CNPJ: ${associacao.cnpj}` : "",
    titulo: `ATA DA ASSEMBLEIA GERAL ${ASSEMBLEIA_TIPO_LABELS[assembleia.tipo].toUpperCase()}`,
    dados: [
      { rotulo: "Data", valor: formatDayOf(assembleia.primeira_chamada) },
      { rotulo: "Local", valor: localOf(assembleia) },
      { rotulo: "Início", valor: inicio },
      {
        rotulo: "Presentes",
        valor: `${plural(presentesTotal, "associado", "associados")}: ${plural(contagem.presentesAptos, "apto", "aptos")} a votar e ${plural(contagem.presentesNaoAptos, "não apto", "não aptos")}`,
      },
      { rotulo: "Aptos a votar", valor: plural(contagem.aptos, "associado", "associados") },
      { rotulo: "Quórum", valor: quorumTexto(contagem.presentesAptos, contagem.aptos) },
      { rotulo: "Encerramento", valor: encerramentoOf(assembleia) },
    ],
    itens: itens.map((item, index) => {
      const eleicao = eleicoes[item.id]
      return {
        numero: index + 1,
        titulo: item.titulo,
        votacao: eleicao ? eleicaoVotacao(eleicao) : votacaoOf(item, assembleia.estatuto),
        eleitos: eleicao ? eleitosOf(eleicao) : [],
        observacoes: item.observacoes.trim(),
      }
    }),
    assinaturas: [
      { cargo: CARGO_LABELS.presidente, nome: assembleia.convocada_por_nome },
      { cargo: CARGO_LABELS.secretario, nome: secretario },
    ],
    anexo: {
      aptos: presentes.filter((p) => p.apto).map((p) => p.nome),
      naoAptos: presentes.filter((p) => !p.apto).map((p) => p.nome),
    },
    arquivo: `ata-assembleia-${dayInSaoPaulo(assembleia.primeira_chamada)}.pdf`,
  }
}
