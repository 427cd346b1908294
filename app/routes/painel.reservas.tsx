// /painel/reservas: reservations of the association's space (decision 7). Its tools come in a later issue; the guard is already the page's own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { requireRole } from "~/utils/auth.server"
import { unknownIntent } from "~/utils/intent.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "reservas")
  return { titulo: "Reservas" }
}

export async function action({ request }: ActionFunctionArgs) {
  return unknownIntent(await requireRole(request, "reservas"), request)
}

export { PainelEmBreve as default, painelEmBreveMeta as meta } from "~/components/painel-em-breve"
