// The fixed defaults of a local run, in one place: the start script, the seed and the app
// (app/http/env.server.ts) all read them from here. Production overrides the secrets through the
// environment; the start script refuses to run in production with the example ones.

import path from "node:path"

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
/**
 * The demo's mail folder, beside data/pb_data: without SMTP the demo writes each e-mail there as an
 * .html file (pocketbase/pb_hooks/lib/email.js), so its board accounts can read their login code.
 */
const DEFAULT_DEMO_EMAILS_DIR = "data/emails"

/**
 * The folder the start script hands PocketBase as DEMO_EMAILS_DIR, or undefined: only a demo
 * (`demo`) without an SMTP server gets one, so production never writes e-mails to disk. As the site's
 * folder: DEMO_EMAILS_DIR, else `<PB_DATA_DIR>-emails` beside another data folder, else data/emails.
 * @param {Record<string, string | undefined>} env
 * @param {{ demo: boolean, root: string }} where
 */
export function demoEmailsDir(env, { demo, root }) {
  if (!demo || env.SMTP_HOST) return undefined
  const folder =
    env.DEMO_EMAILS_DIR ||
    (env.PB_DATA_DIR ? `${path.resolve(env.PB_DATA_DIR)}-emails` : DEFAULT_DEMO_EMAILS_DIR)
  return path.resolve(root, folder)
}

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
