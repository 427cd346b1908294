// /painel/mensalidades: a member's dues and how to pay them (decision 8). Its tools come in a later issue; the guard is already the page's own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { requireRole } from "~/utils/auth.server"
import { unknownIntent } from "~/utils/intent.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "mensalidades")
  return { titulo: "Mensalidades" }
}

export async function action({ request }: ActionFunctionArgs) {
  return unknownIntent(await requireRole(request, "mensalidades"), request)
}

export { PainelEmBreve as default, painelEmBreveMeta as meta } from "~/components/painel-em-breve"
