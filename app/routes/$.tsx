import type { MetaFunction } from "@remix-run/node"
import { ERROR_PAGES, NotFound } from "~/components/layout/error-pages"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"

// Any path without a route: the not-found page with status 404.
export async function loader() {
  throw new Response(ERROR_PAGES[404].heading, { status: 404 })
}

export default function CatchAll() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <NotFound />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: ERROR_PAGES[404].heading })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
