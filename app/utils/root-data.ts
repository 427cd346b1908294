import { useRouteLoaderData } from "@remix-run/react"
import type { loader } from "~/root"
import type { Role } from "~/utils/permissions"

/** What the browser may know of the logged-in user (never the token). */
export type PublicUser = { id: string; nome: string; role: Role }

export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root")
  if (!data) throw new Error("useRootData outside the root route")
  return data
}

export function useOptionalUser(): PublicUser | null {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null
}
