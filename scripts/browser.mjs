// The browser the end-to-end tests run in: the system's Chromium when there is one (Debian's
// headless shell or its whole Chromium, or CHROMIUM_PATH), else Playwright's own, installed here by
// `playwright install chromium`. Run before `playwright test`; says in one line what it did.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { pathToFileURL } from "node:url"

/**
 * Debian's browsers the tests can run in, the lighter first: the headless shell (package
 * chromium-headless-shell) renders the same pages with about 40 % less of the cores than the whole
 * browser run headless, which the browser tests are mostly waiting on.
 */
const SYSTEM_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]

/** The system Chromium's path when there is one; undefined means Playwright's own browser. */
export function systemChromium(env = process.env) {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : SYSTEM_CHROMIUMS
  return candidates.find((candidate) => existsSync(candidate))
}

function main() {
  const system = systemChromium()
  if (system) {
    console.log(`Browser: using the system Chromium at ${system}.`)
    return
  }
  const missing = process.env.CHROMIUM_PATH || SYSTEM_CHROMIUMS.join(" or ")
  const npx = process.platform === "win32" ? "npx.cmd" : "npx"
  const install = spawnSync(npx, ["playwright", "install", "chromium"], {
    stdio: ["ignore", "ignore", "inherit"],
  })
  if (install.status !== 0) {
    console.error(`Browser: no Chromium at ${missing}, and \`playwright install chromium\` failed.`)
    process.exit(install.status || 1)
  }
  console.log(
    `Browser: no Chromium at ${missing}; Playwright's own Chromium installed (playwright install chromium).`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main()
