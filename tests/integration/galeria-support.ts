// What the gallery's byte budgets are measured with (docs/decisions/documents-and-photos.md#thumbnails):
// photos drawn as a phone takes them, by the browser itself, and every picture a browser context
// downloads with its bytes.
import type { Browser, BrowserContext } from "@playwright/test"

export const KB = 1024
export const MB = 1024 * KB

/** A phone held upright, at twice its density, as the budgets are stated for. */
export const PHONE = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: "pt-BR",
}

/**
 * A `width`×`height` JPEG as a phone takes it: shapes of every size (detail that survives a
 * thumbnail) over a gradient, and sensor-like noise; `seed` makes each one its own picture.
 * Drawn and encoded by the browser (4000×3000 gives about 3 MB).
 */
export async function phonePhoto(browser: Browser, { width = 4000, height = 3000, seed = 27 } = {}) {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(
      async ([width, height, start]) => {
        const canvas = new OffscreenCanvas(width, height)
        const context = canvas.getContext("2d")!
        let seed = start
        const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 16777216
        const gradient = context.createLinearGradient(0, 0, width, height)
        gradient.addColorStop(0, `hsl(${random() * 360} 45% 35%)`)
        gradient.addColorStop(0.5, "#90caf9")
        gradient.addColorStop(1, `hsl(${random() * 360} 80% 55%)`)
        context.fillStyle = gradient
        context.fillRect(0, 0, width, height)
        const scale = width / 4000
        for (let n = 0; n < 600; n++) {
          context.fillStyle = `hsl(${random() * 360} ${30 + random() * 60}% ${20 + random() * 60}%)`
          context.beginPath()
          const [rx, ry] = [(10 + random() * 300) * scale, (10 + random() * 300) * scale]
          context.ellipse(random() * width, random() * height, rx, ry, 0, 0, 7)
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
      },
      [width, height, seed] as const,
    )
    return Buffer.from(base64, "base64")
  } finally {
    await page.close()
  }
}

/** Every picture the pages of `context` download: its address and bytes, once all have arrived. */
export function recordImages(context: BrowserContext) {
  const images: Array<Promise<{ url: string; bytes: number }>> = []
  context.on("response", (response) => {
    if (response.request().resourceType() !== "image") return
    const read = response.body().then((body) => ({ url: response.url(), bytes: body.length }))
    // A picture a later navigation asks for may still be arriving when the test closes its context:
    // its failed read is nobody's count then, and no unhandled rejection. A count asked for while it
    // is in the list still fails with it (Promise.all below).
    read.catch(() => undefined)
    images.push(read)
  })
  return () => Promise.all(images)
}

/** The thumbnail's size from its address: [width, height] of "?thumb=WxH", or null for a full file. */
export const thumbOf = (url: string) => {
  const match = /\?thumb=(\d+)x(\d+)$/.exec(url)
  return match ? [Number(match[1]), Number(match[2])] : null
}
