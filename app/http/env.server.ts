import { RETENCAO_MESES_PADRAO } from "@veteranos/domain/lgpd"
import { z } from "zod"
import { DEFAULT_APP_URL, DEFAULT_POCKETBASE_URL, DEV_SESSION_SECRET } from "../../config/defaults.mjs"

// The server's environment, read once and validated: a missing or malformed value fails at start.
// The only reader of process.env in app/; the local defaults come from config/defaults.mjs, shared
// with the start script. The time zone is not here: it is fixed (TIME_ZONE in app/domain/datas.js),
// because the browser formats dates too and must use the same zone as the server.

/** A text setting: blank or unset takes the default, so an empty line in .env changes nothing. */
const setting = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || fallback)

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  POCKETBASE_URL: z.url().default(DEFAULT_POCKETBASE_URL),
  // How long one call to PocketBase may take before the site gives up on it.
  POCKETBASE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SESSION_SECRET: z.string().min(16).default(DEV_SESSION_SECRET),
  APP_URL: z.url().default(DEFAULT_APP_URL),
  // Public forms: submissions accepted per form per client within the window (rate-limit.server.ts).
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  FORM_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  // Seconds a visitor's content page may be reused, by the server and by a proxy (server/page-cache.mjs).
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(10),
  // Failed logins per client address in 15 minutes, whatever the e-mails (attempt-limit.server.ts).
  LOGIN_CLIENT_LIMIT: z.coerce.number().int().positive().default(30),
  // The association's details (site-config.server.ts, docs/decisions/server-and-operation.md#configuration).
  ASSOCIACAO_NOME: setting("Associação dos Veteranos do Vila Nova"),
  ASSOCIACAO_SIGLA: setting("AVVN"),
  ASSOCIACAO_LOGRADOURO: setting("Rua das Palmeiras, 120 – Vila Nova"),
  ASSOCIACAO_CIDADE: setting("São José do Rio Claro – SP"),
  ASSOCIACAO_CEP: setting("13500-000"),
  ASSOCIACAO_TELEFONE: setting("(19) 3524-1080"),
  ASSOCIACAO_WHATSAPP: setting("(19) 99812-4433"),
  ASSOCIACAO_EMAIL: setting("contato@veteranosvilanova.org.br"),
  ASSOCIACAO_INSTAGRAM: setting("https://www.instagram.com/veteranosvilanova"),
  ASSOCIACAO_FACEBOOK: setting("https://www.facebook.com/veteranosvilanova"),
  ASSOCIACAO_YOUTUBE: setting("https://www.youtube.com/@veteranosvilanova"),
  // OpenStreetMap: no cookies, no API key.
  ASSOCIACAO_MAPA_EMBED: setting(
    "https://www.openstreetmap.org/export/embed.html?bbox=-47.5710%2C-22.4180%2C-47.5590%2C-22.4100&layer=mapnik&marker=-22.4140%2C-47.5650",
  ),
  ASSOCIACAO_MAPA_LINK: setting(
    "https://www.openstreetmap.org/?mlat=-22.4140&mlon=-47.5650#map=17/-22.4140/-47.5650",
  ),
  // The spaces members book, separated by ";" (the reservation form's choices).
  ASSOCIACAO_ESPACOS: setting("Salão de festas;Churrasqueira;Campo de futebol"),
  // The privacy notice (/privacidade): whom people write to about their data, and who answers.
  // Blank e-mail: the association's own.
  PRIVACIDADE_EMAIL: z.string().trim().default(""),
  PRIVACIDADE_ENCARREGADO: setting("Presidente da associação"),
  // Months an answered contact message or a rejected membership request is kept (the daily purge in
  // PocketBase reads the same variable).
  RETENCAO_MESES: z.coerce.number().int().positive().default(RETENCAO_MESES_PADRAO),
  PIX_CHAVE: setting("contato@veteranosvilanova.org.br"),
  PIX_BENEFICIARIO: setting("ASSOC VETERANOS VILA NOVA"),
  // The BR Code allows 25 characters for the name and 15 for the city (longer ones are cut).
  PIX_CIDADE: setting("SJ RIO CLARO"),
})

export type Env = z.infer<typeof schema>

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= schema.parse(process.env)
  return cached
}
