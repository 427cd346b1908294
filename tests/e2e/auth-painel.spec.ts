import { can } from "~/auth/permissions"
import { DEMO_ACCOUNTS, DEMO_ACESSO, type DemoLogin } from "../support/accounts"
import { e2eAdmin } from "./support/auth"
import { withoutReconfirmation } from "./support/reconfirmar"
import { CARDS, dashboardFigures, firstName } from "./support/painel-dashboard"
import { E2E } from "./support/servers"
import { expect, test } from "./support/fixtures"
import { ROUTES, ALLOWED, type Path } from "./support/painel-matrix"
import { ACTIONS, DOWNLOADS, POSTED_ID, mayPost, type Answer } from "./support/painel-matrix-acoes"

// The downloads that ask for a re-confirmation of the last 10 minutes first
// (docs/decisions/two-step-login.md#re-confirmation).
const RECONFIRMED = new Set(["/painel/associados.csv"])

// Page loads and bare requests, the same with JavaScript on and off: they run once, without it. The
// dashboard and the small screen's menu run in both (the scripts hydrate those pages).
const REQUESTS_ONLY = "the guards and the actions' answers do not depend on JavaScript"

for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [
  DemoLogin,
  (typeof DEMO_ACCOUNTS)[DemoLogin],
][]) {
  test.describe(`${account.label} (${account.email})`, () => {
    test.use({ role })
    test.skip(({ javaScriptEnabled }) => javaScriptEnabled, REQUESTS_ONLY)
    test("opens exactly the panel pages of the role, sees the 403 elsewhere, and the menu matches", async ({
      page,
    }) => {
      const allowed = ALLOWED[role]
      const expectedMenu = ROUTES.filter((route) => allowed.includes(route.path)).map((route) => route.menu)

      for (const route of ROUTES) {
        const response = await page.goto(route.path)
        const menu = page.getByRole("navigation", { name: "Painel" })
        await expect(menu.getByRole("link")).toHaveText(expectedMenu)
        await expect(menu).toContainText(account.label)

        if (allowed.includes(route.path)) {
          expect(response?.status(), route.path).toBe(200)
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
          await expect(page.getByText("Acesso negado")).toHaveCount(0)
        } else {
          expect(response?.status(), route.path).toBe(403)
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso negado")
          const back = page.getByRole("link", { name: "Voltar ao painel" })
          await expect(back).toHaveAttribute("href", "/painel")
          // None of the page itself.
          await expect(page.getByRole("heading", { name: route.heading })).toHaveCount(0)
        }
      }
    })

    test("has its direct POSTs refused outside the role, leaving the named record as it was", async ({
      page,
    }) => {
      const admin = await e2eAdmin()
      for (const route of ROUTES) {
        if (route.records === null) continue
        // A real record of the page's collection, named by a forged delete (by `updated`, which every
        // one has: the settings' one record has no `created`).
        const [record] = (await admin.collection(route.records).getList(1, 1, { sort: "updated" })).items
        expect(record, route.records).toBeDefined()
        const allowed = ALLOWED[role].includes(route.path)
        // The page's own request context carries the session cookie, as a forged form post would.
        // Outside the role a delete; inside it an intent no page knows, so the demo data stays.
        const response = await page.request.post(route.path, {
          form: { intent: allowed ? "intencao-inexistente" : "excluir", id: record!.id },
          maxRedirects: 0,
        })
        if (allowed) {
          // Let in, and told the intent is unknown.
          expect(response.status(), route.path).toBe(400)
        } else {
          expect(response.status(), route.path).toBe(403)
          expect(await response.text()).toContain("Acesso negado")
        }
        const after = await admin.collection(route.records).getOne(record!.id)
        expect(after.updated, route.path).toBe(record!.updated)
      }
    })

    test("reaches every action POST and download of its pages, and is refused all others with 403", async ({
      page,
    }) => {
      for (const [path, intents] of Object.entries(ACTIONS) as Array<[Path, Record<string, Answer>]>) {
        for (const [intent, answer] of Object.entries(intents)) {
          // An id that is no record and no fields: inside the role the action answers as the matrix
          // says and changes nothing; outside it the guard refuses. What comes with each answer (the
          // message, the form's values): tests/integration/painel-acoes-respostas.test.ts.
          const post = () => page.request.post(path, { form: { intent, id: POSTED_ID }, maxRedirects: 0 })
          const cell = `${path} ${intent}`
          if (mayPost(role, path, answer) && answer.reconfirmar) {
            // Asked of a role that may make the grave change, with its last re-confirmation forgotten.
            const response = await withoutReconfirmation(account.email, post)
            expect(response.status(), cell).toBe(303)
            const location = new URL(response.headers()["location"]!, E2E.demo.url)
            expect(location.pathname, cell).toBe("/painel/reconfirmar")
            expect(location.searchParams.get("voltar"), cell).toBe(path)
            continue
          }
          const response = await post()
          if (mayPost(role, path, answer)) {
            expect(response.status(), cell).toBe(answer.status)
            if (answer.status === 303) {
              // Back to the page, with the message for it.
              expect(new URL(response.headers()["location"]!, E2E.demo.url).pathname, cell).toBe(path)
              expect(response.headers()["set-cookie"], cell).toMatch(/^aviso=/m)
            }
          } else {
            expect(response.status(), cell).toBe(403)
            expect(await response.text(), cell).toContain("Acesso negado")
          }
        }
      }
      for (const [download, area] of Object.entries(DOWNLOADS)) {
        const get = () => page.request.get(download, { maxRedirects: 0 })
        if (ALLOWED[role].includes(area) && RECONFIRMED.has(download)) {
          // Every member's data at once: a grave step, asked only of a recent re-confirmation.
          const response = await withoutReconfirmation(account.email, get)
          expect(response.status(), download).toBe(303)
          const location = new URL(response.headers()["location"]!, E2E.demo.url)
          expect(location.pathname, download).toBe("/painel/reconfirmar")
          expect(location.searchParams.get("voltar"), download).toBe(download)
          continue
        }
        const response = await get()
        if (ALLOWED[role].includes(area)) {
          // A reservation's calendar file needs its ?id=; without one it is not found.
          expect(response.status(), download).toBe(download.endsWith(".ics") ? 404 : 200)
        } else {
          expect(response.status(), download).toBe(403)
        }
      }
    })
  })
}

