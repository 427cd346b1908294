// An event's places in the browser, at 360 x 780, with JavaScript and without
// (docs/decisions/events.md#places-are-kept-by-pocketbase, #places-said-as-they-are-left): two
// members sign up for an event with one place, on the event's page; the first is confirmed and
// returned to the places' card, the second is offered the waiting list by name and told their
// position; the board sees both lists
// and downloads them; the first cancels and the second is confirmed. Each test works on an event
// and two throwaway members of its own, the event far ahead and deleted at the end, so the demo's
// next events (the home page's, the dashboard's, the agenda's first) stay the demo's for the other
// specs. The dashboard's buttons are the same component, posted to the same action
// (tests/integration/inscricoes-painel.test.ts reads them there).
import type { Browser, Page } from "@playwright/test"
import { e2eAdmin, createMemberAccount, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ role: "presidente" })

const SENHA = "senha-inscricao-1"
const DAY = 24 * 60 * 60 * 1000
const PHONE = { width: 360, height: 780 }

/** The page's width past a 360 px screen, and its sign-up button's height. */
async function phoneFit(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  const button = await page.getByRole("button", { name: /presença/ }).boundingBox()
  return { scrollWidth, buttonHeight: button?.height ?? 0 }
}

test("two members race for one place: the second waits, and gets it when the first cancels", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const admin = await e2eAdmin()
  const stamp = `${testInfo.project.name} ${Date.now()}`
  const titulo = `Pelada com vaga única ${stamp}`
  const evento = await admin.collection("eventos").create({
    titulo,
    data_evento: new Date(Date.now() + 400 * DAY).toISOString(),
    localizacao: "Campo municipal",
    capacidade: 1,
  })
  try {
    await raceForOnePlace(page, browser, javaScriptEnabled, { id: evento.id, titulo, stamp })
  } finally {
    await admin.collection("eventos").delete(evento.id)
  }
})

async function raceForOnePlace(
  page: Page,
  browser: Browser,
  javaScriptEnabled: boolean,
  { id, titulo, stamp }: { id: string; titulo: string; stamp: string },
) {
  const pagina = `/painel/eventos/${id}`
  const [a, b] = await Promise.all([
    createMemberAccount("inscricao-a", SENHA, `Primeiro Inscrito ${stamp}`),
    createMemberAccount("inscricao-b", SENHA, `Segundo Inscrito ${stamp}`),
  ])

  // The first signs up on the event's page.
  const primeiro = await loggedInPage(browser, javaScriptEnabled, a.email, SENHA)
  await primeiro.setViewportSize(PHONE)
  await primeiro.goto(pagina)
  // The places left, in the singular: never "0 de 1 vaga", which reads as none.
  await expect(primeiro.getByTestId("presenca")).toContainText("Resta 1 vaga")
  await primeiro.getByRole("button", { name: /^Confirmar presença/ }).click()
  await expect(primeiro.getByTestId("toast")).toContainText("Presença confirmada.")
  // Back at the card acted on: the address ends in its anchor and the card is on screen.
  await expect(primeiro).toHaveURL(new RegExp(`${pagina}#evento-${id}$`))
  await expect(primeiro.locator(`#evento-${id}`)).toBeInViewport()
  await expect(primeiro.getByTestId("presenca")).toContainText("Esgotado")
  await expect(primeiro.getByTestId("presenca")).toContainText("Sua presença está confirmada.")

  // The second, on the event's page, gets the waiting list.
  const segundo = await loggedInPage(browser, javaScriptEnabled, b.email, SENHA)
  await segundo.setViewportSize(PHONE)
  await segundo.goto(pagina)
  await expect(segundo.getByRole("heading", { level: 1 })).toHaveText(titulo)
  // The capacity under its label, the word written once.
  await expect(segundo.getByText("1 pessoa", { exact: true })).toBeVisible()
  await expect(segundo.getByText(/Capacidade: Capacidade/)).toHaveCount(0)
  // A full event offers the waiting list by name, never 'Confirmar presença'.
  await expect(segundo.getByRole("button", { name: /^Confirmar presença/ })).toHaveCount(0)
  await segundo.getByRole("button", { name: /^Esgotado — entrar na lista de espera/ }).click()
  await expect(segundo.getByTestId("toast")).toContainText("Você está na lista de espera (posição 1).")
  await expect(segundo.getByTestId("presenca")).toContainText("1 na lista de espera")
  await expect(segundo.getByTestId("presenca")).toContainText("Você está na lista de espera (posição 1).")
  // Nothing wider than a phone; the button is a thumb's height.
  const fit = await phoneFit(segundo)
  expect(fit.scrollWidth).toBeLessThanOrEqual(360)
  expect(fit.buttonHeight).toBeGreaterThanOrEqual(44)

  // The board sees who is confirmed and who waits, in order, and downloads both lists.
  await page.goto(pagina)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titulo)
  await expect(page.getByTestId("inscritos-confirmados")).toContainText(a.nome)
  await expect(page.getByTestId("inscritos-espera")).toContainText(b.nome)
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Baixar lista (CSV)" }).click(),
  ])
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString("utf8")
  })
  expect(csv.split("\r\n").slice(1, 3)).toEqual([
    expect.stringMatching(new RegExp(`^Confirmada;1;${a.nome};`)),
    expect.stringMatching(new RegExp(`^Lista de espera;1;${b.nome};`)),
  ])

  // The first cancels; the place passes to the second.
  await primeiro.goto(pagina)
  await primeiro.getByRole("button", { name: /^Cancelar presença/ }).click()
  await expect(primeiro.getByTestId("toast")).toContainText("Presença cancelada.")
  await expect(primeiro.getByTestId("presenca")).not.toContainText("Sua presença")
  await expect(primeiro.getByTestId("presenca")).not.toContainText("lista de espera (posição")
  await segundo.reload()
  await expect(segundo.getByTestId("presenca")).toContainText("Sua presença está confirmada.")
  await page.reload()
  await expect(page.getByTestId("inscritos-confirmados")).toContainText(b.nome)
  await expect(page.getByText("Ninguém na lista de espera.")).toBeVisible()
  await primeiro.context().close()
  await segundo.context().close()
}
