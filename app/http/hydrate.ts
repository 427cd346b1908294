// Pages that work fully as HTML and CSS send no script at all
// (docs/decisions/scripts-and-hydration.md#pages-without-scripts): their route exports `handle = STATIC_PAGE`, and the root leaves Remix's scripts out whenever
// a matched route says so. Links from them are plain page loads; forms and the panel hydrate.
import { useMatches } from "@remix-run/react"
import { useEffect } from "react"

export const STATIC_PAGE = { hydrate: false } as const

/** True for the handle of a route that sends no script. */
export function isStatic(handle: unknown): boolean {
  return (handle as { hydrate?: boolean } | undefined)?.hydrate === false
}

/** False when the page being rendered is a static one. */
export function useScripts(): boolean {
  return !useMatches().some((match) => isStatic(match.handle))
}

/**
 * Marks the page `<html data-hydrated>` once React has committed its hydration: from then on its
 * handlers answer a tap. Hydration runs in a transition (entry.client.tsx), so a tap before it ends
 * submits the form natively; the browser tests of an enhancement wait for this mark.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ""
  }, [])
}
