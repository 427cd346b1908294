import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react"
import { PanelErrorView } from "~/panel/panel-error-boundary"
import { PainelMenu } from "./painel-menu"
import { requireUser } from "~/auth/guards.server"
import { menuFor } from "~/auth/permissions"
import { roleLabelOf } from "./papel.server"
import { requireConsentAnswered } from "./responsavel.server"
import { IMAGEM_ARQUIVO } from "@veteranos/domain/arquivos-imagem"
import { pageMeta } from "~/http/meta"

export async function loader({ request }: LoaderFunctionArgs) {
  // The role comes from PocketBase on this request: the menu and its label follow it. With single
  // fetch this loader runs on every navigation, so the menu is the role of each click; a
  // shouldRevalidate here that skipped it would keep a stale menu.
  // The menu is written here, so the page's script carries neither the role matrix nor its labels.
  const user = await requireUser(request)
  // A guardian who owes a child's consent sees the consent page before anything else.
  requireConsentAnswered(request, user)
  return {
    menu: {
      nome: user.nome,
      // A council or school seat gives no role, but its holder sees it beside the role's label.
      papel: roleLabelOf(user),
      entries: menuFor(user).map(({ id, path, label }) => ({ id, path, label })),
    },
    // The image types the panel's file fields offer, written here so no page's script carries the
    // shared rule's module for one attribute (useAcceptedImageTypes).
    aceitaImagem: IMAGEM_ARQUIVO.tipos.join(","),
  }
}

export default function PainelLayout() {
  const { menu } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <PainelMenu {...menu} />
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
  const menu = useRouteLoaderData<typeof loader>("routes/painel")?.menu
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      {menu ? <PainelMenu {...menu} /> : null}
      <div className="min-w-0 flex-1">
        <PanelErrorView error={error} />
      </div>
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Painel" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
