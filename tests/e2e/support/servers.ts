import { tmpdir } from "node:os"
import path from "node:path"

// The two sites the browser tests run against: one with the demo data, one with an empty database
// (for the empty states). Fixed loopback ports, so every Playwright worker agrees on them;
// E2E_PORT_OFFSET moves them, so two runs on one machine do not collide.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const root = path.join(tmpdir(), `associacao-e2e-${offset}`)

export type E2ESite = { port: number; pbPort: number; url: string; pbUrl: string; dataDir: string }

export const E2E = {
  demo: {
    port: 3101 + offset,
    pbPort: 8191 + offset,
    url: `http://127.0.0.1:${3101 + offset}`,
    pbUrl: `http://127.0.0.1:${8191 + offset}`,
    dataDir: path.join(root, "demo"),
  },
  vazio: {
    port: 3102 + offset,
    pbPort: 8192 + offset,
    url: `http://127.0.0.1:${3102 + offset}`,
    pbUrl: `http://127.0.0.1:${8192 + offset}`,
    dataDir: path.join(root, "vazio"),
  },
  superuser: { email: "admin@exemplo.org", password: "senha-dos-testes-e2e-123" },
  smtpPort: 2526 + offset,
  demoPassword: "demo12345",
} as const
