// The member's card on a cheap phone (360×780), with JavaScript and without (issue #51): a member opens
// their card, a visitor scans it (opens its check's address in a browser of their own) and reads
// 'Sócio em dia'; the member's due is left open past its day and the same address says 'Sócio com
// pendências'. With JavaScript the card opens offline too, from the worker's copy, saying when its
// status was read, and 'Sair' leaves no copy behind.
import type { Browser } from "@playwright/test"
import { VERIFICACAO } from "@veteranos/domain/carteirinha"
import { daysFromToday } from "../support/hoje"
import { expectAccessible, skipSplash } from "./public-helpers"
import { createMemberAccount, e2eAdmin, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"

const SCREEN = { width: 360, height: 780 }
const SENHA = "senha-carteirinha-1"

test.use({ viewport: SCREEN })
test.beforeEach(async ({ context }) => skipSplash(context))

/** A visitor's phone: a browser of its own, nobody logged in, JavaScript as the project has it. */
async function visitorPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled,
    viewport: SCREEN,
  })
  return context.newPage()
}

test("a member shows their card and a visitor checks it: 'Sócio em dia', then 'Sócio com pendências' once a due is late", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const membro = await createMemberAccount(
    `carteirinha-${testInfo.project.name}`,
    SENHA,
    "Carlos Alberto Nogueira",
  )
  await logIn(page, membro.email, SENHA)
  await page.goto("/painel/carteirinha")

  const cartao = page.getByTestId("carteirinha")
  await expect(cartao.getByText("Carlos Alberto Nogueira")).toBeVisible()
  await expect(page.getByTestId("situacao")).toHaveText("Em dia")
  await expect(cartao.getByText(/^Situação em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible()
  await expect(page.getByTestId("carteirinha-qrcode").locator("svg")).toBeVisible()
  await expect(page.getByRole("link", { name: "Gerar novo código" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width)
  // axe runs in the page: with JavaScript only.
  if (javaScriptEnabled) await expectAccessible(page)
  const endereco = (await cartao.locator("figcaption").textContent())!.trim()
  expect(endereco).toMatch(/^https?:\/\/[^/]+\/verificar\/[a-z2-9]{32}$/)

  const visitante = await visitorPage(browser, javaScriptEnabled)
  await visitante.goto(endereco)
  await expect(visitante.getByRole("heading", { level: 1 })).toHaveText(VERIFICACAO.em_dia)
  await expect(visitante.getByText("Carlos N.", { exact: true })).toBeVisible()
  await expect(visitante.getByText(/^Verificado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible()
  expect(await visitante.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SCREEN.width,
  )
  if (javaScriptEnabled) await expectAccessible(visitante)

  const admin = await e2eAdmin()
  await admin.collection("mensalidades").create({
    associado_id: membro.id,
    descricao: "Mensalidade em atraso",
    valor: 80,
    data_vencimento: `${daysFromToday(-3)} 00:00:00.000Z`,
    status: "pendente",
  })
  await visitante.reload()
  await expect(visitante.getByRole("heading", { level: 1 })).toHaveText(VERIFICACAO.pendente)
  await expect(visitante.getByText("80,00")).toHaveCount(0)
  await visitante.context().close()

  await page.reload()
  await expect(page.getByTestId("situacao")).toContainText("Pendente")
  await expect(page.getByTestId("situacao").getByRole("link", { name: "Pagar" })).toBeVisible()
})

test("with JavaScript, the card opens offline from the worker's copy, saying when its status was read, until 'Sair'", async ({
  page,
  context,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the worker needs JavaScript; without it the browser's cache is all there is")
  const membro = await createMemberAccount(
    `carteirinha-offline-${testInfo.project.name}`,
    SENHA,
    "Davi Offline",
  )
  await logIn(page, membro.email, SENHA)
  await page.goto("/painel/carteirinha")
  const situacao = page.getByText(/^Situação em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(situacao).toBeVisible()
  // The worker has kept the card once its copy is in its cache.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("carteirinha-v1")
        return Boolean(await cache.match("/painel/carteirinha"))
      }),
    )
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  // Offline indeed: the site itself answers nothing.
  expect(
    await page.evaluate(() =>
      fetch("/healthcheck").then(
        () => "rede",
        () => "sem rede",
      ),
    ),
  ).toBe("sem rede")
  await expect(page.getByTestId("carteirinha").getByText("Davi Offline")).toBeVisible()
  await expect(situacao).toBeVisible()
  // Its stylesheet came from the copy too: the card is drawn, not bare HTML.
  expect(
    await page.getByTestId("carteirinha").evaluate((card) => getComputedStyle(card).borderRadius),
  ).not.toBe("0px")
  await context.setOffline(false)

  // 'Sair' leaves nothing of the card behind on the phone.
  await page.goto("/painel/carteirinha")
  await page.getByTestId("menu-movel").locator("summary").click()
  await page.getByTestId("menu-movel").getByRole("button", { name: "Sair" }).click()
  await expect(page).toHaveURL(/\/(#conteudo)?$/)
  await expect.poll(() => page.evaluate(() => caches.has("carteirinha-v1"))).toBe(false)
})
