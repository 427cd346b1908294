// The member's card offline (docs/decisions/member-card-and-receipts.md#offline-card): a worker the
// card's page alone registers (app/routes/painel.carteirinha/carteirinha-offline.ts), served from the
// site's root so its scope covers /painel/carteirinha. It touches nothing else of the site:
// - a visit to the card goes to the network first; its copy is kept, and served when the network
//   fails (or the site answers 5xx), for 7 days; the card says 'Situação em ...', how old it is;
// - the card's stylesheet and pictures (the logo, the photo) are kept the same way;
// - the page asks it to keep what it shows (opened by a link inside the panel, the page was no
//   visit the worker saw);
// - logging out or in (a visit to /logout or /login) drops the copy, so a shared phone keeps no one's
//   card; the logout's Clear-Site-Data does it too, where the browser honours it.
/* global self, caches, fetch, URL -- a service worker's own globals */

const CACHE = "carteirinha-v1"
const PAGE = "/painel/carteirinha"
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const LEAVING = /^\/(logout|login)(\.data)?\/?$/

self.addEventListener("install", () => self.skipWaiting())

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

/** When the copy was made: the site's Date header (every answer of the server carries one). */
const madeAt = (response) => Date.parse(response.headers.get("date") || "") || 0

/** Kept when whole and the site's own (a redirect to the login is never the card). */
const keepable = (response) => response.ok && response.type === "basic" && !response.redirected

async function keep(request, response) {
  if (keepable(response)) await (await caches.open(CACHE)).put(request, response)
}

/** The copy of `key`, unless older than 7 days (then it is dropped). */
async function kept(key) {
  const cache = await caches.open(CACHE)
  const copy = await cache.match(key, { ignoreVary: true })
  if (copy && Date.now() - madeAt(copy) <= MAX_AGE_MS) return copy
  if (copy) await cache.delete(key, { ignoreVary: true })
  return undefined
}

/**
 * The network's answer, kept under `key` when good and `store`; the copy of `key` when the network
 * fails or the site errs.
 */
async function networkFirst(event, key, store = true) {
  try {
    const response = await fetch(event.request)
    if (response.status < 500) {
      if (store) event.waitUntil(keep(key, response.clone()))
      return response
    }
    return (await kept(key)) || response
  } catch (error) {
    const copy = await kept(key)
    if (copy) return copy
    throw error
  }
}

const fromCardPage = (request) => {
  try {
    return new URL(request.referrer).pathname === PAGE
  } catch {
    return false
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (LEAVING.test(url.pathname)) {
    event.waitUntil(caches.delete(CACHE))
    return
  }
  if (request.method !== "GET") return
  if (request.mode === "navigate" && url.pathname === PAGE) {
    // Kept only as a plain visit draws it (no dialog open); any visit may be answered with it.
    event.respondWith(networkFirst(event, PAGE, !url.search))
    return
  }
  if (["style", "image"].includes(request.destination) && fromCardPage(request)) {
    event.respondWith(networkFirst(event, request))
  }
})

/**
 * The page, once shown, names what it drew with: `desde`, when its status was read (kept again only
 * when the copy is older), and its stylesheets and pictures (kept unless already).
 */
self.addEventListener("message", (event) => {
  const { desde, arquivos } = event.data || {}
  if (typeof desde !== "string" || !Array.isArray(arquivos)) return
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      const copy = await cache.match(PAGE, { ignoreVary: true })
      // The Date header counts whole seconds.
      if (!copy || madeAt(copy) < Math.floor(Date.parse(desde) / 1000) * 1000) {
        await keep(PAGE, await fetch(PAGE, { credentials: "same-origin" }))
      }
      for (const arquivo of arquivos) {
        const url = new URL(arquivo, self.location.origin)
        if (url.origin !== self.location.origin || (await cache.match(url, { ignoreVary: true }))) continue
        await keep(url, await fetch(url, { credentials: "same-origin" }))
      }
    })().catch(() => undefined),
  )
})
