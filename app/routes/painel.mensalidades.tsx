import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { requireRole } from "~/utils/auth.server"
import { unknownIntent } from "~/utils/intent.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "mensalidades")
  return null
}

// The same guard as the loader: a direct POST without the role is refused with 403.
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "mensalidades")
  const formData = await request.formData()
  return unknownIntent(formData.get("intent"))
}

export default function Page() {
  return <h1 className="text-2xl font-bold text-marca-900">Mensalidades</h1>
}

export const meta: MetaFunction = () => [{ title: "Mensalidades | Painel" }]
