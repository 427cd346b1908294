// /painel/financeiro: the dues, for the financial director (decision 5). Its tools come in a later issue; the guard is already the page's own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { requireRole } from "~/utils/auth.server"
import { unknownIntent } from "~/utils/intent.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "financeiro")
  return { titulo: "Controle Financeiro" }
}

export async function action({ request }: ActionFunctionArgs) {
  return unknownIntent(await requireRole(request, "financeiro"), request)
}

export { PainelEmBreve as default, painelEmBreveMeta as meta } from "~/components/painel-em-breve"
