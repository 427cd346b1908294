// /painel/prestacao-de-contas.csv?ano=yyyy: the year's accounts as a spreadsheet (the month grid,
// the totals by payment method and the payments, without members' names), for whoever reads the
// page. A resource route: Remix runs only this loader, not the panel layout's, so the guard here is
// the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { requirePanelAccess } from "~/auth/guards.server"
import { prestacaoCsvRows, CSV_CABECALHO } from "~/features/prestacao-de-contas/prestacao-de-contas"
import { getPrestacaoDeContas } from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { toCsv } from "~/utils/csv"
import { todayInSaoPaulo } from "~/utils/format"
import { readAno } from "~/utils/list-params"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "prestacaoDeContas")
  const ano = readAno(new URL(request.url).searchParams, todayInSaoPaulo())
  const prestacao = await getPrestacaoDeContas(user.token, ano)
  return new Response(toCsv(CSV_CABECALHO, prestacaoCsvRows(prestacao)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="prestacao-de-contas-${ano}.csv"`,
      // For members only: no shared cache keeps a copy.
      "Cache-Control": "private, no-store",
    },
  })
}
