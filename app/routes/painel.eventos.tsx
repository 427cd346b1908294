import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { requireRole } from "~/utils/auth.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "eventos")
  return null
}

export default function Page() {
  return <h1 className="text-2xl font-bold text-marca-900">Gerenciar Eventos</h1>
}

export const meta: MetaFunction = () => [{ title: "Gerenciar Eventos | Painel" }]
