// /painel/associados/importar/modelo.csv: the members' spreadsheet template, its header only, as
// the site's other CSVs are written (BOM and ';', for Excel in Brazil), for the president
// (docs/decisions/members.md#members-move-in-from-a-spreadsheet). A resource route: the guard here
// is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { IMPORTACAO_COLUNAS } from "@veteranos/domain/importacao"
import { requirePanelAccess } from "~/auth/guards.server"
import { toCsv } from "~/utils/csv"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "associados")
  return new Response(toCsv(IMPORTACAO_COLUNAS, []), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="modelo-associados.csv"',
      "Cache-Control": "no-store",
    },
  })
}
