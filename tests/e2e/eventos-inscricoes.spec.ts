// An event's places in the browser, with JavaScript and without
// (docs/decisions/events.md#places-are-kept-by-pocketbase): two members sign up for an event with one
// place, on the event's page; the first is confirmed, the second waits; the board sees both lists
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

/** The page's width past a 360 px screen, and its sign-up button's height. */
async function phoneFit(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 })
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
  await primeiro.goto(pagina)
  // One place, in the singular ("vaga", never "vagas").
  await expect(primeiro.getByTestId("presenca")).toContainText(/\b0 de 1 vaga(?!s)/)
  await primeiro.getByRole("button", { name: /^Confirmar presença/ }).click()
  await expect(primeiro.getByTestId("toast")).toContainText("Presença confirmada.")
  await expect(primeiro).toHaveURL(new RegExp(`${pagina}$`))
  await expect(primeiro.getByTestId("presenca")).toContainText(/\b1 de 1 vaga(?!s)/)
  await expect(primeiro.getByTestId("presenca")).toContainText("Sua presença: Confirmada")

  // The second, on the event's page, gets the waiting list.
  const segundo = await loggedInPage(browser, javaScriptEnabled, b.email, SENHA)
  await segundo.goto(pagina)
  await expect(segundo.getByRole("heading", { level: 1 })).toHaveText(titulo)
  await expect(segundo.getByText("Capacidade: 1 pessoa", { exact: true })).toBeVisible()
  await segundo.getByRole("button", { name: /^Confirmar presença/ }).click()
  await expect(segundo.getByTestId("toast")).toContainText("Você está na lista de espera (posição 1).")
  await expect(segundo.getByTestId("presenca")).toContainText("1 na lista de espera")
  await expect(segundo.getByTestId("presenca")).toContainText("Sua presença: Lista de espera (posição 1)")
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
  await segundo.reload()
  await expect(segundo.getByTestId("presenca")).toContainText("Sua presença: Confirmada")
  await page.reload()
  await expect(page.getByTestId("inscritos-confirmados")).toContainText(b.nome)
  await expect(page.getByText("Ninguém na lista de espera.")).toBeVisible()
  await primeiro.context().close()
  await segundo.context().close()
}
