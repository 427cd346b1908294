import { expect, test, type Locator, type Page } from "@playwright/test"
import { GALERIA_INTERVALO_MS } from "@veteranos/domain/paginas"
import { SCHOOL_GALLERY } from "../../pocketbase/seed/content-files.mjs"
import { FOTOS_COM_CRIANCAS } from "../../pocketbase/seed/content-escolinha.mjs"
import { skipSplash } from "./public-helpers"
import { E2E } from "./support/servers"

test.beforeEach(async ({ context }) => skipSplash(context))

// The school's published photos: the demo keeps one of a child without image authorisation offline.
const PUBLISHED = SCHOOL_GALLERY.filter(
  ({ titulo }) => !FOTOS_COM_CRIANCAS.some((foto) => foto.titulo === titulo && !foto.publicada),
)

// Where the page's clock stands when a slideshow test opens the gallery.
const START = new Date("2026-03-14T15:00:00-03:00")

/** The slide whose picture fills the slideshow's frame now. */
async function visibleSlide(slideshow: Locator): Promise<number> {
  return slideshow.evaluate((root) => {
    const frame = root.querySelector("[data-testid=slide]")?.parentElement?.parentElement
    if (!frame) return -1
    const box = frame.getBoundingClientRect()
    const slides = [...root.querySelectorAll("[data-testid=slide]")]
    const index = slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - box.left) < 2)
    return index + 1
  })
}

test.describe("gallery page with the demo data", () => {
  test("shows the photos newest first, with title, date and picture", async ({ page }) => {
    const response = await page.goto("/galeria")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Galeria \| /)
    const fotos = page.getByTestId("foto")
    expect(await fotos.count()).toBeGreaterThanOrEqual(10)
    const first = fotos.filter({ hasText: "Homenagem aos sócios fundadores" })
    await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/)
    const image = first.getByRole("img", { name: "Homenagem aos sócios fundadores" })
    // PocketBase's 4:3 thumbnails, the frame reserved by the smallest one's size.
    await expect(image).toHaveAttribute("src", /^\/arquivos\/fotos\/.+\?thumb=360x270$/)
    await expect(image).toHaveAttribute("srcset", /\?thumb=360x270 360w, .+\?thumb=720x540 720w$/)
    await expect(image).toHaveAttribute("width", "360")
    await expect(image).toHaveAttribute("height", "270")
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // The full photo is one tap away.
    const full = first.getByRole("link", { name: /^Homenagem aos sócios fundadores/ })
    await expect(full).toHaveAttribute("href", /^\/arquivos\/fotos\/[^?]+\.png$/)
    const original = await page.request.get((await full.getAttribute("href"))!)
    expect(original.headers()["content-type"]).toBe("image/png")
    await expect(fotos.first().getByRole("img")).not.toHaveAttribute("loading", "lazy")
    await expect(fotos.last().getByRole("img")).toHaveAttribute("loading", "lazy")
    await expect(page.getByTestId("foto-exemplo")).toHaveCount(0)

    await expect(page.getByRole("link", { name: "Enviar fotos" })).toHaveAttribute(
      "href",
      "/contato#fale-conosco",
    )
  })

  test("the slideshow shows 16:9 rounded frames and moves with its controls", async ({ page }, testInfo) => {
    await page.goto("/galeria")
    const section = page.getByRole("region", { name: "Galeria de Fotos" }).first()
    const slideshow = page.getByTestId("slideshow")
    const slides = slideshow.getByTestId("slide")
    await expect(slides).toHaveCount(PUBLISHED.length)
    // Slides out of view are aria-hidden once JavaScript runs: read the markup. Newest first, each
    // titled, each a link to the full picture.
    for (const [n, { titulo }] of PUBLISHED.entries()) {
      await expect(slides.nth(n).locator("img")).toHaveAttribute("alt", titulo)
      await expect(slides.nth(n).locator("a:has(img)")).toHaveAttribute(
        "href",
        /^\/arquivos\/galeria_escolinha\/[^?]+$/,
      )
    }
    const box = await slides.first().boundingBox()
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02)
    expect(await slides.first().evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe("0px")
    await section.scrollIntoViewIfNeeded()

    if (testInfo.project.name === "js") {
      await expect(slideshow).toHaveAttribute("data-enhanced", "true")
      // Stop the clock first, so only the buttons move it.
      await slideshow.getByRole("button", { name: "Pausar" }).click()
      await slideshow.getByRole("button", { name: "Ir para a imagem 1" }).click()
      await expect.poll(() => visibleSlide(slideshow)).toBe(1)
      await slideshow.getByRole("button", { name: "Próxima imagem" }).click()
      await expect(slideshow.getByRole("button", { name: "Ir para a imagem 2" })).toHaveAttribute(
        "aria-current",
        "true",
      )
      await expect.poll(() => visibleSlide(slideshow)).toBe(2)
      await slideshow.getByRole("button", { name: "Imagem anterior" }).click()
      await slideshow.getByRole("button", { name: "Imagem anterior" }).click()
      // Backwards from the first wraps to the last.
      await expect.poll(() => visibleSlide(slideshow)).toBe(PUBLISHED.length)
      await slideshow.getByRole("button", { name: "Ir para a imagem 5" }).click()
      await expect.poll(() => visibleSlide(slideshow)).toBe(5)
    } else {
      // Without JavaScript: links to each slide's anchor, and scroll-snap.
      expect(await visibleSlide(slideshow)).toBe(1)
      await slides.first().getByRole("link", { name: "Próxima imagem" }).click()
      await expect(page).toHaveURL(/#slide-2$/)
      await expect.poll(() => visibleSlide(slideshow)).toBe(2)
      await slideshow.getByRole("link", { name: "Ir para a imagem 6" }).click()
      await expect.poll(() => visibleSlide(slideshow)).toBe(6)
      await slides.nth(5).getByRole("link", { name: "Imagem anterior" }).click()
      await expect.poll(() => visibleSlide(slideshow)).toBe(5)
      const scrollSnap = await slides
        .first()
        .evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).scrollSnapType)
      expect(scrollSnap).toContain("x")
    }
  })

  test("previous and next appear from medium widths up", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto("/galeria")
    const slideshow = page.getByTestId("slideshow")
    const scope = testInfo.project.name === "js" ? slideshow : slideshow.getByTestId("slide").first()
    const next =
      testInfo.project.name === "js"
        ? scope.getByRole("button", { name: "Próxima imagem" })
        : scope.getByRole("link", { name: "Próxima imagem" })
    await expect(next).toBeHidden()
    await page.setViewportSize({ width: 800, height: 800 })
    await expect(next).toBeVisible()
  })
})

