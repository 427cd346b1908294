// /painel/meus-dados.json: everything the association holds about the logged-in person, as a JSON
// file they can take away (LGPD portability). A resource route: the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { requirePanelAccess } from "~/auth/guards.server"
import { todayInSaoPaulo } from "~/utils/format"
import { collectMeusDados, meusDadosJson } from "~/routes/painel.meus-dados/meus-dados.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "meusDados")
  const body = meusDadosJson(await collectMeusDados(user), new Date())
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="meus-dados-${todayInSaoPaulo()}.json"`,
      // Personal data: no shared or browser cache keeps a copy.
      "Cache-Control": "no-store",
    },
  })
}
