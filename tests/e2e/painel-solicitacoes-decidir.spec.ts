// Deciding a membership request from its details on a phone (360×780), with JavaScript and without:
// the president reads everything the applicant sent, then approves or rejects in the same dialog;
// when the welcome e-mail cannot go, the set-password link is handed over whole, with 'Copiar' and
// a WhatsApp message that carries it. Each test decides requests of its own (a unique word).
import type { Page } from "@playwright/test"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"
import { UNDELIVERABLE_DOMAIN, waitForMail } from "./support/mail"
import { E2E } from "./support/servers"
import { createPedido, detail, openDialog, PAGE, row, uniqueWord } from "./support/solicitacoes"

test.use({ role: "presidente", viewport: { width: 360, height: 780 } })

const storedStatus = async (id: string) =>
  (await (await e2eAdmin()).collection("pedido_socio").getOne(id)).status as string

/** The page is no wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

/** The request's details dialog, opened from its row on the list searched for `word`. */
async function openDetails(page: Page, word: string, nome: string, javaScriptEnabled: boolean) {
  await page.goto(`${PAGE}?q=${word}`)
  if (javaScriptEnabled) await waitForHydration(page)
  return openDialog(page, nome, "Ver", "Detalhes da Solicitação")
}

test("shows everything the applicant sent, RG included, and approves the request from its details", async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord()
  const pedido = await createPedido(word, "Anselmo Figueira")
  const details = await openDetails(page, word, pedido.nome, javaScriptEnabled)
  // The decision is on the screen as the dialog opens, its details scrolling above it.
  await expect(details.getByRole("button", { name: "Aprovar" })).toBeInViewport({ ratio: 1 })
  await expect(details.getByRole("button", { name: "Reprovar" })).toBeInViewport({ ratio: 1 })

  await expect(detail(details, "Nome")).toHaveText(pedido.nome)
  await expect(detail(details, "Email")).toHaveText(pedido.email)
  await expect(detail(details, "Telefone")).toHaveText("(11) 98765-4321")
  await expect(detail(details, "CPF")).toHaveText("529.982.247-25")
  await expect(detail(details, "RG")).toHaveText("12.345.678-9")
  await expect(detail(details, "Data de nascimento")).toHaveText("09/03/1971")
  await expect(detail(details, "Endereço")).toHaveText("Rua das Palmeiras, 215 – Centro")
  await expect(detail(details, "Status")).toHaveText("Pendente")

  await details.getByRole("button", { name: "Aprovar" }).click()
  const toast = page.getByTestId("toast")
  await expect(toast).toContainText(`Solicitação de ${pedido.nome} aprovada.`)
  await expect(toast).toContainText("Novo cadastro criado; o link para criar a senha foi enviado por e-mail.")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(page).not.toHaveURL(/acao=/)
  await expect(row(page, pedido.nome)).toContainText("Aprovado")
  expect(await storedStatus(pedido.id)).toBe("aprovado")
  expect((await waitForMail(pedido.email)).html).toContain("/recuperar-senha/")

  // Once decided, its details offer no decision any more.
  const decided = await openDialog(page, pedido.nome, "Ver", "Detalhes da Solicitação")
  await expect(detail(decided, "Status")).toHaveText("Aprovado")
  await expect(decided.getByRole("button", { name: /Aprovar|Reprovar/ })).toHaveCount(0)
})

test("rejects the request from its details", async ({ page, javaScriptEnabled }) => {
  // A plain form post either way: without JavaScript is the stricter case.
  test.skip(javaScriptEnabled, "the same form with JavaScript is covered by the approval")
  const word = uniqueWord()
  const pedido = await createPedido(word, "Rosalvo Peixoto")
  const details = await openDetails(page, word, pedido.nome, javaScriptEnabled)

  await details.getByRole("button", { name: "Reprovar" }).click()
  await expect(page.getByTestId("toast")).toContainText(`Solicitação de ${pedido.nome} reprovada.`)
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(row(page, pedido.nome)).toContainText("Reprovado")
  expect(await storedStatus(pedido.id)).toBe("reprovado")
  expect((await waitForMail(pedido.email)).subject).toContain("Sua solicitação de filiação")
})

test("when the welcome e-mail cannot go, hands over the set-password link whole, to copy or send by WhatsApp", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const word = uniqueWord()
  const pedido = await createPedido(word, "Belmiro Cavalcante", "pendente", UNDELIVERABLE_DOMAIN)
  const details = await openDetails(page, word, pedido.nome, javaScriptEnabled)
  await details.getByRole("button", { name: "Aprovar" }).click()

  const toast = page.getByTestId("toast")
  await expect(toast).toContainText("O e-mail de boas-vindas não pôde ser enviado.")
  const box = toast.getByTestId("toast-link")
  await expect(box).toHaveText(new RegExp(`^${E2E.demo.url}/recuperar-senha/[\\w.-]+$`))
  const link = (await box.textContent())!
  // Whole on the phone: the box wraps inside the screen, and the page does not scroll sideways.
  const bounds = (await box.boundingBox())!
  expect(bounds.x).toBeGreaterThanOrEqual(0)
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(360)
  await expectNoSidewaysScroll(page)

  // The WhatsApp message to the applicant's phone carries the link itself.
  const whatsapp = toast.getByRole("link", { name: "Avisar pelo WhatsApp" })
  const href = new URL((await whatsapp.getAttribute("href"))!)
  expect(href.origin + href.pathname).toBe("https://wa.me/5511987654321")
  const text = href.searchParams.get("text")!
  expect(text).toMatch(/^Olá, Belmiro! Aqui é da .+\. A sua solicitação de filiação foi aprovada\. /)
  expect(text.endsWith(`Para criar a sua senha e entrar no painel, use este link: ${link}`)).toBe(true)

  // 'Copiar' with JavaScript; without it the box is selectable text.
  const copiar = toast.getByRole("button", { name: "Copiar" })
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await copiar.click()
    await expect(toast.getByRole("button", { name: "Copiado!" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  } else {
    await expect(copiar).toHaveCount(0)
  }
  await expect(row(page, pedido.nome)).toContainText("Aprovado")
  expect(await storedStatus(pedido.id)).toBe("aprovado")
})
