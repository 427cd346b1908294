// Remix's <Scripts> has the browser fetch and run a form or panel page's JavaScript (about 100 KB)
// as soon as it reads the HTML, competing with the first paint on a slow phone and network. The
// server makes its preloads and its module script inert (`deferScripts`, entry.server.tsx), and
// this script, placed after them, brings them back once the page has been painted: the page is
// shown first, then hydrates. Until then, as without JavaScript, links and forms work natively.
// Shared by the server (which writes the markers) and the root (which renders the script).

/** What a `<link rel="modulepreload">` becomes until the page is painted. */
export const INERT_PRELOAD = '<link data-rel="modulepreload"'
/** What Remix's module script's attributes become until the page is painted. */
export const INERT_MODULE = 'type="text/plain" data-module=""'

// It waits for the first contentful paint, as the browser reports it once the frame is on screen
// (the load event may come before it); a browser that does not report paints waits for the load
// event, and any browser at most 3 s past it. Each inert element is replaced by a live one in its
// place, so React hydrates the markup it rendered. The nonce is this script's.
export const HYDRATE_AFTER_PAINT = `(() => {
  const nonce = document.currentScript.nonce
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const inert of document.querySelectorAll("link[data-rel=modulepreload]")) {
      const link = document.createElement("link")
      link.rel = "modulepreload"
      link.href = inert.getAttribute("href")
      inert.replaceWith(link)
    }
    const inert = document.querySelector("script[data-module]")
    if (!inert) return
    const script = document.createElement("script")
    script.type = "module"
    script.async = true
    script.nonce = nonce
    script.textContent = inert.textContent
    inert.replaceWith(script)
  }
  const paints =
    self.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0
  if (paints) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return
      observer.disconnect()
      setTimeout(start)
    }).observe({ type: "paint", buffered: true })
  }
  addEventListener("load", () => setTimeout(start, paints ? 3000 : 0))
})()`
