import { useRouteLoaderData } from "@remix-run/react"
import type { loader } from "~/root"
import type { Role } from "~/auth/permissions"

/** What the browser may know of the session (never the token): enough to say someone is logged in. */
export type PublicUser = { id: string; nome: string }

/**
 * The panel's user, with the role PocketBase gave on this request and whether they hold a current
 * fiscal council seat (app/routes/painel.tsx).
 */
export type PainelUser = PublicUser & { role: Role; conselho: boolean }

export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root")
  if (!data) throw new Error("useRootData outside the root route")
  return data
}
