// 'Galeria' as a board member, with JavaScript and without: two photos sent in one post are on the
// public /galeria at once, as thumbnails, and gone once deleted; a file that is no image is refused
// by its bytes, whatever its name says. Each test works on a title of its own and removes what it
// leaves behind, since other tests count the demo photos. Entering the page is the role matrix's
// (auth-painel.spec.ts); here, a member's upload is refused before anything is stored.
import { JPEG, WEBP } from "../support/form-data"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

/** Removes the association's photos whose title starts with `titulo` (a batch numbers them). */
async function removeFotos(titulo: string) {
  const admin = await e2eAdmin()
  const left = await admin
    .collection("fotos")
    .getFullList({ filter: admin.filter("titulo ~ {:titulo}", { titulo: `${titulo}%` }) })
  await Promise.all(left.map((record) => admin.collection("fotos").delete(record.id)))
  return left.length
}

test.describe("a board member", () => {
  test.use({ role: "diretoria" })
  let titulo = ""
  test.afterEach(async () => {
    if (titulo) await removeFotos(titulo)
    titulo = ""
  })

  test("sends two photos in one post, which /galeria shows as thumbnails, then deletes them", async ({
    page,
  }, testInfo) => {
    titulo = `Jogo ${testInfo.project.name} ${Date.now()}`
    await page.goto("/painel/galeria")
    // The school's gallery is the president's and the coordinator's: a board member has no tabs
    // (docs/decisions/youth-school.md#image-consent-in-the-gallery).
    await expect(page.getByRole("navigation", { name: "Galerias" })).toHaveCount(0)
    await page.getByRole("link", { name: "Enviar Fotos" }).click()
    const enviar = page.getByRole("dialog", { name: "Enviar Fotos" })
    await enviar.getByLabel("Fotos").setInputFiles([
      { name: "jogo.jpg", mimeType: "image/jpeg", buffer: JPEG },
      { name: "festa.webp", mimeType: "image/webp", buffer: WEBP },
    ])
    await enviar.getByLabel("Título").fill(titulo)
    // Today's date, already filled in: the newest photos, first on /galeria.
    await enviar.getByRole("button", { name: "Enviar fotos" }).click()
    await expect(page.getByTestId("toast")).toContainText("2 fotos enviadas")
    const rows = page.getByTestId("fotos").locator("tbody tr").filter({ hasText: titulo })
    await expect(rows).toHaveCount(2)

    await page.goto("/galeria")
    for (const n of [1, 2]) {
      const image = page.getByTestId("foto").getByRole("img", { name: `${titulo} (${n})`, exact: true })
      await expect(image).toHaveAttribute("src", /\?thumb=/)
      await expect(image).toHaveAttribute("srcset", /\?thumb=/)
    }
    // The thumbnail itself is served (PocketBase makes it from the photo).
    const src = await page.getByRole("img", { name: `${titulo} (1)`, exact: true }).getAttribute("src")
    const thumbnail = await page.request.get(src!)
    expect(thumbnail.status()).toBe(200)
    expect(thumbnail.headers()["content-type"]).toMatch(/^image\//)

    await page.goto("/painel/galeria")
    for (const left of [1, 0]) {
      await rows
        .first()
        .getByRole("link", { name: /^Excluir/ })
        .click()
      await page
        .getByRole("dialog", { name: "Excluir Foto" })
        .getByRole("button", { name: "Excluir" })
        .click()
      await expect(page.getByTestId("toast")).toContainText("Foto excluída")
      await expect(rows).toHaveCount(left)
    }
    expect(await (await page.request.get("/galeria")).text()).not.toContain(titulo)
  })

  test("has a file that is no image refused, whatever its name", async ({ page }, testInfo) => {
    // PocketBase reads the file's bytes; the browser's form is the same with JavaScript or without.
    test.skip(testInfo.project.name === "js", "the refusal does not depend on JavaScript")
    titulo = `Recusada ${Date.now()}`
    await page.goto("/painel/galeria?acao=enviar")
    const enviar = page.getByRole("dialog", { name: "Enviar Fotos" })
    await enviar.getByLabel("Fotos").setInputFiles({
      name: "foto.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Isto é um texto, não uma foto.\n"),
    })
    await enviar.getByLabel("Título").fill(titulo)
    await enviar.getByRole("button", { name: "Enviar fotos" }).click()
    // The dialog stays open, naming the file and why.
    await expect(enviar).toContainText("Nenhuma foto foi enviada.")
    await expect(enviar).toContainText("foto.jpg: Envie uma imagem JPEG, PNG ou WebP.")
    await expect(enviar.getByLabel("Título")).toHaveValue(titulo)
    expect(await removeFotos(titulo)).toBe(0)
  })
})

test.describe("a member", () => {
  test.use({ role: "associado" })
  // A request, not a page: one project is enough.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the refusal does not depend on JavaScript")

  test("has photos' upload refused, and nothing stored", async ({ page }) => {
    const titulo = `Upload recusado ${Date.now()}`
    const response = await page.request.post("/painel/galeria", {
      multipart: {
        intent: "enviar",
        titulo,
        data: "2024-05-01",
        imagens: { name: "jogo.jpg", mimeType: "image/jpeg", buffer: JPEG },
      },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(await removeFotos(titulo)).toBe(0)
  })
})
