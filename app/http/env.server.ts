import { RETENCAO_MESES_PADRAO } from "@veteranos/domain/lgpd"
import { z } from "zod"
import path from "node:path"
import {
  DEFAULT_APP_URL,
  DEFAULT_POCKETBASE_URL,
  DEFAULT_SITE_DATA_DIR,
  DEV_SESSION_SECRET,
} from "../../config/defaults.mjs"

// The server's environment, read once and validated: a missing or malformed value fails at start.
// The only reader of process.env in app/; the local defaults come from config/defaults.mjs, shared
// with the start script. The time zone is not here: it is fixed (TIME_ZONE in app/domain/datas.js),
// because the browser formats dates too and must use the same zone as the server. Nor are the
// association's details (ASSOCIACAO_*, PIX_*, PRIVACIDADE_*): they seed its settings in PocketBase
// on the first start, and the site reads them from there (site-config.server.ts).

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  POCKETBASE_URL: z.url().default(DEFAULT_POCKETBASE_URL),
  // How long one call to PocketBase may take before the site gives up on it.
  POCKETBASE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SESSION_SECRET: z.string().min(16).default(DEV_SESSION_SECRET),
  // The folder of the site's own state kept across restarts (sessions, login limits:
  // app/auth/site-store.server.ts), resolved from the folder the site runs in.
  SITE_DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default(DEFAULT_SITE_DATA_DIR)
    .transform((dir) => path.resolve(dir)),
  APP_URL: z.url().default(DEFAULT_APP_URL),
  // Public forms: submissions accepted per form per client within the window (rate-limit.server.ts).
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  FORM_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  // Seconds a visitor's content page may be reused, by the server and by a proxy (server/page-cache.mjs).
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(10),
  // Failed logins per client address in 15 minutes, whatever the e-mails (attempt-limit.server.ts).
  LOGIN_CLIENT_LIMIT: z.coerce.number().int().positive().default(30),
  // Months an answered contact message or a rejected membership request is kept (the daily purge in
  // PocketBase reads the same variable).
  RETENCAO_MESES: z.coerce.number().int().positive().default(RETENCAO_MESES_PADRAO),
})

export type Env = z.infer<typeof schema>

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= schema.parse(process.env)
  return cached
}

/**
 * An absolute address on the public site (APP_URL): what links in e-mails, feeds, previews and the
 * sitemap carry, never the host a request reached the server by behind a proxy.
 */
export function publicUrl(path: string): string {
  return new URL(path, getEnv().APP_URL).toString()
}
