// Every public page, on the demo data and on the empty database, on a phone and a desktop: no serious
// or critical accessibility violation (axe, tap targets included), and screenshots at 360 px and
// 1280 px kept as artifacts when asked for (SCREENSHOTS=1).
import { expect, test } from "@playwright/test"
import { expectAccessible, screenshots, skipSplash } from "./public-helpers"
import { E2E } from "./support/servers"

// `scripted`: the page sends a script (a form's, the slideshow's), so it has a state with JavaScript
// and one without. The others send none: the same document in both projects, checked once.
const PAGES = [
  { path: "/", name: "inicio", scripted: false },
  { path: "/eventos", name: "eventos", scripted: false },
  { path: "/documentos", name: "documentos", scripted: false },
  { path: "/diretoria", name: "diretoria", scripted: false },
  { path: "/privacidade", name: "privacidade", scripted: false },
  { path: "/galeria", name: "galeria", scripted: true },
  { path: "/escolinha", name: "escolinha", scripted: true },
  { path: "/contato", name: "contato", scripted: true },
  { path: "/associar", name: "associar", scripted: true },
]

for (const { path, name, scripted } of PAGES) {
  test(`${path} is accessible and looks right on a phone and a desktop`, async ({
    page: jsPage,
    browser,
  }, testInfo) => {
    const noJs = testInfo.project.name === "no-js"
    // axe runs in the page, a script: a page without one is checked where JavaScript is on.
    test.skip(noJs && !scripted, "the page sends no script: the same document is checked with JavaScript")
    // Two sites, two widths, four axe runs: more than one page's worth of time.
    test.setTimeout(90_000)
    // axe runs as a script in the page, which a context without JavaScript refuses. For the no-js
    // project the page is opened with JavaScript on but the site's own scripts blocked: the same
    // server-rendered document a visitor without JavaScript gets.
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
      if (path === "/galeria" && site === "demo") {
        // Proof of which state is checked: the slideshow enhanced, or still the scroll-snap strip.
        await expect(page.getByTestId("slideshow")).toHaveAttribute("data-enhanced", String(!noJs))
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
