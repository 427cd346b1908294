// The gallery's bytes on a phone (docs/decisions/documents-and-photos.md#thumbnails): a large phone
// photo uploaded to the gallery reaches a 360 px wide screen at twice its density as a PocketBase
// thumbnail at most 720 px wide, no full-size picture is downloaded, and /galeria's pictures stay
// under 300 KB in all there. Measured in a real browser, since the browser picks from the srcset.
import { chromium, type BrowserContext } from "@playwright/test"
import { FOTO_ARQUIVO } from "@veteranos/domain/arquivos"
import { afterAll, expect, it } from "vitest"
import { systemChromium } from "../../scripts/browser.mjs"
import { adminClient } from "../support/pocketbase"
import { startSite } from "./site-server"
import { ownPocketBase } from "./support"

const KB = 1024
const MB = 1024 * KB
const IMAGES_BUDGET = 300 * KB
const PHONE = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: "pt-BR",
}
const TITULO = "Foto do celular na festa"

const db = await ownPocketBase({ demo: true })
const site = await startSite({ POCKETBASE_URL: db.url })
const admin = await adminClient(db.url)
const browser = await chromium.launch({ executablePath: systemChromium(), args: ["--no-sandbox"] })
afterAll(() => browser.close())

/**
 * A 4000×3000 JPEG of about 3 MB, as a phone takes it: shapes of every size (detail that survives
 * the thumbnail) over a gradient, and sensor-like noise. Drawn and encoded by the browser.
 */
async function phonePhoto(): Promise<Buffer> {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(async () => {
      const [width, height] = [4000, 3000]
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext("2d")!
      let seed = 27
      const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 16777216
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, "#2e7d32")
      gradient.addColorStop(0.5, "#90caf9")
      gradient.addColorStop(1, "#f9a825")
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      for (let n = 0; n < 600; n++) {
        context.fillStyle = `hsl(${random() * 360} ${30 + random() * 60}% ${20 + random() * 60}%)`
        context.beginPath()
        context.ellipse(
          random() * width,
          random() * height,
          10 + random() * 300,
          10 + random() * 300,
          0,
          0,
          7,
        )
        context.fill()
      }
      const image = context.getImageData(0, 0, width, height)
      for (let i = 0; i < image.data.length; i += 4) {
        const noise = (random() - 0.5) * 20
        for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c]! + noise
      }
      context.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ""
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(text)
    })
    return Buffer.from(base64, "base64")
  } finally {
    await page.close()
  }
}

/** Every picture the pages of `context` download: its address and bytes, once all have arrived. */
function recordImages(context: BrowserContext) {
  const images: Array<Promise<{ url: string; bytes: number }>> = []
  context.on("response", (response) => {
    if (response.request().resourceType() !== "image") return
    images.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })))
  })
  return () => Promise.all(images)
}

/** The thumbnail's size from its address: [width, height] of "?thumb=WxH", or null for a full file. */
const thumbOf = (url: string) => {
  const match = /\?thumb=(\d+)x(\d+)$/.exec(url)
  return match ? [Number(match[1]), Number(match[2])] : null
}

it("a 4000×3000 phone photo reaches a 360 px screen as a thumbnail of at most 720 px, within 300 KB of pictures", async () => {
  const photo = await phonePhoto()
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
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    const all = await downloaded()
    expect(all.some((image) => image.url.includes("/arquivos/galeria_escolinha/"))).toBe(true)
    for (const { url } of all) {
      if (!new URL(url).pathname.startsWith("/arquivos/")) continue
      expect(thumbOf(url), url).not.toBeNull()
      expect(thumbOf(url)![0], url).toBeLessThanOrEqual(720)
    }
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              sum += (entry as PerformanceEntry & { value: number }).value
          }).observe({ type: "layout-shift", buffered: true })
          setTimeout(() => resolve(sum), 100)
        }),
    )
    expect(layoutShift).toBe(0)
  } finally {
    await context.close()
  }
})
