// /painel/filhos/<id>.json: everything the association holds about one of the guardian's children,
// as a JSON file they can take away (LGPD portability, 'Baixar dados'). A resource route: the guard
// here is the only one; PocketBase's API rules answer a child of someone else as missing (404).
import type { LoaderFunctionArgs } from "@remix-run/node"
import { requirePanelAccess } from "~/auth/guards.server"
import { isNotFound } from "~/http/pocketbase.server"
import { todayInSaoPaulo } from "~/utils/format"
import { collectFilho } from "~/routes/painel.filhos/filhos.server"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "filhos")
  const dados = await collectFilho(user.token, params.id ?? "").catch((error: unknown) => {
    if (isNotFound(error)) throw new Response("Não encontrado", { status: 404 })
    throw error
  })
  const body = JSON.stringify({ gerado_em: new Date().toISOString(), ...dados }, null, 2)
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="dados-filho-${todayInSaoPaulo()}.json"`,
      // A child's personal data: no shared or browser cache keeps a copy.
      "Cache-Control": "no-store",
    },
  })
}
