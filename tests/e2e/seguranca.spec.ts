// The two-step login and 'Segurança' on a 360 px phone, with JavaScript and without (issue #50;
// docs/decisions/two-step-login.md): a treasurer of this test's own (a financeiro seat the superuser
// gives a new account, so no demo account's second step changes) logs in with the code from the
// e-mail and is taken to set a second step up; sets up an authenticator, whose codes the test
// computes from the secret the page writes out; logs out and in with the app's code; uses a recovery
// code once (the second use is refused); and, from a second browser, ends the other session.
import type { Locator, Page } from "@playwright/test"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { base32Bytes, hotp, TOTP_PASSO_S } from "@veteranos/domain/totp"
import { skipSplash } from "./public-helpers"
import { createMemberAccount, e2eAdmin, SEGUNDA_ETAPA, submitLogin, typeEmailedCode } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { E2E } from "./support/servers"

const WIDTH = 360
test.use({ viewport: { width: WIDTH, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

const SENHA = "Seguranca-do-tesoureiro-1"
// The second browser: another phone on another network (the site trusts one proxy's X-Forwarded-For).
const OUTRO_CELULAR = {
  userAgent: "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
  extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.7" },
}

/** The authenticator's code for the TOTP step `step` (RFC 6238), from the secret the page shows. */
const totp = (segredo: string, step: number) => hotp(base32Bytes(segredo), step)
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PASSO_S)

/** The page's main button is on the screen, 44 px tall, and nothing is wider than the screen. */
async function fitsThePhone(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded()
  await expect(button).toBeInViewport()
  const box = (await button.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
}

const confirmar = (page: Page) => page.getByRole("button", { name: "Confirmar", exact: true })

/** 'Sair' (in the header's menu, folded on a phone), then the password: the second page again. */
async function logOutAndIn(page: Page, email: string) {
  const menu = page.getByTestId("menu-movel")
  await menu.getByLabel("Abrir menu").click()
  await menu.getByRole("button", { name: "Sair" }).click()
  await expect(page).toHaveURL(`${E2E.demo.url}/`)
  await page.goto("/login")
  await submitLogin(page, email, SENHA)
  await expect(page).toHaveURL(SEGUNDA_ETAPA)
}

/** On the second page, a recovery code instead of the authenticator's. */
async function useRecoveryCode(page: Page, codigo: string) {
  await page.getByRole("link", { name: "Usar um código de recuperação" }).click()
  await expect(page).toHaveURL(/recuperacao=1/)
  await page.getByLabel("Código de recuperação").fill(codigo)
  await confirmar(page).click()
}

const loggedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/painel(#conteudo)?$/)
  await expect(page.getByTestId("toast")).toContainText("Login realizado com sucesso!")
}

test("the treasurer logs in with the e-mailed code, sets up an authenticator, logs in with it and with a recovery code once, and ends another session", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000)
  const projeto = testInfo.project.name.startsWith("no-js") ? "semjs" : "comjs"
  const admin = await e2eAdmin()
  const tesoureiro = await createMemberAccount(`tesoureiro-${projeto}`, SENHA, `Tesoureiro ${projeto}`)
  const { email } = tesoureiro
  const seat = await admin
    .collection("diretoria")
    .create({ idCadGeral: tesoureiro.id, cargo: "financeiro", tipo: "diretoria" })
  try {
    // The password leads to the second page, where the e-mailed code is asked; nothing of the panel
    // is reachable meanwhile.
    await page.goto("/login")
    const since = Date.now()
    await submitLogin(page, email, SENHA)
    await expect(page).toHaveURL(SEGUNDA_ETAPA)
    await expect(page.getByRole("heading", { name: "Segunda etapa" })).toBeVisible()
    await expect(
      page.getByText("Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos."),
    ).toBeVisible()
    const campo = page.getByLabel(MENSAGENS.digite)
    await expect(campo).toHaveAttribute("autocomplete", "one-time-code")
    await expect(campo).toHaveAttribute("inputmode", "numeric")
    await fitsThePhone(page, confirmar(page))
    const painel = await page.request.get("/painel", { maxRedirects: 0 })
    expect(painel.status()).toBeGreaterThanOrEqual(300)
    expect(painel.status()).toBeLessThan(400)
    expect(painel.headers()["location"]).toMatch(/^\/login/)
    await typeEmailedCode(page, email, since)

    // A seat without a second step is taken to set one up, with the reason.
    await expect(page).toHaveURL(/\/painel\/seguranca/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Segurança")
    await expect(page.getByText(MENSAGENS.motivo)).toBeVisible()
    await expect(page.getByText("Segunda etapa: desligada")).toBeVisible()
    const configurar = page.getByRole("button", { name: "Configurar aplicativo autenticador" })
    await fitsThePhone(page, configurar)

    // The authenticator: the QR code and the secret written out; its first code turns it on.
    await configurar.click()
    const qr = page.getByRole("img", { name: "QR code para o aplicativo autenticador" })
    await expect(qr).toBeVisible()
    expect((await qr.boundingBox())!.width).toBeLessThanOrEqual(WIDTH)
    await expect(page.getByText("Chave para digitar no aplicativo:")).toBeVisible()
    const chave = page.locator("code").filter({ hasText: /^[A-Z2-7]{4}( [A-Z2-7]{4})+$/ })
    const segredo = (await chave.textContent())!.replace(/\s/g, "")
    const ativar = page.getByRole("button", { name: "Ativar aplicativo" })
    await fitsThePhone(page, ativar)
    const passoAtivado = stepNow()
    await page.getByLabel("Código do aplicativo").fill(totp(segredo, passoAtivado))
    await ativar.click()
    await expect(page.getByRole("heading", { name: "Códigos de recuperação" })).toBeVisible()
    await expect(
      page.getByText(
        "Guarde estes códigos em lugar seguro: cada um vale uma única vez e eles não serão mostrados de novo.",
      ),
    ).toBeVisible()
    const codigos = await page.getByTestId("codigos").getByRole("listitem").allTextContents()
    expect(codigos).toHaveLength(10)
    for (const codigo of codigos) expect(codigo.trim()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const [primeiro, segundo, terceiro] = codigos.map((codigo) => codigo.trim())
    await expect(page.getByText("Segunda etapa: aplicativo autenticador")).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)

    // Out and in again with the app. Its code at set-up is spent: the next step's, still within
    // the tolerance of one step either side.
    await logOutAndIn(page, email)
    await expect(
      page.getByText("Abra o aplicativo autenticador e digite o código que ele mostra."),
    ).toBeVisible()
    await page.getByLabel(MENSAGENS.digite).fill(totp(segredo, Math.max(passoAtivado + 1, stepNow())))
    await confirmar(page).click()
    await loggedIn(page)

    // A recovery code works once; the second time it is refused, and another one works.
    await logOutAndIn(page, email)
    await useRecoveryCode(page, primeiro!)
    await loggedIn(page)
    await logOutAndIn(page, email)
    await useRecoveryCode(page, primeiro!)
    await expect(page.getByText(MENSAGENS.recuperacaoIncorreta).first()).toBeVisible()
    await expect(page).toHaveURL(SEGUNDA_ETAPA)
    await page.getByLabel("Código de recuperação").fill(segundo!)
    await confirmar(page).click()
    await loggedIn(page)

    // A second phone logs in; the first sees both sessions and ends the other one.
    const outro = await browser.newContext({
      ...OUTRO_CELULAR,
      javaScriptEnabled,
      viewport: { width: WIDTH, height: 780 },
      storageState: { cookies: [], origins: [] },
    })
    try {
      await skipSplash(outro)
      const celular = await outro.newPage()
      await celular.goto("/login")
      await submitLogin(celular, email, SENHA)
      await expect(celular).toHaveURL(SEGUNDA_ETAPA)
      await useRecoveryCode(celular, terceiro!)
      await loggedIn(celular)

      await page.goto("/painel/seguranca")
      await expect(page.getByRole("heading", { name: "Sessões ativas" })).toBeVisible()
      const sessoes = page.getByRole("listitem").filter({ hasText: "Última atividade:" })
      await expect(sessoes).toHaveCount(2)
      const esta = sessoes.filter({ hasText: "Este aparelho" })
      await expect(esta).toContainText("Rede 127.0.0.0/24")
      await expect(esta.getByRole("button", { name: "Encerrar", exact: true })).toHaveCount(0)
      const outra = sessoes.filter({ hasText: "Firefox em Android" })
      await expect(outra).toContainText("Rede 203.0.113.0/24")
      await expect(outra).toContainText(/Última atividade: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)
      await expect(outra).not.toContainText("Este aparelho")
      await outra.getByRole("button", { name: "Encerrar", exact: true }).click()
      await expect(sessoes).toHaveCount(1)
      await expect(sessoes).toContainText("Este aparelho")

      // The ended session is refused at its next request; this one stays.
      await celular.goto("/painel")
      await expect(celular).toHaveURL(/\/login\?redirectTo=%2Fpainel$/)
      await page.goto("/painel")
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Olá,")
    } finally {
      await outro.close()
    }
  } finally {
    await admin.collection("diretoria").delete(seat.id)
  }
})
