import { tmpdir } from "node:os"
import path from "node:path"

// The two sites the browser tests run against: one with the demo data, one with an empty database
// (for the empty states). Fixed loopback ports, so every Playwright worker agrees on them.
export type E2ESite = { port: number; pbPort: number; url: string; pbUrl: string; dataDir: string }

export const E2E = {
  demo: {
    port: 3101,
    pbPort: 8191,
    url: "http://127.0.0.1:3101",
    pbUrl: "http://127.0.0.1:8191",
    dataDir: path.join(tmpdir(), "associacao-e2e", "demo"),
  },
  vazio: {
    port: 3102,
    pbPort: 8192,
    url: "http://127.0.0.1:3102",
    pbUrl: "http://127.0.0.1:8192",
    dataDir: path.join(tmpdir(), "associacao-e2e", "vazio"),
  },
  superuser: { email: "admin@exemplo.org", password: "senha-dos-testes-e2e-123" },
  smtpPort: 2526,
  demoPassword: "demo12345",
} as const
