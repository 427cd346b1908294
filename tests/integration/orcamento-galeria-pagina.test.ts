// /galeria's first view on a phone when the gallery holds real photos, more than a page of them
// (docs/decisions/documents-and-photos.md#a-page-of-photos): at 360×780 and twice the density, what
// the browser downloads on arrival (the pictures in view and those its lazy loading fetches ahead)
// stays within 300 KB, and the rest of the photos are on the next pages (?pagina=).
import { chromium } from "@playwright/test"
import { LIMITES } from "@veteranos/domain/paginas"
import { afterAll, expect, it } from "vitest"
import { systemChromium } from "../../scripts/browser.mjs"
import { adminClient } from "../support/pocketbase"
import { KB, PHONE, phonePhoto, recordImages, thumbOf } from "./galeria-support"
import { startSite } from "./site-server"
import { ownPocketBase } from "./support"

const IMAGES_BUDGET = 300 * KB
// More than a page, so a second page exists; each its own picture, as a phone shares it (1600×1200).
const PHOTOS = LIMITES.fotosNaGaleria + 3
// The school's slideshow below them holds real photos too.
const SCHOOL_PHOTOS = 4

const db = await ownPocketBase({ demo: true })
const site = await startSite({ POCKETBASE_URL: db.url })
const admin = await adminClient(db.url)
const browser = await chromium.launch({ executablePath: systemChromium(), args: ["--no-sandbox"] })
afterAll(() => browser.close())

it(
  "the first view of a gallery of real photos downloads at most 300 KB of pictures on a phone",
  { timeout: 120_000 },
  async () => {
    const today = new Date().toISOString().slice(0, 10)
    for (let n = 1; n <= PHOTOS; n++) {
      const photo = await phonePhoto(browser, { width: 1600, height: 1200, seed: n })
      await admin.collection("fotos").create({
        titulo: `Foto real ${n}`,
        // Newer than the demo's: the first page is these.
        data: `${today} 12:${String(n).padStart(2, "0")}:00.000Z`,
        imagem: new File([new Uint8Array(photo)], `IMG_${n}.jpg`, { type: "image/jpeg" }),
      })
    }
    for (let n = 1; n <= SCHOOL_PHOTOS; n++) {
      const photo = await phonePhoto(browser, { width: 1600, height: 1200, seed: 100 + n })
      await admin.collection("galeria_escolinha").create({
        titulo: `Treino real ${n}`,
        data: `${today} 12:${String(n).padStart(2, "0")}:00.000Z`,
        imagem: new File([new Uint8Array(photo)], `ESC_${n}.jpg`, { type: "image/jpeg" }),
      })
    }

    const context = await browser.newContext(PHONE)
    try {
      await context.addCookies([{ name: "visita", value: "1", url: site.url }])
      const downloaded = recordImages(context)
      const page = await context.newPage()
      await page.goto(`${site.url}/galeria`)
      await page.waitForLoadState("networkidle")
      const onArrival = await downloaded()
      const total = onArrival.reduce((sum, image) => sum + image.bytes, 0)
      console.log(
        `/galeria a 360 px: ${onArrival.length} imagens, ${Math.round(total / KB)} KB`,
        onArrival.map((image) => `${image.url.split("/").pop()} ${Math.round(image.bytes / KB)} KB`),
      )
      // Every picture fetched is a thumbnail, none of the full photos.
      for (const { url } of onArrival) expect(thumbOf(url), url).not.toBeNull()
      expect(onArrival.length).toBeGreaterThan(0)
      expect(total).toBeLessThanOrEqual(IMAGES_BUDGET)

      // The newest photos first, one page of them; the rest a tap away.
      const fotos = page.getByTestId("foto")
      expect(await fotos.first().textContent()).toContain(`Foto real ${PHOTOS}`)
      expect(await fotos.count()).toBe(LIMITES.fotosNaGaleria)
      await page.getByRole("link", { name: "Página 2" }).click()
      await page.waitForURL(/\/galeria\?pagina=2$/)
      expect(await page.getByTestId("foto").first().textContent()).toContain(
        `Foto real ${PHOTOS - LIMITES.fotosNaGaleria}`,
      )
    } finally {
      await context.close()
    }
  },
)
