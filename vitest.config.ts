import { tmpdir } from "node:os"
import path from "node:path"
import { defineConfig } from "vitest/config"
import tsconfigPaths from "vite-tsconfig-paths"

// Unit tests run alone; integration tests share one real PocketBase started by the global setup.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
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
        },
      },
    ],
  },
})
