// The gallery's bytes on a phone (docs/decisions/documents-and-photos.md#thumbnails): a large phone
// photo uploaded to the gallery reaches a 360 px wide screen at twice its density as a PocketBase
// thumbnail at most 720 px wide, no full-size picture is downloaded, and /galeria's pictures stay
// under 300 KB in all there. Measured in a real browser, since the browser picks from the srcset.
import { chromium } from "@playwright/test"
import { FOTO_ARQUIVO } from "@veteranos/domain/arquivos"
import { afterAll, expect, it } from "vitest"
import { systemChromium } from "../../scripts/browser.mjs"
import { adminClient } from "../support/pocketbase"
import { KB, MB, PHONE, phonePhoto, recordImages, thumbOf } from "./galeria-support"
import { startSite } from "./site-server"
import { ownPocketBase } from "./support"

const IMAGES_BUDGET = 300 * KB
const TITULO = "Foto do celular na festa"

const db = await ownPocketBase({ demo: true })
const site = await startSite({ POCKETBASE_URL: db.url })
const admin = await adminClient(db.url)
const browser = await chromium.launch({ executablePath: systemChromium(), args: ["--no-sandbox"] })
afterAll(() => browser.close())

it("a 4000×3000 phone photo reaches a 360 px screen as a thumbnail of at most 720 px, within 300 KB of pictures", async () => {
  const photo = await phonePhoto(browser)
  expect(photo.length).toBeGreaterThan(2.5 * MB)
  expect(photo.length).toBeLessThanOrEqual(FOTO_ARQUIVO.maxBytes)
  // Today's: the newest photo, first in the grid.
  await admin.collection("fotos").create({
    titulo: TITULO,
    data: `${new Date().toISOString().slice(0, 10)} 12:00:00.000Z`,
    imagem: new File([new Uint8Array(photo)], "IMG_20250614_193012.jpg", { type: "image/jpeg" }),
  })

  const context = await browser.newContext(PHONE)
  try {
    await context.addCookies([{ name: "visita", value: "1", url: site.url }])
    const downloaded = recordImages(context)
    const page = await context.newPage()
    await page.goto(`${site.url}/galeria`)
    await page.waitForLoadState("networkidle")

    // The picture as decoded: its pixels, not its width divided by the srcset's density.
    const shown = await page.getByRole("img", { name: TITULO }).evaluate(async (img: HTMLImageElement) => {
      const decoded = new Image()
      decoded.src = img.currentSrc
      await decoded.decode()
      return { src: img.currentSrc, width: decoded.naturalWidth, height: decoded.naturalHeight }
    })
    expect(thumbOf(shown.src)?.[0]).toBeLessThanOrEqual(720)
    expect(shown.width).toBeGreaterThan(0)
    expect(shown.width).toBeLessThanOrEqual(720)
    // Cropped to the frame's 4:3.
    expect(shown.width * 3).toBe(shown.height * 4)

    const onArrival = await downloaded()
    expect(onArrival.map((image) => image.url)).toContain(shown.src)
    const total = onArrival.reduce((sum, image) => sum + image.bytes, 0)
    expect(total).toBeLessThanOrEqual(IMAGES_BUDGET)

    // Down to the slideshow: what the lazy pictures bring is thumbnails too, and nothing moves.
    // Counted from the scroll: a slow phone paints the page while still reading its HTML, and
    // those first frames' small moves are the parser's, not the pictures'.
    const scrolledAt = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight)
      return performance.now()
    })
    // The first slide's picture, drawn: lazy, it may have come before the scroll on a slow phone.
    await page.waitForFunction(() => {
      const picture = document.querySelector<HTMLImageElement>("[data-slide] img")
      return picture?.complete && picture.naturalWidth > 0
    })
    await page.waitForLoadState("networkidle")
    const all = await downloaded()
    expect(all.some((image) => image.url.includes("/arquivos/galeria_escolinha/"))).toBe(true)
    for (const { url } of all) {
      if (!new URL(url).pathname.startsWith("/arquivos/")) continue
      expect(thumbOf(url), url).not.toBeNull()
      expect(thumbOf(url)![0], url).toBeLessThanOrEqual(720)
    }
    const moves = await page.evaluate(
      (since) =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = []
          new PerformanceObserver((list) => {
            // A layout-shift entry (Layout Instability API), which TypeScript's DOM types lack.
            type Shift = PerformanceEntry & { value: number; sources?: { node?: Node }[] }
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.startTime < since || entry.value === 0) continue
              const nodes = (entry.sources ?? []).map((source) => source.node?.nodeName ?? "?")
              seen.push(`${entry.value}: ${nodes.join(", ")}`)
            }
          }).observe({ type: "layout-shift", buffered: true })
          setTimeout(() => resolve(seen), 100)
        }),
      scrolledAt,
    )
    expect(moves).toEqual([])
  } finally {
    await context.close()
  }
})
