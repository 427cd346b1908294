// The coordinator marks the children on a school photo from a phone, with JavaScript and without
// (docs/decisions/youth-school.md#image-consent-in-the-gallery): the dialog's search finds the
// enrolled children, a child chosen stays chosen across searches, and a photo marking Sofia (the
// demo's child without image authorisation) sent with 'Publicar' is refused with her first name
// beside the form; nothing is stored. Each project sends a title of its own, removed afterwards.
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { JPEG } from "../support/form-data"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"

test.use({ role: "coordenador", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

test("a photo marking a child without image authorisation is not published, and says why", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const admin = await e2eAdmin()
  const titulo = `Treino marcado ${testInfo.project.name} ${Date.now()}`
  const stored = () =>
    admin
      .collection("galeria_escolinha")
      .getFullList({ filter: admin.filter("titulo ~ {:titulo}", { titulo }) })
  try {
    await page.goto("/painel/galeria")
    if (javaScriptEnabled) await waitForHydration(page)
    await page.getByRole("link", { name: "Enviar Fotos" }).click()
    const dialog = page.getByRole("dialog", { name: "Enviar Fotos" })
    const busca = dialog.getByRole("searchbox", { name: "Buscar criança matriculada" })
    const sofia = dialog.getByRole("checkbox", { name: /^Sofia Pereira Gomes/ })
    const lucas = dialog.getByRole("checkbox", { name: /^Lucas Pereira Gomes/ })

    await busca.fill("sofia")
    await dialog.getByRole("button", { name: "Buscar" }).click()
    await expect(sofia).toBeVisible()
    await expect(dialog.getByText("Sem autorização de uso de imagem")).toBeVisible()
    await expect(lucas).toHaveCount(0)
    // The whole row is the tap target (docs/decisions/phones-and-touch.md#tap-targets).
    const row = await dialog
      .locator("label", { has: page.getByRole("checkbox", { name: /^Sofia Pereira Gomes/ }) })
      .boundingBox()
    expect(row?.height).toBeGreaterThanOrEqual(44)
    await sofia.check()

    // Another search keeps Sofia chosen beside what it finds.
    await busca.fill("lucas")
    await dialog.getByRole("button", { name: "Buscar" }).click()
    await expect(lucas).toBeVisible()
    await expect(sofia).toBeChecked()
    await lucas.check()

    await dialog.getByRole("checkbox", { name: "Publicar" }).check()
    await dialog
      .getByLabel("Fotos")
      .setInputFiles({ name: "treino.jpg", mimeType: "image/jpeg", buffer: JPEG })
    await dialog.getByLabel("Título").fill(titulo)
    await dialog.getByRole("button", { name: "Enviar fotos" }).click()

    await expect(dialog.getByText(ESCOLINHA_MENSAGENS.semImagem("Sofia")).first()).toBeVisible()
    // The form keeps what was chosen.
    await expect(sofia).toBeChecked()
    await expect(lucas).toBeChecked()
    await expect(dialog.getByRole("checkbox", { name: "Publicar" })).toBeChecked()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await stored()).toEqual([])
  } finally {
    for (const foto of await stored()) await admin.collection("galeria_escolinha").delete(foto.id)
  }
})
