// The year's accounts as the page and its CSV show them, from PocketBase's sums
// (GET /api/associacao/prestacao-de-contas, pocketbase/pb_hooks/lib/prestacao-de-contas.js): the
// month grid, the totals by payment method, the payments, and the CSV's lines. Pure: no request.
// No member's name anywhere (docs/decisions/dues-and-pix.md#the-years-accounts-name-nobody).
import { MESES } from "@veteranos/domain/datas"
import { FORMA_PAGAMENTO_LABELS, FORMAS_PAGAMENTO, type FormaPagamento } from "@veteranos/domain/mensalidades"
import { csvAmount } from "~/utils/csv"
import { formatDate, formatDayOf } from "~/utils/format"

/** PocketBase's answer: sums per month (1 to 12) and status, per payment method, and each payment. */
export type PrestacaoDeContasAnswer = {
  ano: number
  meses: ReadonlyArray<{ mes: number; status: string; quantidade: number; valor: number }>
  formas: ReadonlyArray<{ forma: string; quantidade: number; valor: number }>
  pagamentos: ReadonlyArray<{ pago_em: string; vencimento: string; forma: string; valor: number }>
}

/** How many dues and how much, in BRL. */
export type Quantia = { quantidade: number; valor: number }

/** One line of the grid: a month's dues launched, and of them received, open and exempt. */
export type LinhaPrestacao = { lancadas: Quantia; recebidas: Quantia; abertas: Quantia; isentas: Quantia }
type MesPrestacao = LinhaPrestacao & { mes: number; nome: string }

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

/** Which column of the grid a stored status falls in; launched takes every one. */
const COLUNA: Record<string, keyof LinhaPrestacao | undefined> = {
  pago: "recebidas",
  pendente: "abertas",
  isenta: "isentas",
}

const vazia = (): LinhaPrestacao => ({
  lancadas: { quantidade: 0, valor: 0 },
  recebidas: { quantidade: 0, valor: 0 },
  abertas: { quantidade: 0, valor: 0 },
  isentas: { quantidade: 0, valor: 0 },
})

/** Adds `quantidade` dues of `cents` to `into` (kept in cents until the end). */
function add(into: Quantia, quantidade: number, cents: number) {
  into.quantidade += quantidade
  into.valor += cents
}

function toReais(linha: LinhaPrestacao): LinhaPrestacao {
  const reais = ({ quantidade, valor }: Quantia) => ({ quantidade, valor: valor / 100 })
  return {
    lancadas: reais(linha.lancadas),
    recebidas: reais(linha.recebidas),
    abertas: reais(linha.abertas),
    isentas: reais(linha.isentas),
  }
}

const formaLabel = (forma: string) =>
  forma in FORMA_PAGAMENTO_LABELS ? FORMA_PAGAMENTO_LABELS[forma as FormaPagamento] : FORMA_NAO_INFORMADA

/**
 * The twelve months of the year (each month, with nothing, a line of zeros) and the year's total;
 * every method of payment (none left out, even at zero) and, when some were recorded without one,
 * 'Não informada'; the payments in PocketBase's order (the day paid), each with an id for its row.
 * Summed in cents, so R$ 0,10 + R$ 0,20 is R$ 0,30.
 */
export function toPrestacaoDeContas(answer: PrestacaoDeContasAnswer): PrestacaoDeContas {
  const meses = MESES.map(vazia)
  const total = vazia()
  for (const { mes, status, quantidade, valor } of answer.meses) {
    const linha = meses[mes - 1]
    const coluna = COLUNA[status]
    if (!linha) continue
    const cents = Math.round(valor * 100)
    for (const into of [linha, total]) {
      add(into.lancadas, quantidade, cents)
      if (coluna) add(into[coluna], quantidade, cents)
    }
  }
  const porForma = new Map<string, Quantia>()
  for (const { forma, quantidade, valor } of answer.formas) {
    const key = forma in FORMA_PAGAMENTO_LABELS ? forma : ""
    const soma = porForma.get(key) ?? { quantidade: 0, valor: 0 }
    add(soma, quantidade, Math.round(valor * 100))
    porForma.set(key, soma)
  }
  const formas = [...FORMAS_PAGAMENTO, ...(porForma.has("") ? [""] : [])].map((forma) => {
    const { quantidade, valor } = porForma.get(forma) ?? { quantidade: 0, valor: 0 }
    return { forma, label: formaLabel(forma), quantidade, valor: valor / 100 }
  })
  return {
    ano: answer.ano,
    meses: meses.map((linha, n) => ({ mes: n + 1, nome: MESES[n]!, ...toReais(linha) })),
    total: toReais(total),
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
