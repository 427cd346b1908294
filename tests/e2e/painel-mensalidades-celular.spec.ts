// Paying a due on a cheap phone (360×780), with JavaScript and without (issue #31): the 'copia e
// cola' code and 'Copiar código PIX' come first, on the first screen, the QR code below them;
// 'Já paguei' opens WhatsApp to the treasurer with the due written in; the dashboard says what is
// owed in R$ and when. What is expected is read from the demo data, not written here.
import type { Locator } from "@playwright/test"
import { FINANCEIRO, normalizeCargo } from "@veteranos/domain/cargos"
import { inTerm } from "@veteranos/domain/mandatos"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { formatDate, formatMoney } from "~/utils/format"
import { DEMO_ACCOUNTS } from "../support/accounts"
import { skipSplash } from "./public-helpers"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

const SCREEN = { width: 360, height: 780 }

test.use({ role: "associado", viewport: SCREEN })
test.beforeEach(async ({ context }) => skipSplash(context))

type Due = { id: string; descricao: string; valor: number; data_vencimento: string }

/** The demo member's pending dues, the oldest first: what they owe. */
async function pendingDues(): Promise<Due[]> {
  const admin = await e2eAdmin()
  const dues = await admin.collection("mensalidades").getFullList<Due>({
    filter: admin.filter('status = "pendente" && associado_id.email = {:email}', {
      email: DEMO_ACCOUNTS.associado.email,
    }),
    sort: "data_vencimento,created",
  })
  return dues.map((due) => ({ ...due, data_vencimento: due.data_vencimento.slice(0, 10) }))
}

/**
 * The phone 'Já paguei' writes to, as the demo data writes it (DDD and number): the current financial
 * director's, else the association's WhatsApp.
 */
async function treasurerDigits(): Promise<string> {
  const admin = await e2eAdmin()
  const seats = await admin.collection("diretoria").getFullList<{
    cargo: string
    tipo: string
    telefone: string
    inicio_mandato: string
    fim_mandato: string
  }>({ filter: 'tipo = "diretoria"' })
  const hoje = todayInSaoPaulo()
  const seat = seats.find(
    (s) => normalizeCargo(s.cargo) === FINANCEIRO && inTerm(s, hoje) && s.telefone.replace(/\D/g, ""),
  )
  const settings = await admin.collection("configuracoes").getFirstListItem<{ whatsapp: string }>("")
  return (seat?.telefone ?? settings.whatsapp).replace(/\D/g, "")
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found, String(locator)).not.toBeNull()
  return found!
}

/** Within the screen's width, and starting on the first screen. */
async function expectOnFirstScreen(locator: Locator) {
  const { x, y, width } = await box(locator)
  expect(x).toBeGreaterThanOrEqual(0)
  expect(x + width).toBeLessThanOrEqual(SCREEN.width)
  expect(y).toBeLessThan(SCREEN.height)
}

test("the pay page shows the PIX code first and the QR code below it, for paying from another device", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const [due] = await pendingDues()
  expect(due, "the demo member has a pending due").toBeDefined()
  await page.goto(`/painel/mensalidades/${due!.id}/pagar`)
  await expect(page.getByTestId("valor")).toHaveText(formatMoney(due!.valor))

  const codigo = page.getByLabel("PIX Copia e Cola")
  await expect(codigo).toHaveText(/^000201.*br\.gov\.bcb\.pix/)
  const copiar = page.getByRole("button", { name: "Copiar código PIX" })
  const qrCode = page.getByTestId("pix-qrcode")
  await expect(qrCode.locator("svg")).toBeVisible()
  // The QR code sits under its own line, below the code.
  const outroAparelho = page.getByRole("heading", { name: "Para pagar de outro aparelho" })
  await expect(outroAparelho).toBeVisible()

  if (javaScriptEnabled) {
    await expect(copiar).toBeVisible()
    await expectOnFirstScreen(copiar)
    expect((await box(copiar)).y).toBeLessThan((await box(qrCode)).y)
  } else {
    await expect(copiar).toHaveCount(0)
  }
  await expectOnFirstScreen(codigo)
  const codigoBox = await box(codigo)
  expect(codigoBox.y + codigoBox.height).toBeLessThanOrEqual((await box(outroAparelho)).y)
  expect((await box(outroAparelho)).y).toBeLessThan((await box(qrCode)).y)
  const qrBox = await box(qrCode)
  expect(qrBox.x + qrBox.width).toBeLessThanOrEqual(SCREEN.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width)

  // 'Já paguei' (under the code) writes to the treasurer, naming the due, its amount and due date.
  const jaPaguei = page.getByRole("link", { name: "Já paguei: avisar pelo WhatsApp" })
  expect((await box(jaPaguei)).y).toBeGreaterThan(codigoBox.y)
  const href = new URL((await jaPaguei.getAttribute("href"))!)
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/55${await treasurerDigits()}`)
  const message = href.searchParams.get("text")!
  expect(message).toContain(due!.descricao)
  expect(message).toContain(formatMoney(due!.valor))
  expect(message).toContain(formatDate(due!.data_vencimento))
  expect(message).toMatch(/^Olá! Aqui é João\. Já paguei pelo PIX/)

  if (javaScriptEnabled) {
    // 'Copiar código PIX' puts the code in the clipboard, and says so.
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await copiar.click()
    await expect(page.getByRole("button", { name: "Copiado!" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await codigo.textContent())
  }
})

test("the dashboard's dues card says what the member owes in R$ and the next due date", async ({ page }) => {
  const card = page.getByTestId("card-mensalidades")
  // The treasurer's tests may launch a month meanwhile: the data and the page are read together until they agree.
  await expect(async () => {
    const dues = await pendingDues()
    await page.goto("/painel")
    const cents = dues.reduce((sum, due) => sum + Math.round(due.valor * 100), 0)
    expect(await card.getByTestId("card-mensalidades-total").textContent()).toBe(formatMoney(cents / 100))
    const detalhe = (await card.getByTestId("card-mensalidades-detalhe").textContent()) ?? ""
    const [oldest] = dues
    expect(oldest, "the demo member has a pending due").toBeDefined()
    const quando = oldest!.data_vencimento < todayInSaoPaulo() ? "Vencida desde" : "Próximo vencimento:"
    expect(detalhe).toContain(`${quando} ${formatDate(oldest!.data_vencimento)}`)
    expect(await card.getByRole("link", { name: `Pagar ${oldest!.descricao}` }).getAttribute("href")).toBe(
      `/painel/mensalidades/${oldest!.id}/pagar`,
    )
  }).toPass()
  await expect(card.getByRole("link", { name: "Ver mensalidades" })).toHaveAttribute(
    "href",
    "/painel/mensalidades",
  )
  await expectOnFirstScreen(card.getByTestId("card-mensalidades-total"))
})
