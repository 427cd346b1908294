import { useRouteLoaderData } from "@remix-run/react"
import type { loader } from "~/root"

/** What the browser may know of the session (never the token): enough to say someone is logged in. */
export type PublicUser = { id: string; nome: string }

export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root")
  if (!data) throw new Error("useRootData outside the root route")
  return data
}
