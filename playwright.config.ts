import { defineConfig, devices } from "@playwright/test"
import { systemChromium } from "./scripts/browser.mjs"
import { E2E, type E2ESite } from "./tests/e2e/support/servers"

// The system's Chromium where it is installed (Debian's, this machine, CI); Playwright's own browser
// otherwise (`node scripts/browser.mjs`, run by `npm test`, installs it).
const executablePath = systemChromium()

const server = (site: E2ESite, demo: boolean) => ({
  command: "node scripts/start.mjs --fresh",
  url: `${site.url}/`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(site.port),
    HOST: "127.0.0.1",
    APP_URL: site.url,
    PB_HTTP: `127.0.0.1:${site.pbPort}`,
    PB_DATA_DIR: site.dataDir,
    PB_SUPERUSER_EMAIL: E2E.superuser.email,
    PB_SUPERUSER_PASSWORD: E2E.superuser.password,
    DEMO: demo ? "1" : "0",
    SESSION_SECRET: "segredo-dos-testes-de-navegador-123",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(E2E.smtpPort),
    MAIL_FROM: "nao-responda@veteranos.test",
    // Every browser test comes from 127.0.0.1: the per-client login limit is the integration tests'.
    LOGIN_CLIENT_LIMIT: "10000",
    // As behind one reverse proxy: a test picks its own client address with X-Forwarded-For.
    TRUST_PROXY: "1",
    // Tests change the data behind the site's back (the superuser) and look at once: no page cache.
    PAGE_CACHE_SECONDS: "0",
  },
})

/**
 * The specs that change what every other test reads on the demo site (the association's settings,
 * the board's seats, a seat's public contact): they run after the others (the *-mutacoes projects), and put back what they
 * changed.
 */
const SHARED_STATE_SPECS = /(painel-(configuracoes|diretoria)|meus-dados-publico)\.spec\.ts$/

/**
 * The specs of the pages that send no script at all (the content pages: home, events, documents,
 * board): what they test is the same with JavaScript on and off, so they run once, without it.
 */
const SCRIPTLESS_PAGE_SPECS = /public-(home|eventos|documentos|diretoria|time-zone)\.spec\.ts$/

export default defineConfig({
  testDir: "tests/e2e",
  // The loopback SMTP server that receives PocketBase's e-mails (password reset).
  globalSetup: "./tests/e2e/support/global-setup.ts",
  outputDir: "tests/artifacts/e2e",
  fullyParallel: true,
  workers: 2,
  // A flaky test fails the run, in CI too: retries would hide it.
  retries: 0,
  // Generous for multi-step flows on two busy cores; a passing test takes what it takes.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The list, and the page as it was when a test failed (failure-context.ts).
  reporter: [["list"], ["./tests/e2e/support/failure-context.ts"]],
  use: {
    baseURL: E2E.demo.url,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace slows every test by about a fifth, even when it is thrown away after a
    // pass: asked for when a failure needs one (TRACE=1 npx playwright test <spec>).
    trace: process.env.TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Logs each demo role in once; the `role` fixture (tests/e2e/support/fixtures.ts) reuses it.
    { name: "sessions", testMatch: /sessions\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
      dependencies: ["sessions"],
      testIgnore: [SHARED_STATE_SPECS, SCRIPTLESS_PAGE_SPECS],
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      dependencies: ["sessions"],
      testIgnore: SHARED_STATE_SPECS,
    },
    // What the other tests read (the association's phone, a demo account's role) is changed only
    // once they are done, one test at a time, so none of them sees it half-way.
    {
      name: "js-mutacoes",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
      dependencies: ["js", "no-js"],
      testMatch: SHARED_STATE_SPECS,
      workers: 1,
    },
    {
      name: "no-js-mutacoes",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      dependencies: ["js-mutacoes"],
      testMatch: SHARED_STATE_SPECS,
      workers: 1,
    },
  ],
  webServer: [server(E2E.demo, true), server(E2E.vazio, false)],
})
