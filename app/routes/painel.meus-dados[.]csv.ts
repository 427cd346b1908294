// /painel/meus-dados.csv: the same data as the JSON file, one line per field, in Portuguese for a
// spreadsheet.
// A resource route: the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { requirePanelAccess } from "~/auth/guards.server"
import { todayInSaoPaulo } from "~/utils/format"
import { collectMeusDados } from "~/routes/painel.meus-dados/meus-dados.server"
import { meusDadosCsv } from "~/routes/painel.meus-dados/meus-dados-csv.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "meusDados")
  const body = meusDadosCsv(await collectMeusDados(user))
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="meus-dados-${todayInSaoPaulo()}.csv"`,
      "Cache-Control": "no-store",
    },
  })
}
