// The browser the end-to-end tests run in: the system's Chromium when there is one (Debian's
// /usr/bin/chromium, or CHROMIUM_PATH), else Playwright's own, installed here by
// `playwright install chromium`. Run before `playwright test`; says in one line what it did.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { pathToFileURL } from "node:url"

/** The system Chromium's path when it exists; undefined means Playwright's own browser. */
export function systemChromium(env = process.env) {
  const candidate = env.CHROMIUM_PATH || "/usr/bin/chromium"
  return existsSync(candidate) ? candidate : undefined
}

function main() {
  const system = systemChromium()
  if (system) {
    console.log(`Browser: using the system Chromium at ${system}.`)
    return
  }
  const missing = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
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
