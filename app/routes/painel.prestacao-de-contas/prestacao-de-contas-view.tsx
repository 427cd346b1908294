// The year's accounts on /painel/prestacao-de-contas: the dues month by month (launched, received,
// open, exempt), the totals by payment method and the payments, each table scrolling inside its own
// box on a phone; printed as shown (the links and buttons are print:hidden).
import { Link } from "@remix-run/react"
import { DataTable, TableScroll } from "~/components/ui/data-table"
import { Icon } from "~/components/ui/icon"
import { PrintButton } from "~/components/ui/print-button"
import type {
  PrestacaoDeContas,
  LinhaPrestacao,
  Pagamento,
  Quantia,
} from "~/features/prestacao-de-contas/prestacao-de-contas"
import { formatDate, formatDayOf, formatMoney } from "~/utils/format"

const link = "font-semibold text-marca-800 underline hover:text-marca-950"

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
      <a
        href={`/painel/prestacao-de-contas.csv?ano=${ano}`}
        download
        className="inline-flex items-center gap-2 font-semibold text-marca-800 underline"
      >
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

const th = "py-1.5 pr-4 font-semibold last:pr-0"
const td = "py-1.5 pr-4 text-right tabular-nums last:pr-0"

function Celula({ quantia }: { quantia: Quantia }) {
  return (
    <td className={td}>
      {formatMoney(quantia.valor)}
      <span className="block text-xs text-gray-600">
        {quantia.quantidade} {quantia.quantidade === 1 ? "mensalidade" : "mensalidades"}
      </span>
    </td>
  )
}

/** The dues falling due in each month of the year, and the year's total. */
export function PrestacaoPorMes({ prestacao }: { prestacao: PrestacaoDeContas }) {
  const caption = `Mensalidades de ${prestacao.ano} por mês de vencimento`
  return (
    <section aria-labelledby="contas-mes" className="mt-6 rounded-lg border border-marca-200 bg-white p-5">
      <h2 id="contas-mes" className="text-lg font-semibold text-marca-900">
        Mensalidades por mês
      </h2>
      <TableScroll label={caption} className="mt-3">
        <table className="w-full text-left text-sm" data-testid="contas-mes">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              <th scope="col" className={th}>
                Mês
              </th>
              {COLUNAS.map(([key, label]) => (
                <th key={key} scope="col" className={`${th} text-right`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {prestacao.meses.map((mes) => (
              <tr key={mes.mes}>
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {mes.nome}
                </th>
                {COLUNAS.map(([key]) => (
                  <Celula key={key} quantia={mes[key]} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-300 font-semibold">
            <tr>
              <th scope="row" className="py-1.5 pr-4">
                Total de {prestacao.ano}
              </th>
              {COLUNAS.map(([key]) => (
                <Celula key={key} quantia={prestacao.total[key]} />
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
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
          { header: "Pagamentos", cell: (forma) => forma.quantidade, className: "text-right tabular-nums" },
          {
            header: "Valor",
            cell: (forma) => formatMoney(forma.valor),
            className: "text-right tabular-nums",
          },
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
          { header: "Valor", cell: (p) => formatMoney(p.valor), className: "text-right tabular-nums" },
        ]}
      />
    </section>
  )
}
