import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "@remix-run/react"
import { Forbidden } from "~/components/forbidden"
import { PainelMenu } from "~/components/painel-menu"
import { requireUser } from "~/utils/auth.server"
import { pageMeta } from "~/utils/meta"
import { useOptionalUser } from "~/utils/root-data"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return { user: { id: user.id, nome: user.nome, role: user.role } }
}

export default function PainelLayout() {
  const { user } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <PainelMenu user={user} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const user = useOptionalUser()
  const content =
    isRouteErrorResponse(error) && error.status === 403 ? (
      <Forbidden />
    ) : (
      <div className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
        <h1 className="text-2xl font-bold text-red-900">Algo deu errado</h1>
        <p className="mt-2 text-red-800">Tente novamente em instantes.</p>
      </div>
    )
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      {user ? <PainelMenu user={user} /> : null}
      <div className="min-w-0 flex-1">{content}</div>
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Painel" })
