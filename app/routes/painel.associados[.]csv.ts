// /painel/associados.csv: the members the list shows (same ?status= and ?q=), every page of them, as
// a spreadsheet for the president. A resource route: the guard here is the only one. Every member's
// data leaving at once is a grave step: it asks for a recent re-confirmation first, then comes back
// here (docs/decisions/two-step-login.md#re-confirmation).
import type { LoaderFunctionArgs } from "@remix-run/node"
import { listAllAssociados, type Associado } from "~/features/associados/associados.server"
import { readAssociadoFiltro } from "~/features/associados/associados-filtro"
import { ASSOCIADO_STATUS_LABELS } from "@veteranos/domain/associados"
import { requirePanelAccess } from "~/auth/guards.server"
import { requireRecentReconfirmation } from "~/panel/reconfirmacao.server"
import { toCsv } from "~/utils/csv"
import { formatDate, todayInSaoPaulo } from "~/utils/format"

const COLUMNS: ReadonlyArray<[header: string, value: (associado: Associado) => string]> = [
  ["Nome", (a) => a.nome],
  ["Email", (a) => a.email],
  ["Telefone", (a) => a.telefone],
  ["Status", (a) => ASSOCIADO_STATUS_LABELS[a.status]],
  ["Data de filiação", (a) => formatDate(a.created)],
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "associados")
  await requireRecentReconfirmation(request, user)
  const associados = await listAllAssociados(
    user.token,
    readAssociadoFiltro(new URL(request.url).searchParams),
  )
  const body = toCsv(
    COLUMNS.map(([header]) => header),
    associados.map((associado) => COLUMNS.map(([, value]) => value(associado))),
  )
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="associados-${todayInSaoPaulo()}.csv"`,
      // Personal data: no shared or browser cache keeps a copy.
      "Cache-Control": "no-store",
    },
  })
}
