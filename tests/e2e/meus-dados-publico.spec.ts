// What the public site shows of a person, chosen in 'Meus Dados' (docs/decisions/lgpd-and-privacy.md#what-is-public):
// a board member hides and shows their seat's contact on /diretoria. It changes the demo board every
// other spec reads, so it runs with the specs that change shared state, and puts back what it changed.
import { skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"
import { DEMO_ACCOUNTS } from "../support/accounts"

test.describe("what the public site shows", () => {
  test.use({ role: "diretoria" })

  test("a board member hides and shows their seat's contact on /diretoria, and reads their birthday's line", async ({
    page,
    context,
  }, testInfo) => {
    // One project: a plain form post, and the demo seat is shared by both projects.
    test.skip(testInfo.project.name === "js", "the same POST without JavaScript")
    await skipSplash(context)
    // The demo's "Membro da Diretoria" (pocketbase/seed/content.mjs).
    const card = () => page.getByTestId("membro").filter({ hasText: "Paulo Roberto Santos" })
    await page.goto("/painel/meus-dados")
    const section = page.getByRole("region", { name: "No site" })
    // The birthday shows as chosen in 'Lista de sócios', which the line links to.
    await expect(section).toContainText(
      "Seu primeiro nome e o dia e o mês do seu aniversário aparecem em 'Aniversariantes do mês', na página inicial.",
    )
    await expect(section.getByRole("link", { name: "Lista de sócios" })).toHaveAttribute(
      "href",
      "#lista-socios",
    )
    const box = section.getByRole("checkbox", {
      name: "Mostrar o e-mail e o telefone de contato do meu cargo na página Diretoria",
    })
    await expect(box).toBeChecked()
    await box.uncheck()
    await section.getByRole("button", { name: "Salvar preferência" }).click()
    await expect(
      page.getByText("Seu e-mail e telefone de contato não aparecem mais na página Diretoria."),
    ).toBeVisible()
    await expect(page.getByRole("region", { name: "No site" }).getByRole("checkbox")).not.toBeChecked()
    await page.goto("/diretoria")
    await expect(card()).toBeVisible()
    await expect(card()).not.toContainText(DEMO_ACCOUNTS.diretoria.email)

    await page.goto("/painel/meus-dados")
    await page.getByRole("region", { name: "No site" }).getByRole("checkbox").check()
    await page
      .getByRole("region", { name: "No site" })
      .getByRole("button", { name: "Salvar preferência" })
      .click()
    await expect(
      page.getByText("Seu e-mail e telefone de contato aparecem na página Diretoria."),
    ).toBeVisible()
    await page.goto("/diretoria")
    await expect(card()).toContainText(DEMO_ACCOUNTS.diretoria.email)
  })
})
