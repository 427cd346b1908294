// The members' directory on a 360×780 phone, with JavaScript and without
// (docs/decisions/member-card-and-receipts.md#the-directory): a member sends their photo and joins the
// list in Meus Dados, sharing their WhatsApp; another member searches their name on /painel/socios
// and finds them, with the photo and 'Conversar no WhatsApp', and nothing wider than the screen.
// Each test makes its own two members.
import type { Page } from "@playwright/test"
import { phonePhoto } from "../support/imagens"
import { skipSplash } from "./public-helpers"
import { createMemberAccount, e2eAdmin, loggedInPage, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"

const SCREEN = { width: 360, height: 780 }
const SENHA = "senha-lista-socios-1"

test.use({ viewport: SCREEN })
test.beforeEach(async ({ context }) => skipSplash(context))

/** What makes the page scroll sideways on the phone (the deepest elements past its edge), if anything. */
const scrollsSideways = (page: Page) =>
  page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return []
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5
    return [...document.querySelectorAll("body *")]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`)
  }, SCREEN.width)

test("a member joins the directory in Meus Dados, and another finds them by name with 'Conversar no WhatsApp'", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const marca = `${testInfo.project.name.replace(/\W/g, "")}${Date.now()}`
  const nome = `Ludovico ${marca} Pereira`
  const socio = await createMemberAccount(`lista-${marca}`, SENHA, nome)
  const leitor = await createMemberAccount(`leitor-${marca}`, SENHA, `Leitor ${marca}`)
  await (await e2eAdmin()).collection("cadastro_geral").update(socio.id, { telefone: "(19) 98888-7777" })

  await logIn(page, socio.email, SENHA)
  await page.goto("/painel/meus-dados")
  const foto = page.getByRole("region", { name: "Sua foto" })
  await expect(foto).toContainText("Você ainda não enviou uma foto.")
  await foto
    .getByLabel("Foto")
    .setInputFiles({ name: "rosto.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() })
  await foto.getByRole("button", { name: "Enviar foto" }).click()
  await expect(page.getByTestId("toast")).toContainText("Foto salva")
  await expect(page.getByRole("img", { name: "Sua foto atual" })).toHaveAttribute(
    "src",
    new RegExp(`^/arquivos/cadastro_geral/${socio.id}/rosto_\\w+\\.jpg\\?thumb=96x96$`),
  )

  const lista = page.getByRole("region", { name: "Lista de sócios" })
  await expect(lista).toContainText("Só os sócios veem a lista")
  for (const box of [
    "Aparecer na lista de sócios",
    "Mostrar meu WhatsApp",
    "Mostrar meu aniversário (dia e mês)",
  ]) {
    await expect(lista.getByRole("checkbox", { name: box })).not.toBeChecked()
  }
  await lista.getByRole("checkbox", { name: "Aparecer na lista de sócios" }).check()
  await lista.getByRole("checkbox", { name: "Mostrar meu WhatsApp" }).check()
  await lista.getByRole("button", { name: "Salvar escolhas" }).click()
  await expect(page.getByTestId("toast")).toContainText("Você aparece na lista de sócios.")
  await expect(
    page
      .getByRole("region", { name: "Lista de sócios" })
      .getByRole("checkbox", { name: "Mostrar meu WhatsApp" }),
  ).toBeChecked()
  expect(await scrollsSideways(page)).toEqual([])

  const other = await loggedInPage(browser, javaScriptEnabled, leitor.email, SENHA)
  await other.setViewportSize(SCREEN)
  await other.goto("/painel/socios")
  await expect(other.getByTestId("minha-situacao")).toContainText("Você não aparece na lista.")
  await other.getByLabel("Buscar por nome").fill(marca)
  await other.getByRole("button", { name: "Buscar" }).click()
  await expect(other).toHaveURL(new RegExp(`/painel/socios\\?q=${marca}$`))
  const card = other.getByTestId("socios").getByRole("listitem")
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(nome)
  await expect(card).not.toContainText("Aniversário")
  await expect(card.getByRole("link", { name: "Conversar no WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5519988887777\?text=/,
  )
  await expect(card.locator("img")).toHaveAttribute(
    "src",
    /^\/arquivos\/cadastro_geral\/\w+\/rosto_\w+\.jpg\?thumb=96x96$/,
  )
  // The photo loads: the site serves it to the other member.
  await expect
    .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  expect(await scrollsSideways(other)).toEqual([])
  await other.context().close()
})
