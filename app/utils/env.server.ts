import { z } from "zod"

// The server's environment, read once and validated: a missing or malformed value fails at start.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  POCKETBASE_URL: z.url().default("http://127.0.0.1:8090"),
  SESSION_SECRET: z.string().min(16).default("segredo-local-da-demonstracao-nao-use-em-producao"),
  APP_URL: z.url().default("http://localhost:3000"),
  TZ_ASSOCIACAO: z.string().default("America/Sao_Paulo"),
  // Public forms: submissions accepted per form per client within the window (rate-limit.server.ts).
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  FORM_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
})

export type Env = z.infer<typeof schema>

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= schema.parse(process.env)
  return cached
}
