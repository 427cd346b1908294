// A part a page shows only on some addresses (the dialog ?acao= opens), whose code the browser loads
// when the part is first shown rather than with the page
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog). The server loads
// it at start-up, so every page it renders holds the part (it works without JavaScript); a page
// that arrives with the part in it keeps the server's markup while its code loads, as React leaves a
// Suspense boundary's HTML in place until it can hydrate it.
import { createElement, Suspense, type ComponentType } from "react"

/**
 * `load`'s component, shown through a Suspense boundary that shows nothing while its code loads. A
 * part whose code cannot be loaded reaches the error boundary, or with `optional` is left out (a
 * flash message is not worth the page).
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { optional = false }: { optional?: boolean } = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  let failed: unknown
  let loading: Promise<void> | undefined
  const start = () =>
    (loading ??= load().then(
      (component) => void (loaded = component),
      (error: unknown) => void (failed = error ?? new Error("on-demand part failed to load")),
    ))
  // The server's build holds its dynamic imports in its own file (vite.config.ts): the part is
  // loaded before the first request is read.
  if (import.meta.env.SSR) void start()

  function Loaded(props: Props) {
    if (failed) {
      if (optional) return null
      throw failed
    }
    // Suspends: React renders this again once the code has arrived.
    if (!loaded) throw start()
    return createElement(loaded, props)
  }
  function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return OnDemand
}
