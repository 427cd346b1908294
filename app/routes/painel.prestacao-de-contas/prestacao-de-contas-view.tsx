// The year's accounts on /painel/prestacao-de-contas: the dues month by month (launched, received,
// open, exempt), the totals by payment method and the payments, each a DataTable (a card per row on a
// phone); printed as shown (the links and buttons are print:hidden).
import { Link } from "@remix-run/react"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Icon } from "~/components/ui/icon"
import { PrintButton } from "~/components/ui/print-button"
import type {
  PrestacaoDeContas,
  LinhaPrestacao,
  Pagamento,
  Quantia,
} from "~/features/prestacao-de-contas/prestacao-de-contas"
import { formatDate, formatDayOf, formatMoney } from "~/utils/format"

// A thumb's height, 44 px (docs/decisions/phones-and-touch.md#tap-targets).
const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-marca-800 underline hover:text-marca-950"

/** The year's links, the CSV and 'Imprimir': none of them printed. */
export function PrestacaoToolbar({ ano }: { ano: number }) {
  return (
    <div className="flex flex-wrap items-center gap-4 print:hidden">
      <nav aria-label="Ano" className="flex gap-4 text-sm">
        <Link to={`?ano=${ano - 1}`} className={link}>
          ← {ano - 1}
        </Link>
        <Link to={`?ano=${ano + 1}`} className={link}>
          {ano + 1} →
        </Link>
      </nav>
      <a href={`/painel/prestacao-de-contas.csv?ano=${ano}`} download className={link}>
        <Icon name="download" className="size-5" />
        Exportar CSV
      </a>
      <PrintButton />
    </div>
  )
}

const COLUNAS = [
  ["lancadas", "Lançadas"],
  ["recebidas", "Recebidas"],
  ["abertas", "Em aberto"],
  ["isentas", "Isentas"],
] as const satisfies ReadonlyArray<readonly [keyof LinhaPrestacao, string]>

/** An amount and, under it, how many dues make it. */
function Soma({ quantia }: { quantia: Quantia }) {
  return (
    <>
      {formatMoney(quantia.valor)}
      <span className="block text-xs font-normal text-gray-600">
        {quantia.quantidade} {quantia.quantidade === 1 ? "mensalidade" : "mensalidades"}
      </span>
    </>
  )
}

type LinhaDoMes = LinhaPrestacao & { id: string; nome: string }

const COLUNAS_DO_MES: ReadonlyArray<Column<LinhaDoMes>> = [
  { header: "Mês", cell: (linha) => linha.nome },
  ...COLUNAS.map(([key, label]) => ({
    header: label,
    cell: (linha: LinhaDoMes) => <Soma quantia={linha[key]} />,
    figure: true,
  })),
]

/**
 * The dues falling due in each month of the year, and the year's total: a card per month on a phone,
 * each amount labelled (docs/decisions/phones-and-touch.md#figures-are-whole-on-a-phone).
 */
export function PrestacaoPorMes({ prestacao }: { prestacao: PrestacaoDeContas }) {
  return (
    <section aria-labelledby="contas-mes" className="mt-6 rounded-lg border border-marca-200 bg-white p-5">
      <h2 id="contas-mes" className="text-lg font-semibold text-marca-900">
        Mensalidades por mês
      </h2>
      <DataTable
        caption={`Mensalidades de ${prestacao.ano} por mês de vencimento`}
        testId="contas-mes"
        columns={COLUNAS_DO_MES}
        rows={prestacao.meses.map((mes) => ({ ...mes, id: String(mes.mes) }))}
        total={{ ...prestacao.total, id: "total", nome: `Total de ${prestacao.ano}` }}
        empty="Nenhuma mensalidade."
      />
    </section>
  )
}

/** What was received, by payment method. */
export function PrestacaoPorForma({ prestacao }: { prestacao: PrestacaoDeContas }) {
  return (
    <section aria-labelledby="contas-forma" className="mt-6 rounded-lg border border-marca-200 bg-white p-5">
      <h2 id="contas-forma" className="text-lg font-semibold text-marca-900">
        Recebido por forma de pagamento
      </h2>
      <DataTable
        caption={`Recebido em ${prestacao.ano} por forma de pagamento`}
        testId="contas-forma"
        rows={prestacao.formas.map((forma) => ({ ...forma, id: forma.label }))}
        empty="Nenhum pagamento."
        columns={[
          { header: "Forma", cell: (forma) => forma.label },
          { header: "Pagamentos", cell: (forma) => forma.quantidade, figure: true },
          { header: "Valor", cell: (forma) => formatMoney(forma.valor), figure: true },
        ]}
      />
    </section>
  )
}

/**
 * Each payment of the year's dues: the day, the due date, the method and the amount, never whose
 * (docs/decisions/dues-and-pix.md#the-years-accounts-name-nobody).
 */
export function PrestacaoPagamentos({ ano, pagamentos }: { ano: number; pagamentos: readonly Pagamento[] }) {
  return (
    <section aria-labelledby="contas-pagamentos" className="mt-6">
      <h2 id="contas-pagamentos" className="text-lg font-semibold text-marca-900">
        Pagamentos
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Cada pagamento das mensalidades de {ano}, sem o nome de quem pagou.
      </p>
      <DataTable
        caption={`Pagamentos das mensalidades de ${ano}`}
        testId="contas-pagamentos"
        rows={pagamentos}
        empty={`Nenhum pagamento das mensalidades de ${ano}.`}
        columns={[
          { header: "Pago em", cell: (p) => formatDayOf(p.data) },
          { header: "Vencimento", cell: (p) => formatDate(p.vencimento) },
          { header: "Forma", cell: (p) => p.forma },
          { header: "Valor", cell: (p) => formatMoney(p.valor), figure: true },
        ]}
      />
    </section>
  )
}