// The autoplay is the page's one script, driven by timers: Playwright's clock runs them, paused
// between steps, so 4.9 s and 5 s are told apart without waiting for either.
test.describe("the gallery slideshow's autoplay", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the autoplay is a JavaScript enhancement")

  /** Opens the gallery with the page's clock stopped; its timers run only when the test says so. */
  async function openWithClock(page: Page) {
    await page.clock.install({ time: START })
    // Stopped a minute on (installed, it runs, and a pause cannot go back): no timer exists yet.
    await page.clock.pauseAt(new Date(START.getTime() + 60_000))
    await page.goto("/galeria")
    const slideshow = page.getByTestId("slideshow")
    await expect(slideshow).toHaveAttribute("data-enhanced", "true")
    // Not hovering it: a pointer on the slideshow pauses it.
    await page.mouse.move(0, 0)
    return slideshow
  }

  /** The slide the script shows now (the others are hidden from everyone), as "n de N". */
  const current = (slideshow: Locator) => slideshow.locator("[data-testid=slide]:not([aria-hidden])")

  test(`advances every ${GALERIA_INTERVALO_MS / 1000} seconds by itself, not sooner`, async ({ page }) => {
    const slideshow = await openWithClock(page)
    const count = await slideshow.getByTestId("slide").count()
    expect(count).toBeGreaterThan(2)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `1 de ${count}`)
    await page.clock.runFor(GALERIA_INTERVALO_MS - 100)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `1 de ${count}`)
    await page.clock.runFor(100)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `2 de ${count}`)
    await page.clock.runFor(GALERIA_INTERVALO_MS - 100)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `2 de ${count}`)
    await page.clock.runFor(100)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `3 de ${count}`)
  })

  test("wraps from the last slide to the first", async ({ page }) => {
    const slideshow = await openWithClock(page)
    const count = await slideshow.getByTestId("slide").count()
    await slideshow.getByRole("button", { name: `Ir para a imagem ${count}` }).click()
    // The click leaves the pointer and the focus on the slideshow, which pause it: take both away.
    await page.mouse.move(0, 0)
    await slideshow.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expect(current(slideshow)).toHaveAttribute("aria-label", `${count} de ${count}`)
    await page.clock.runFor(GALERIA_INTERVALO_MS)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `1 de ${count}`)
  })

  test("stays still under prefers-reduced-motion, with no pause button", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    const slideshow = await openWithClock(page)
    const count = await slideshow.getByTestId("slide").count()
    await page.clock.runFor(3 * GALERIA_INTERVALO_MS)
    await expect(current(slideshow)).toHaveAttribute("aria-label", `1 de ${count}`)
    await expect(slideshow.getByRole("button", { name: "Pausar" })).toHaveCount(0)
  })
})

test.describe("gallery page on an empty database", () => {
  test("shows sample placeholders and no slideshow", async ({ page }) => {
    const response = await page.goto(`${E2E.vazio.url}/galeria`)
    expect(response?.status()).toBe(200)
    expect(await page.getByTestId("foto-exemplo").count()).toBeGreaterThan(0)
    await expect(page.getByText("Fotos ilustrativas")).toBeVisible()
    await expect(page.getByTestId("slideshow")).toHaveCount(0)
    await expect(page.getByText("Nenhuma imagem disponível no momento.")).toBeVisible()
  })
})
