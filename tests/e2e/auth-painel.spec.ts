import { can } from "~/auth/permissions"
import { DEMO_ACCOUNTS, type DemoRole } from "../support/accounts"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { ROUTES, ALLOWED, ACTIONS, DOWNLOADS, CARDS, type Path } from "./support/painel-matrix"

for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [
  DemoRole,
  (typeof DEMO_ACCOUNTS)[DemoRole],
][]) {
  test.describe(`${account.label} (${account.email})`, () => {
    test.use({ role })
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
      for (const [path, intents] of Object.entries(ACTIONS) as Array<
        [Path, Record<string, DemoRole[] | null>]
      >) {
        for (const [intent, only] of Object.entries(intents)) {
          // An id that is no record and no fields: inside the role the action answers (a message, a
          // refused form, nothing found) and changes nothing; outside it the guard refuses.
          const response = await page.request.post(path, {
            form: { intent, id: "naoexiste000000" },
            maxRedirects: 0,
          })
          const allowed = ALLOWED[role].includes(path) && (only === null || only.includes(role))
          const cell = `${path} ${intent}`
          if (allowed) {
            expect(response.status(), cell).not.toBe(403)
            expect(response.status(), cell).toBeLessThan(500)
          } else {
            expect(response.status(), cell).toBe(403)
            expect(await response.text(), cell).toContain("Acesso negado")
          }
        }
      }
      for (const [download, area] of Object.entries(DOWNLOADS)) {
        const response = await page.request.get(download, { maxRedirects: 0 })
        if (ALLOWED[role].includes(area)) {
          // A reservation's calendar file needs its ?id=; without one it is not found.
          expect(response.status(), download).toBe(download.endsWith(".ics") ? 404 : 200)
        } else {
          expect(response.status(), download).toBe(403)
        }
      }
    })

    test("sees its dashboard: greeting, the cards of the role, next events and its recent activity", async ({
      page,
    }) => {
      await page.goto("/painel")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Olá, \S+!$/)
      for (const card of ["card-mensalidades", "card-solicitacoes", "card-reservas", "card-mensagens"]) {
        await expect(page.getByTestId(card), card).toHaveCount(CARDS[role].includes(card) ? 1 : 0)
      }
      for (const card of CARDS[role]) {
        // A count, but what the user owes in R$ on the dues card of anybody but the treasurer.
        const owed = card === "card-mensalidades" && role !== "financeiro"
        await expect(page.getByTestId(`${card}-total`)).toHaveText(owed ? /^R\$\s[\d.]+,\d\d$/ : /^\d+$/)
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
      const eventos = page.getByTestId("painel-eventos").getByRole("listitem")
      await expect(eventos).not.toHaveCount(0)
      expect(await eventos.count()).toBeLessThanOrEqual(3)
      const recente = page.getByRole("region", { name: "Atividade recente" })
      if (can(role, "verAtividades")) {
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
