// The fixed defaults of a local run, in one place: the start script, the seed and the app
// (app/http/env.server.ts) all read them from here. Production overrides the secrets through the
// environment; the start script refuses to run in production with the example ones.

/** The association's one time zone, from the shared rules (app/domain): the scripts read it here. */
export { TIME_ZONE } from "../app/domain/datas.js"

export const DEFAULT_PORT = "3000"
export const DEFAULT_HOST = "127.0.0.1"
export const DEFAULT_APP_URL = `http://localhost:${DEFAULT_PORT}`

/** Where the embedded PocketBase listens, and the address the site uses to reach it. */
export const DEFAULT_PB_HTTP = "127.0.0.1:8090"
export const DEFAULT_POCKETBASE_URL = `http://${DEFAULT_PB_HTTP}`
/**
 * Where the site keeps its own state across restarts (sessions, login limits), relative to the project
 * as the local PocketBase's data/pb_data is; the container sets /data/site, beside /data/pb_data.
 */
export const DEFAULT_SITE_DATA_DIR = "data/site"
export const DEFAULT_PB_SUPERUSER_EMAIL = "admin@exemplo.org"
export const EXAMPLE_SUPERUSER_PASSWORD = "troque-esta-senha"

/** Outside production a fixed secret keeps sessions across restarts of the local demo. */
export const DEV_SESSION_SECRET = "segredo-local-da-demonstracao-nao-use-em-producao"

/**
 * How node runs the production site (scripts/start.mjs): the heap capped at `heapMb` (SITE_HEAP_MB)
 * on a small machine, the caches inside bounded too, and the young generation kept small, which is
 * most of what grows under load.
 */
export const DEFAULT_SITE_HEAP_MB = 160
export const siteNodeFlags = (heapMb = DEFAULT_SITE_HEAP_MB) => [
  `--max-old-space-size=${heapMb}`,
  "--max-semi-space-size=8",
]
