// Every public page, on the demo data and on the empty database: no serious or critical
// accessibility violation (axe), and screenshots at 360 px and 1280 px kept as artifacts.
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
]

test.beforeEach(async ({ context }) => skipSplash(context))

for (const { path, name } of PAGES) {
  test(`${path} is accessible and looks right on a phone and a desktop`, async ({ page }, testInfo) => {
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
      await expectAccessible(page)
      await page.setViewportSize({ width: 360, height: 800 })
      await expectAccessible(page)
      await screenshots(page, `${name}-${site}`, testInfo)
    }
  })
}
