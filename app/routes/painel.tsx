import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react"
import { PanelErrorView } from "~/features/painel/panel-error-boundary"
import { PainelMenu } from "~/features/painel/painel-menu"
import { requireUser } from "~/auth/guards.server"
import { pageMeta } from "~/http/meta"
import type { PainelUser } from "~/http/root-data"

export async function loader({ request }: LoaderFunctionArgs) {
  // The role comes from PocketBase on this request: the menu and its label follow it. With single
  // fetch this loader runs on every navigation, so the menu is the role of each click; a
  // shouldRevalidate here that skipped it would keep a stale menu.
  const user = await requireUser(request)
  const painelUser: PainelUser = { id: user.id, nome: user.nome, role: user.role, conselho: user.conselho }
  return { user: painelUser }
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
  // A page's own errors are its boundary's (PanelErrorBoundary), inside this layout. When this
  // loader itself failed (PocketBase down) there is no role to show a menu for.
  const user = useRouteLoaderData<typeof loader>("routes/painel")?.user
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      {user ? <PainelMenu user={user} /> : null}
      <div className="min-w-0 flex-1">
        <PanelErrorView error={error} />
      </div>
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Painel" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
