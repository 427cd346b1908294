// The panel's dialogs on a 360 px phone, with JavaScript (a modal opened in place) and without (the
// page the link loads): each opens by its link, as a person taps it, with its box inside the screen
// and its heading and close link in view, with no sideways scrolling
// (docs/decisions/phones-and-touch.md#dialogs-open-where-the-person-is).
import type { Locator, Page } from "@playwright/test"
import type { DemoRole } from "../support/accounts"
import { skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"
import { createPedido, uniqueWord } from "./support/solicitacoes"

const WIDTH = 360
test.use({ viewport: { width: WIDTH, height: 780 }, isMobile: true, hasTouch: true })
test.beforeEach(async ({ context }) => skipSplash(context))

type Case = {
  role: DemoRole
  path: string
  /** The link a person taps: its accessible name (a row's link is named by its row too). */
  link: string | RegExp
  /** The dialog's heading. */
  dialog: string
}

// The first row's link of a list, where the link names its row after its label.
const first = (label: string) => new RegExp(`^${label}\\b`)

const CASES: Case[] = [
  {
    role: "financeiro",
    path: "/painel/financeiro?status=pendente",
    link: first("Marcar como pago"),
    dialog: "Marcar como pago",
  },
  {
    role: "financeiro",
    path: "/painel/financeiro?status=pendente",
    link: first("Isentar"),
    dialog: "Isentar mensalidade",
  },
  {
    role: "financeiro",
    path: "/painel/financeiro",
    link: "Lançar Nova Mensalidade",
    dialog: "Lançar Nova Mensalidade",
  },
  {
    role: "financeiro",
    path: "/painel/financeiro",
    link: "Mensalidade avulsa",
    dialog: "Mensalidade avulsa",
  },
  { role: "diretoria", path: "/painel/eventos", link: "Novo Evento", dialog: "Novo Evento" },
  {
    role: "diretoria",
    path: "/painel/eventos",
    link: "Incluir no calendário",
    dialog: "Incluir no Calendário Anual",
  },
  { role: "diretoria", path: "/painel/documentos", link: "Novo Documento", dialog: "Novo Documento" },
  { role: "diretoria", path: "/painel/galeria", link: "Enviar Fotos", dialog: "Enviar Fotos" },
  { role: "diretoria", path: "/painel/comunicados", link: "Novo Comunicado", dialog: "Novo Comunicado" },
  { role: "presidente", path: "/painel/solicitacoes", link: first("Ver"), dialog: "Detalhes da Solicitação" },
  { role: "presidente", path: "/painel/solicitacoes", link: first("Editar"), dialog: "Editar Solicitação" },
  { role: "presidente", path: "/painel/associados", link: "Novo Associado", dialog: "Novo Associado" },
]

/** The box is inside the screen's width; `what` names it in the failure's message. */
async function expectInsideScreen(box: Locator, what: string) {
  const rect = await box.boundingBox()
  expect(rect, `${what} is shown`).not.toBeNull()
  expect(rect!.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0)
  expect(rect!.x + rect!.width, `${what} ends inside the screen`).toBeLessThanOrEqual(WIDTH)
}

/** Opens `path` and taps the link, with JavaScript once the page runs it (a navigation in place). */
async function tap(page: Page, path: string, link: string | RegExp, javaScriptEnabled: boolean) {
  expect((await page.goto(path))?.status()).toBe(200)
  if (javaScriptEnabled) await waitForHydration(page)
  await page
    .getByRole("link", { name: link, exact: typeof link === "string" })
    .first()
    .click()
  await expect(page).toHaveURL(/[?&](acao|nova)=/)
}

for (const { role, path, link, dialog } of CASES) {
  test.describe(`${role}: ${dialog}`, () => {
    test.use({ role })

    test("opens inside the screen, its heading and close link in view", async ({
      page,
      javaScriptEnabled,
    }) => {
      await tap(page, path, link, javaScriptEnabled)
      const box = page.getByRole("dialog", { name: dialog })
      await expect(box).toBeVisible()
      await expectInsideScreen(box, `'${dialog}'`)
      await expect(box.getByRole("heading", { name: dialog })).toBeInViewport({ ratio: 1 })
      const close = box.getByRole("link", { name: "Fechar" })
      await expect(close).toBeInViewport({ ratio: 1 })
      await expectInsideScreen(close, "'Fechar'")
      // Nothing of the page reaches past the screen's edge to scroll to.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)

      await close.click()
      await expect(box).toHaveCount(0)
      await expect(page).not.toHaveURL(/[?&]acao=/)
    })
  })
}

// 'Nova Reserva' is not a dialog but a form the page opens under its heading (?nova=1).
test.describe("associado: Nova Reserva", () => {
  test.use({ role: "associado" })

  test("opens inside the screen, its heading and 'Cancelar' in view", async ({ page, javaScriptEnabled }) => {
    await tap(page, "/painel/reservas", "Nova Reserva", javaScriptEnabled)
    const heading = page.getByRole("heading", { name: "Nova Reserva" })
    await expect(heading).toBeInViewport({ ratio: 1 })
    await expectInsideScreen(page.locator("form", { has: heading }), "'Nova Reserva'")
    const cancel = page.getByRole("link", { name: "Cancelar", exact: true })
    await expect(cancel).toBeInViewport({ ratio: 1 })
    await expectInsideScreen(cancel, "'Cancelar'")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
  })
})

// docs/decisions/phones-and-touch.md#destructive-actions-stand-apart
test.describe("presidente: a card's destructive action", () => {
  test.use({ role: "presidente" })

  test("comes last on a request's and a member's card, 24 px or more below the others", async ({ page }) => {
    const word = uniqueWord()
    await createPedido(word, "Dalva Moreira")
    for (const [path, list] of [
      [`/painel/solicitacoes?q=${word}`, "solicitacoes"],
      ["/painel/associados", "associados"],
    ] as const) {
      await page.goto(path)
      const actions = page.getByTestId(list).locator("tbody tr").first().locator("[data-card=actions]")
      const boxes = await actions.locator("a, button").evaluateAll((elements) =>
        elements.map((element) => {
          const { top, bottom, height } = element.getBoundingClientRect()
          return { text: element.textContent ?? "", top, bottom, height }
        }),
      )
      const destructive = boxes.at(-1)!
      expect(destructive.text, path).toMatch(/^(Excluir|Atender pedido de exclusão)/)
      expect(destructive.height, path).toBeGreaterThanOrEqual(44)
      const others = Math.max(...boxes.slice(0, -1).map((box) => box.bottom))
      expect(destructive.top - others, path).toBeGreaterThanOrEqual(24)
    }
  })
})
