// What one HTTP request works out once for all its loaders. Remix hands each loader a Request of its
// own (the layout's and the page's differ), so a memo keyed by the Request would ask PocketBase
// twice; the production server runs each request inside runInRequestScope (server/index.mjs, through
// entry.server.tsx), and the memo lives in that scope. A loader called outside one (a test, the
// development server) keeps its memo per Request.
import { AsyncLocalStorage } from "node:async_hooks"

const scope = new AsyncLocalStorage<Map<object, unknown>>()
const unscoped = new WeakMap<Request, Map<object, unknown>>()

/** Runs `handle` (one HTTP request) with a memo of its own. */
export function runInRequestScope<T>(handle: () => T): T {
  return scope.run(new Map(), handle)
}

/** This request's memo: its scope's, else the Request's own. */
function memoOf(request: Request): Map<object, unknown> {
  const scoped = scope.getStore()
  if (scoped) return scoped
  let memo = unscoped.get(request)
  if (!memo) unscoped.set(request, (memo = new Map()))
  return memo
}

/**
 * What `key` holds for the HTTP request `request` belongs to, made by `make` the first time it is
 * asked for. `key` is a module's own object, so two modules never share a slot.
 */
export function perRequest<T>(request: Request, key: object, make: () => T): T {
  const memo = memoOf(request)
  if (!memo.has(key)) memo.set(key, make())
  return memo.get(key) as T
}

/** Drops what `key` holds for this request: the next perRequest makes it again. */
export function forgetPerRequest(request: Request, key: object): void {
  memoOf(request).delete(key)
}

/** What `key` holds for this request (undefined when nothing yet), and a way to replace it. */
export function requestSlot<T>(request: Request, key: object) {
  const memo = memoOf(request)
  return {
    get: () => memo.get(key) as T | undefined,
    set: (value: T) => void memo.set(key, value),
  }
}
