// The document's headers from what a route's loader, action or a thrown response set: during an
// outage, Retry-After and the Cache-Control that keeps the 503 page out of caches. Remix drops
// loader and action headers from the HTML unless the route exports a `headers` function; the routes
// that can answer 503 re-export this one.
import type { HeadersFunction } from "@remix-run/node"

const PASSED_ON = ["Retry-After", "Cache-Control"]

export const headers: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const result = new Headers(parentHeaders)
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const name of PASSED_ON) {
      const value = source?.get(name)
      if (value) result.set(name, value)
    }
  }
  return result
}
