// The pieces of /painel/financeiro around its list: the treasurer's toolbar, the month filter and
// the year's totals by month (a card per month on a phone). The dues table is financeiro-table.tsx,
// the dialogs financeiro-dialogs.tsx.
import { Form, Link, useLocation } from "@remix-run/react"
import { ButtonLink, SubmitButton } from "~/components/ui/button"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Icon } from "~/components/ui/icon"
import { MESES } from "@veteranos/domain/datas"
import { formatMoney } from "~/utils/format"
import type { TotaisAno, TotaisMes } from "~/features/prestacao-de-contas/prestacao-de-contas"
import { withQuery } from "~/utils/query"

/** What the list shows: its month, and the search box's text. */
type FiltroDaLista = { mes: string; status: string | null; q: string | null }

/** The month's CSV (of the members searched for), and the treasurer's two ways to add dues. */
export function FinanceiroToolbar({
  filtro: { mes, q },
  ano,
  gerencia,
}: {
  filtro: FiltroDaLista
  ano: number
  gerencia: boolean
}) {
  const csv = new URLSearchParams(q ? { mes, q } : { mes })
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={`/painel/financeiro.csv?${csv.toString()}`}
        download
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-marca-800 underline"
      >
        <Icon name="download" className="size-5" />
        Exportar CSV
      </a>
      {gerencia ? (
        <>
          <ButtonLink to="/painel/financeiro/extrato" variant="secondary">
            Importar extrato
          </ButtonLink>
          <ButtonLink to={`?mes=${mes}&ano=${ano}&acao=nova`} variant="secondary" preventScrollReset>
            Mensalidade avulsa
          </ButtonLink>
          <ButtonLink to={`?mes=${mes}&ano=${ano}&acao=lancar`} preventScrollReset>
            Lançar Nova Mensalidade
          </ButtonLink>
        </>
      ) : null}
    </div>
  )
}

type TotalDoMes = TotaisMes & { id: string; nome: string }

const COLUNAS_TOTAIS: ReadonlyArray<Column<TotalDoMes>> = [
  { header: "Mês", cell: (linha) => linha.nome },
  { header: "Recebido", cell: (linha) => formatMoney(linha.recebido), figure: true },
  { header: "Pendente", cell: (linha) => formatMoney(linha.pendente), figure: true },
]

/**
 * The year's received and pending by due month: a card per month on a phone, each amount labelled
 * (docs/decisions/phones-and-touch.md#figures-are-whole-on-a-phone); the year's arrows 44 px tall.
 */
export function TotaisDoAno({ ano, totais }: { ano: number; totais: TotaisAno }) {
  const { search } = useLocation()
  const link = "inline-flex min-h-11 items-center font-semibold text-marca-800 underline hover:text-marca-950"
  return (
    <section aria-labelledby="totais-ano" className="mt-8 rounded-lg border border-marca-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="totais-ano" className="text-lg font-semibold text-marca-900">
          Totais de {ano}
        </h2>
        <nav aria-label="Ano" className="flex gap-4 text-sm">
          <Link to={withQuery(search, { ano: ano - 1 })} preventScrollReset className={link}>
            ← {ano - 1}
          </Link>
          <Link to={withQuery(search, { ano: ano + 1 })} preventScrollReset className={link}>
            {ano + 1} →
          </Link>
        </nav>
      </div>
      <DataTable
        caption={`Recebido e pendente por mês de vencimento em ${ano}`}
        testId="totais-ano"
        columns={COLUNAS_TOTAIS}
        rows={totais.meses.map((mes, n) => ({ ...mes, id: String(n + 1), nome: MESES[n]! }))}
        total={{ ...totais.total, id: "total", nome: "Total do ano" }}
        empty="Nenhuma mensalidade."
      />
      {totais.isentas.quantidade > 0 ? (
        // Neither received nor open: docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed
        <p className="mt-3 text-sm text-gray-800" data-testid="totais-isentas">
          Isentas em {ano}: {totais.isentas.quantidade} (
          <span className="tabular-nums">{formatMoney(totais.isentas.valor)}</span>), fora do recebido e do
          pendente.
        </p>
      ) : null}
    </section>
  )
}

/** The month shown (a GET form, so it works without JavaScript); the tab, search and year are kept. */
export function FiltroMes({ filtro: { mes, status, q }, ano }: { filtro: FiltroDaLista; ano: number }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
      <div>
        <label htmlFor="filtro-mes" className="block text-sm font-medium text-gray-800">
          Mês de vencimento
        </label>
        <input
          id="filtro-mes"
          type="month"
          name="mes"
          defaultValue={mes}
          key={mes}
          required
          pattern="\d{4}-\d{2}"
          className="mt-1 block rounded-md border border-gray-300 bg-white px-3 py-2"
        />
      </div>
      {status ? <input type="hidden" name="status" value={status} /> : null}
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <input type="hidden" name="ano" value={ano} />
      <SubmitButton variant="secondary" pendingLabel="Filtrando...">
        Filtrar
      </SubmitButton>
    </Form>
  )
}
