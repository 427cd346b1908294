import { tmpdir } from "node:os"
import path from "node:path"
import { defineConfig } from "vitest/config"
import tsconfigPaths from "vite-tsconfig-paths"

// Unit tests run alone; integration tests start their PocketBases from the templates the global
// setup makes once (tests/integration/global-setup.ts).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Each integration file has its own PocketBase (a copy of a template) and site state, so files run
    // side by side: most of their time is spent waiting on PocketBase and the network, not on a core.
    maxWorkers: 4,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Sessions a unit test makes are written to the site's state file: never the local site's.
          env: { SITE_DATA_DIR: path.join(tmpdir(), `site-data-unit-${process.pid}`) },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A poll waits for another process's work (the e-mail queue, a delivered e-mail): on two
          // busy cores that can take seconds, and a passing poll still ends as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
