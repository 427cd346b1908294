// 'Meus filhos' as the page shows it: PocketBase's reader's answer (lib/paginas/filhos.js) in words,
// written by the loader so the page's script carries no shared rule.
import { CONSENTIMENTOS, type ConsentimentoTipo } from "@veteranos/domain/escolinha-consentimento"
import { formatDate, formatDateTime } from "~/utils/format"
import type { FilhoCard } from "./filho-card"

type Consentimento = { concedido: boolean; em: string; versao: string } | null

/** A child as PocketBase's reader gives it. */
export type FilhoDoPainel = {
  id: string
  nome: string
  data_nascimento: string
  status: string
  statusLabel: string
  posicao: number | null
  encerrado_em: string
  motivo_encerramento: string
  turma: { nome: string; horario: string; local: string } | null
  atestado: { status: string; label: string }
  frequencia: { presentes: number; chamadas: number; label: string | null }
  chamadas: Array<{ data: string; presente: boolean }>
  consentimentos: Record<ConsentimentoTipo, Consentimento>
}

function situacaoOf(filho: FilhoDoPainel): string {
  if (filho.status === "espera" && filho.posicao) return `${filho.statusLabel}: ${filho.posicao}º da fila`
  if (filho.status === "encerrado" && filho.encerrado_em)
    return `${filho.statusLabel} em ${formatDate(filho.encerrado_em)}`
  return filho.statusLabel
}

function consentimentoTexto(consentimento: Consentimento): string {
  if (!consentimento) return "Ainda não respondida"
  const quando = formatDateTime(consentimento.em)
  return consentimento.concedido ? `Autorizada em ${quando}` : `Não autorizada (${quando})`
}

export function filhoCardOf(filho: FilhoDoPainel): FilhoCard {
  return {
    id: filho.id,
    nome: filho.nome,
    nascimento: filho.data_nascimento ? formatDate(filho.data_nascimento) : "—",
    situacao: situacaoOf(filho),
    status:
      filho.status === "matriculado" ? "aprovado" : filho.status === "espera" ? "pendente" : "cancelado",
    turma: filho.turma,
    atestado: filho.atestado,
    frequencia: filho.frequencia.label ?? "Nenhuma chamada nos últimos 30 dias",
    chamadas: filho.chamadas.map((chamada) => ({
      data: formatDate(chamada.data),
      label: chamada.presente ? "Presente" : "Faltou",
    })),
    consentimentos: (Object.keys(CONSENTIMENTOS) as ConsentimentoTipo[]).map((tipo) => ({
      tipo,
      rotulo: CONSENTIMENTOS[tipo].label,
      texto: consentimentoTexto(filho.consentimentos[tipo]),
      concedido: filho.consentimentos[tipo]?.concedido === true,
    })),
    json: `/painel/filhos/${filho.id}.json`,
  }
}
