// The site a phone can add to its home screen, what a shared link shows, and what search engines
// are told: the home page links a web manifest whose icons all load at the sizes it declares, the
// iPhone's icon loads opaque at 180 px, the home page's link preview names its public address and
// a card that loads, and /robots.txt keeps crawlers out of the panel.
// The icons are made from the logo at build time (scripts/icons.mjs), so this reads the built site.
import type { APIRequestContext } from "@playwright/test"
import { expect, test } from "./support/fixtures"

// Files and plain requests: JavaScript changes nothing here, one project is enough.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "files and requests do not depend on JavaScript")

type Png = { width: number; height: number; opaque: boolean }

/** The types of a PNG's chunks, in order (each: length, type, data, CRC). */
function chunkTypes(bytes: Buffer): string[] {
  const types: string[] = []
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    types.push(bytes.toString("latin1", at + 4, at + 8))
  }
  return types
}

/** A PNG's size, from its IHDR chunk (the first one), and whether it is opaque everywhere. */
function readPng(bytes: Buffer): Png {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a")
  const chunks = chunkTypes(bytes)
  expect(chunks[0]).toBe("IHDR")
  // Colour types 0 (grey) and 2 (RGB) have no alpha channel; a tRNS chunk would add transparency.
  const colourType = bytes[25]
  const opaque = (colourType === 0 || colourType === 2) && !chunks.includes("tRNS")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), opaque }
}

/** An image the site serves, checked to be a PNG. */
async function fetchPng(request: APIRequestContext, href: string): Promise<Png> {
  const response = await request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()["content-type"], href).toBe("image/png")
  return readPng(await response.body())
}

type Manifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
}

test("the home page links a manifest whose icons load at the sizes it declares", async ({ page }) => {
  await page.goto("/")
  const href = await page.locator('head link[rel="manifest"]').getAttribute("href")
  expect(href).toBeTruthy()

  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/)
  const manifest = (await response.json()) as Manifest
  expect(manifest.name).not.toBe("")
  expect(manifest.short_name).not.toBe("")
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone" })

  // What Chrome asks for before it offers to install: a 192 and a 512 icon, and a maskable one.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  )
  for (const icon of manifest.icons) {
    expect(icon.type).toBe("image/png")
    const png = await fetchPng(page.request, new URL(icon.src, response.url()).href)
    expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes)
    // A maskable icon is cut to the phone's shape: it must fill its square.
    if (icon.purpose === "maskable") expect(png.opaque, icon.src).toBe(true)
  }
})

test("the iPhone's home-screen icon loads at 180 px, opaque", async ({ page }) => {
  await page.goto("/")
  const href = await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href")
  expect(href).toBeTruthy()
  // iOS would fill a transparent corner with black.
  expect(await fetchPng(page.request, href!)).toEqual({ width: 180, height: 180, opaque: true })
})

test("the home page's link preview names its public address and shows the card, a picture that loads", async ({
  page,
  baseURL,
}) => {
  await page.goto("/")
  const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`)
  const home = new URL("/", baseURL).href
  await expect(meta("og:url")).toHaveAttribute("content", home)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", home)
  await expect(meta("og:type")).toHaveAttribute("content", "website")
  await expect(meta("og:locale")).toHaveAttribute("content", "pt_BR")
  await expect(meta("twitter:card")).toHaveAttribute("content", "summary_large_image")
  const nome = await meta("og:site_name").getAttribute("content")
  expect(nome).toBeTruthy()
  await expect(meta("og:title")).toHaveAttribute("content", nome!)
  await expect(meta("og:description")).toHaveAttribute("content", /\S/)

  // An absolute address of a PNG the size the tags say, larger than the 600×315 WhatsApp asks.
  const image = await meta("og:image").getAttribute("content")
  expect(image).toBe(new URL("/cartao.png", baseURL).href)
  await expect(meta("og:image:type")).toHaveAttribute("content", "image/png")
  const png = await fetchPng(page.request, image!)
  await expect(meta("og:image:width")).toHaveAttribute("content", String(png.width))
  await expect(meta("og:image:height")).toHaveAttribute("content", String(png.height))
  expect(png).toEqual({ width: 1200, height: 630, opaque: true })
})

test("/robots.txt keeps crawlers out of the panel and names the sitemap's public address", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
  const lines = (await response.text()).split("\n")
  expect(lines).toContain("Disallow: /painel")
  expect(lines).toContain("Disallow: /recuperar-senha")
  expect(lines).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`)
})
