// The year's accounts as the page and its CSV show them, from PocketBase's sums
// (GET /api/associacao/prestacao-de-contas, pocketbase/pb_hooks/lib/prestacao-de-contas.js): the
// month grid, the totals by payment method, the payments, and the CSV's lines. Pure: no request.
// No member's name anywhere (docs/decisions/dues-and-pix.md#the-years-accounts-name-nobody).
import { MESES } from "@veteranos/domain/datas"
import { FORMA_PAGAMENTO_LABELS, FORMAS_PAGAMENTO, type FormaPagamento } from "@veteranos/domain/mensalidades"
import { csvAmount } from "~/utils/csv"
import { formatDate, formatDayOf } from "~/utils/format"

/** How many dues and how much, in BRL. */
export type Quantia = { quantidade: number; valor: number }

/** One line of the grid: a month's dues launched, and of them received, open and exempt. */
export type LinhaPrestacao = { lancadas: Quantia; recebidas: Quantia; abertas: Quantia; isentas: Quantia }
type MesPrestacao = LinhaPrestacao & { mes: number; nome: string }

/**
 * PocketBase's answer, every sum made there: a line per month (1 to 12) that has dues and the year's
 * line, the paid ones per payment method ("" for one not recorded), and each payment.
 */
export type PrestacaoDeContasAnswer = {
  ano: number
  meses: ReadonlyArray<LinhaPrestacao & { mes: number }>
  total: LinhaPrestacao
  formas: ReadonlyArray<Quantia & { forma: string }>
  pagamentos: ReadonlyArray<{ pago_em: string; vencimento: string; forma: string; valor: number }>
}

type FormaPrestacao = Quantia & { forma: string; label: string }
export type Pagamento = { id: string; data: string; vencimento: string; forma: string; valor: number }

export type PrestacaoDeContas = {
  ano: number
  meses: MesPrestacao[]
  total: LinhaPrestacao
  formas: FormaPrestacao[]
  pagamentos: Pagamento[]
}

/** A payment recorded without its method (the demo's, or from before methods were kept). */
const FORMA_NAO_INFORMADA = "Não informada"

const ZERO: Quantia = { quantidade: 0, valor: 0 }
const EMPTY_LINE: LinhaPrestacao = { lancadas: ZERO, recebidas: ZERO, abertas: ZERO, isentas: ZERO }

const formaLabel = (forma: string) =>
  forma in FORMA_PAGAMENTO_LABELS ? FORMA_PAGAMENTO_LABELS[forma as FormaPagamento] : FORMA_NAO_INFORMADA

/**
 * PocketBase's sums laid out: the twelve months (a month without dues a line of zeros) and the
 * year's line; every method of payment (none left out, even at zero) and, when some were recorded
 * without one, 'Não informada'; the payments in PocketBase's order (the day paid), each with an id
 * for its row.
 */
export function toPrestacaoDeContas(answer: PrestacaoDeContasAnswer): PrestacaoDeContas {
  const porMes = new Map(answer.meses.map(({ mes, ...linha }) => [mes, linha]))
  const porForma = new Map(answer.formas.map(({ forma, ...soma }) => [forma, soma]))
  const formas = [...FORMAS_PAGAMENTO, ...(porForma.has("") ? [""] : [])].map((forma) => ({
    forma,
    label: formaLabel(forma),
    ...(porForma.get(forma) ?? ZERO),
  }))
  return {
    ano: answer.ano,
    meses: MESES.map((nome, n) => ({ mes: n + 1, nome, ...(porMes.get(n + 1) ?? EMPTY_LINE) })),
    total: answer.total,
    formas,
    pagamentos: answer.pagamentos.map((pagamento, n) => ({
      id: String(n + 1),
      data: pagamento.pago_em,
      vencimento: pagamento.vencimento,
      forma: formaLabel(pagamento.forma),
      valor: pagamento.valor,
    })),
  }
}

const quantia = ({ quantidade, valor }: Quantia) => [String(quantidade), csvAmount(valor)]

export const CSV_CABECALHO = [
  "Mês",
  "Lançadas",
  "Valor lançado (R$)",
  "Recebidas",
  "Valor recebido (R$)",
  "Em aberto",
  "Valor em aberto (R$)",
  "Isentas",
  "Valor isento (R$)",
] as const

/**
 * The CSV's lines after its header (CSV_CABECALHO): the twelve months and the year's total, a blank
 * line, the totals by payment method, a blank line, and each payment (day paid, due date, method,
 * amount), so one file holds what the page shows.
 */
export function prestacaoCsvRows(prestacao: PrestacaoDeContas): string[][] {
  const linha = (nome: string, l: LinhaPrestacao) => [
    nome,
    ...quantia(l.lancadas),
    ...quantia(l.recebidas),
    ...quantia(l.abertas),
    ...quantia(l.isentas),
  ]
  return [
    ...prestacao.meses.map((mes) => linha(mes.nome, mes)),
    linha(`Total de ${prestacao.ano}`, prestacao.total),
    [],
    ["Forma de pagamento", "Pagamentos", "Valor (R$)"],
    ...prestacao.formas.map((forma) => [forma.label, ...quantia(forma)]),
    [],
    ["Pago em", "Vencimento", "Forma de pagamento", "Valor (R$)"],
    ...prestacao.pagamentos.map((p) => [
      formatDayOf(p.data),
      formatDate(p.vencimento),
      p.forma,
      csvAmount(p.valor),
    ]),
  ]
}

/** The treasurer's totals, PocketBase's sums above: received and open, in BRL. */
export type TotaisMes = { recebido: number; pendente: number }
/** `isentas`: the exempt dues, neither received nor open (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed). */
export type TotaisAno = { meses: TotaisMes[]; total: TotaisMes; isentas: Quantia }

/**
 * The closed years whose accounts await the council's opinion, newest first: each year from the
 * oldest due's (`primeiroAno`, null when there is none) to the one before `anoAtual` (a year's
 * accounts close when it ends) that has no opinion yet (`comParecer`)
 * (docs/decisions/dues-and-pix.md#the-council-is-told-of-a-pending-opinion).
 */
export function anosPendentes(primeiroAno: number | null, anoAtual: number, comParecer: readonly number[]) {
  const anos: number[] = []
  if (primeiroAno === null) return anos
  for (let ano = anoAtual - 1; ano >= primeiroAno; ano -= 1) if (!comParecer.includes(ano)) anos.push(ano)
  return anos
}
