import type { MetaFunction } from "@remix-run/node"
import { NotFound } from "~/components/layout/not-found"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"

// Any path without a route: the not-found page with status 404.
export async function loader() {
  throw new Response("Not Found", { status: 404 })
}

export default function CatchAll() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <NotFound />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Página não encontrada" })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