for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [
  DemoLogin,
  (typeof DEMO_ACCOUNTS)[DemoLogin],
][]) {
  test.describe(`${account.label} (${account.email})`, () => {
    test.use({ role })
    test("sees its dashboard: greeting, the cards of the role, next events and its recent activity", async ({
      page,
    }) => {
      // Other tests add and decide requests, reservations, messages, dues and events on this site
      // as this one runs: the page is read again until it shows what the data holds at that moment.
      await expect(async () => {
        const expected = await dashboardFigures(role, account.email)
        await page.goto("/painel")
        const figures: Record<string, string> = {}
        for (const card of CARDS[role]) {
          figures[card] = (await page.getByTestId(`${card}-total`).textContent())?.trim() ?? ""
        }
        const eventos = page.getByTestId("painel-eventos").locator(":scope > li")
        expect({ figures, eventos: await eventos.allTextContents() }).toEqual({
          figures: expected.figures,
          eventos: expected.eventos.map((titulo) => expect.stringContaining(titulo)),
        })
      }).toPass({ timeout: 30_000 })
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Olá, ${await firstName(account.email)}!`,
      )
      for (const card of ["card-mensalidades", "card-solicitacoes", "card-reservas", "card-mensagens"]) {
        await expect(page.getByTestId(card), card).toHaveCount(CARDS[role].includes(card) ? 1 : 0)
      }
      if (role === "presidente") {
        await expect(page.getByTestId("card-solicitacoes").getByRole("link")).toHaveAttribute(
          "href",
          "/painel/solicitacoes",
        )
      }
      if (role === "financeiro") {
        await expect(page.getByTestId("card-mensalidades")).toContainText("De todos os associados")
      }
      const recente = page.getByRole("region", { name: "Atividade recente" })
      if (can(DEMO_ACESSO[role], "readAtividades")) {
        // The board reads its activity record instead of logins (decision 22).
        await expect(
          recente
            .getByRole("table", { name: "Últimas ações da diretoria" })
            .or(recente.getByText("Nenhuma atividade registrada.")),
        ).toBeVisible()
        await expect(recente).not.toContainText("Login realizado")
      } else {
        await expect(page.getByTestId("atividade-recente").getByRole("row").nth(1)).toContainText(
          "Login realizado",
        )
      }
    })
  })
}

test.describe("a visitor", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, REQUESTS_ONLY)
  test("is sent to the login by every panel page, and every panel POST", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path)
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(route.path)}$`))
      if (route.path === "/painel") continue
      const response = await page.request.post(route.path, { form: { intent: "excluir" }, maxRedirects: 0 })
      expect(response.status(), route.path).toBe(303)
      expect(response.headers()["location"]).toBe(`/login?redirectTo=${encodeURIComponent(route.path)}`)
    }
  })
})

test.describe("an associado on a small screen", () => {
  test.use({ role: "associado" })

  test("the panel menu folds away without needing JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto("/painel")
    const toggle = page.getByText("Menu do painel")
    await expect(toggle).toBeVisible()
    const menu = page.getByRole("navigation", { name: "Painel" })
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu.getByRole("link", { name: "Reservas" })).toBeVisible()
    await menu.getByRole("link", { name: "Reservas" }).click()
    await expect(page).toHaveURL(/\/painel\/reservas$/)
  })
})
