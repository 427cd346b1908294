// What the minutes say of an election item (docs/decisions/elections.md), from PocketBase's reader
// (lib/paginas/assembleia-ata.js): 'por escrutínio secreto', the turnout, each slate's votes, blank
// and null, the tie's decision if any, then the elected people with their seats, CPF where known
// and term, one line each, as the registry office registers a board. Written once for the page and
// the PDF (ata.ts).
import { FORMA_LABELS } from "@veteranos/domain/assembleias"
import { cargoLabel } from "@veteranos/domain/cargos"
import { ORGAO_LABELS, turnoutLine } from "@veteranos/domain/eleicoes"
import { formatDate, plural } from "~/utils/format"

type Orgao = keyof typeof ORGAO_LABELS

/** An election item as the minutes' reader gives it. */
export type EleicaoAta = {
  orgaos: Orgao[]
  mandato_inicio: string
  mandato_fim: string
  /** The statute's tie-break as the secretary recorded it ("" without a tie). */
  desempate: string
  chapas: Array<{ id: string; titulo: string }>
  /** The last closed round's count, null before the vote closed. */
  apuracao: {
    rodada: number
    chapas: Record<string, number>
    branco: number
    nulo: number
    votantes: number
    presentesAptos: number
    empate?: string[]
  } | null
  eleita: {
    titulo: string
    membros: Array<{ nome: string; cargo: string; tipo: Orgao; cpf: string }>
  } | null
}

/** 123.456.789-09 from the stored digits. */
const cpfOf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4")

/** The count in one sentence, the tie and its decision after it. */
export function eleicaoVotacao(eleicao: EleicaoAta): string {
  const forma = `Forma de votação: ${FORMA_LABELS.secreta}.`
  const { apuracao } = eleicao
  if (!apuracao) return `${forma} Votação não encerrada.`
  const votos = eleicao.chapas
    .filter((chapa) => chapa.id in apuracao.chapas)
    .map((chapa) => `${chapa.titulo}: ${plural(apuracao.chapas[chapa.id] ?? 0, "voto", "votos")}`)
  votos.push(`em branco: ${apuracao.branco}`, `nulos: ${apuracao.nulo}`)
  const turno = apuracao.rodada > 1 ? ` (${apuracao.rodada}º turno)` : ""
  const partes = [
    forma,
    `${turnoutLine(apuracao.votantes, apuracao.presentesAptos)}${turno}.`,
    `${votos.join("; ")}.`,
  ]
  const empatadas = eleicao.chapas.filter((chapa) => apuracao.empate?.includes(chapa.id))
  if (empatadas.length > 1) partes.push(`Empate entre ${empatadas.map((chapa) => chapa.titulo).join(" e ")}.`)
  if (eleicao.desempate.trim()) partes.push(`Desempate: ${eleicao.desempate.trim()}`)
  if (eleicao.eleita)
    partes.push(
      `Eleita a ${eleicao.eleita.titulo}, para o mandato de ${formatDate(eleicao.mandato_inicio)} a ${formatDate(eleicao.mandato_fim)}:`,
    )
  else partes.push("Nenhuma chapa eleita.")
  return partes.join(" ")
}

/** The elected people, one line each: 'Presidente: Ana Souza, CPF 123.456.789-09'. */
export function eleitosOf(eleicao: EleicaoAta): string[] {
  if (!eleicao.eleita) return []
  // The council's seats name their body ('Presidente do Conselho Fiscal'), so no body is repeated.
  return eleicao.eleita.membros.map((membro) => {
    const cpf = membro.cpf ? `, CPF ${cpfOf(membro.cpf)}` : ""
    return `${cargoLabel(membro.cargo)}: ${membro.nome}${cpf}`
  })
}
