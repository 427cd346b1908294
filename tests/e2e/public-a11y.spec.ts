// Every public page, on the demo data and on the empty database: no serious or critical
// accessibility violation (axe), and screenshots at 360 px and 1280 px kept as artifacts when asked
// for (SCREENSHOTS=1).
import { expect, test } from "@playwright/test"
import { expectAccessible, screenshots, skipSplash } from "./public-helpers"
import { E2E } from "./support/servers"

const PAGES = [
  { path: "/", name: "inicio" },
  { path: "/eventos", name: "eventos" },
  { path: "/documentos", name: "documentos" },
  { path: "/diretoria", name: "diretoria" },
  { path: "/galeria", name: "galeria" },
  { path: "/escolinha", name: "escolinha" },
  { path: "/contato", name: "contato" },
  { path: "/privacidade", name: "privacidade" },
]

for (const { path, name } of PAGES) {
  test(`${path} is accessible and looks right on a phone and a desktop`, async ({
    page: jsPage,
    browser,
  }, testInfo) => {
    // axe runs as a script in the page, which a context without JavaScript refuses. For the no-js
    // project the page is opened with JavaScript on but the site's own scripts blocked: the same
    // server-rendered document a visitor without JavaScript gets.
    // Two sites, two widths, four axe runs: more than one page's worth of time.
    test.setTimeout(90_000)
    const noJs = testInfo.project.name === "no-js"
    const context = noJs
      ? await browser.newContext({ locale: "pt-BR", javaScriptEnabled: true })
      : jsPage.context()
    if (noJs) await context.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort())
    await skipSplash(context)
    const page = noJs ? await context.newPage() : jsPage
    for (const [site, url] of [
      ["demo", E2E.demo.url],
      ["vazio", E2E.vazio.url],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 })
      const response = await page.goto(`${url}${path}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
      const description = await page.locator('meta[name="description"]').getAttribute("content")
      expect(description?.length).toBeGreaterThan(20)
      if (noJs && path === "/galeria" && site === "demo") {
        // Proof that the site's scripts did not run: the slideshow is still the scroll-snap strip.
        await expect(page.getByTestId("slideshow")).toHaveAttribute("data-enhanced", "false")
      }
      await expectAccessible(page)
      await page.setViewportSize({ width: 360, height: 800 })
      await expectAccessible(page)
      // The no-JS document is the same server HTML: one project keeps the screenshots.
      if (!noJs) await screenshots(page, `${name}-${site}`, testInfo)
    }
    if (noJs) await context.close()
  })
}
