// The panel's dialogs on a 360 px phone, with JavaScript (a modal opened in place) and without (the
// page the link loads): each opens by its link, as a person taps it, with its box inside the screen
// and its heading and close link in view, with no sideways scrolling
// (docs/decisions/phones-and-touch.md#dialogs-open-where-the-person-is).
import type { Locator, Page } from "@playwright/test"
import type { DemoLogin, DemoRole } from "../support/accounts"
import { skipSplash } from "./public-helpers"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"
import { createPedido, uniqueWord } from "./support/solicitacoes"
import { stableId } from "../../pocketbase/seed/random.mjs"

const WIDTH = 360
test.use({ viewport: { width: WIDTH, height: 780 }, isMobile: true, hasTouch: true })
test.beforeEach(async ({ context }) => skipSplash(context))

type Case = {
  role: DemoLogin
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
  { role: "associado", path: "/painel/carteirinha", link: "Gerar novo código", dialog: "Gerar novo código" },
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
  { role: "presidente", path: "/painel/assembleias", link: "Nova Assembleia", dialog: "Nova Assembleia" },
  {
    role: "presidente",
    path: "/painel/diretoria",
    link: first("Redefinir segunda etapa"),
    dialog: "Redefinir segunda etapa",
  },
  { role: "associado", path: "/painel/assembleias", link: "Pedir assembleia", dialog: "Pedir assembleia" },
  { role: "responsavel", path: "/painel/filhos", link: first("Corrigir dados"), dialog: "Corrigir dados" },
  { role: "presidente", path: "/painel/escolinha", link: "Nova Turma", dialog: "Nova Turma" },
  {
    role: "presidente",
    path: `/painel/escolinha/turmas/${stableId("turmas", "Sub-7")}`,
    link: first("Registrar atestado"),
    dialog: "Registrar atestado",
  },
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

// docs/decisions/phones-and-touch.md#destructive-actions-stand-apart: on each list's first card the
// destructive action comes last, 44 px tall, 24 px or more below what is above it (the card's other
// actions, or its facts when it has none).
type Apart = { path: string; list: string; destructive: RegExp }
/** A role's lists to check; `setup` returns what their addresses need (a search word, a month). */
type ApartCase = { setup?: () => Promise<string>; cards: (found: string) => Apart[] }

const APART: Partial<Record<DemoRole, ApartCase>> = {
  presidente: {
    setup: async () => {
      const word = uniqueWord()
      await createPedido(word, "Dalva Moreira")
      return word
    },
    cards: (word) => [
      { path: `/painel/solicitacoes?q=${word}`, list: "solicitacoes", destructive: /^Excluir/ },
      {
        path: "/painel/associados",
        list: "associados",
        destructive: /^(Excluir|Atender pedido de exclusão)/,
      },
      { path: "/painel/reservas?status=pendente", list: "reservas", destructive: /^Rejeitar/ },
    ],
  },
  diretoria: {
    cards: () => [
      { path: "/painel/documentos", list: "documentos", destructive: /^Excluir/ },
      { path: "/painel/eventos", list: "eventos", destructive: /^Excluir/ },
      { path: "/painel/eventos", list: "calendario", destructive: /^Remover/ },
      { path: "/painel/galeria", list: "fotos", destructive: /^Excluir/ },
    ],
  },
  financeiro: {
    // The month of the demo's latest paid due: its card has only 'Desfazer pagamento'.
    setup: async () => {
      const admin = await e2eAdmin()
      const pago = await admin
        .collection("mensalidades")
        .getFirstListItem('status = "pago"', { sort: "-data_vencimento" })
      return String(pago.data_vencimento).slice(0, 7)
    },
    cards: (mes) => [
      {
        path: `/painel/financeiro?mes=${mes}&status=pago`,
        list: "mensalidades",
        destructive: /^Desfazer pagamento/,
      },
    ],
  },
}

for (const [role, { setup, cards }] of Object.entries(APART)) {
  test.describe(`${role}: a card's destructive action`, () => {
    test.use({ role: role as DemoRole })

    test("comes last, apart from the rest of its card", async ({ page }) => {
      const found = setup ? await setup() : ""
      for (const { path, list, destructive } of cards(found)) {
        const what = `${path} (${list})`
        expect((await page.goto(path))?.status(), what).toBe(200)
        const card = page.getByTestId(list).locator("tbody tr").first()
        const actions = card.locator("[data-card=actions]")
        const boxes = async (elements: Locator) =>
          elements.evaluateAll((nodes) =>
            nodes.map((element) => {
              const { top, bottom, height } = element.getBoundingClientRect()
              return { text: element.textContent ?? "", top, bottom, height }
            }),
          )
        const links = await boxes(actions.locator("a, button"))
        const last = links.at(-1)!
        expect(last.text, what).toMatch(destructive)
        expect(last.height, what).toBeGreaterThanOrEqual(44)
        // Above it: the card's other actions, or else its shown facts.
        const above =
          links.length > 1 ? links.slice(0, -1) : await boxes(card.locator("td:not([data-card=actions])"))
        const bottom = Math.max(...above.filter((box) => box.height > 0).map((box) => box.bottom))
        expect(last.top - bottom, what).toBeGreaterThanOrEqual(24)
      }
    })
  })
}
