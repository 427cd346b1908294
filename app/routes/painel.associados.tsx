// /painel/associados: the members, for the president. Its tools come in a later issue; the guard is already the page's own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { requireRole } from "~/utils/auth.server"
import { unknownIntent } from "~/utils/intent.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "associados")
  return { titulo: "Gerenciar Associados" }
}

export async function action({ request }: ActionFunctionArgs) {
  return unknownIntent(await requireRole(request, "associados"), request)
}

export { PainelEmBreve as default, painelEmBreveMeta as meta } from "~/components/painel-em-breve"
