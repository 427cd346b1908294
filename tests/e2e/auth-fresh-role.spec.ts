// The role is read from PocketBase on every panel request (docs/decisions/roles-and-access.md#the-role-is-read-on-every-request): a
// member set inactive while logged in loses the members' pages at the next click, with JavaScript
// (client navigation) and without (a full page load) alike.
import { expect, test } from "@playwright/test"
import { createMemberAccount, e2eAdmin, logIn } from "./support/auth"
import { waitForHydration } from "./support/hydration"

const PASSWORD = "senha-do-teste-1"

test("a member set inactive loses Mensalidades and Reservas at the next click, and the menu drops them", async ({
  page,
  javaScriptEnabled,
}) => {
  const account = await createMemberAccount("papel.inativo", PASSWORD)
  await logIn(page, account.email, PASSWORD)
  const menu = page.getByRole("navigation", { name: "Painel" })
  await expect(menu.getByRole("link")).toHaveText([
    "Início",
    "Mensalidades",
    "Carteirinha",
    "Sócios",
    "Comunicados",
    "Reservas",
    "Prestação de Contas",
    "Assembleias",
    "Meus Dados",
    "Segurança",
  ])
  await expect(menu).toContainText("Associado Ativo")

  // The association sets the member inactive while the panel is open.
  const admin = await e2eAdmin()
  const associado = await admin
    .collection("associados")
    .getFirstListItem(admin.filter("id_cadastro_geral = {:id}", { id: account.id }))
  await admin.collection("associados").update(associado.id, { status: 0 })

  if (javaScriptEnabled) {
    // Once Remix runs, the click below is a client navigation in this same document (checked
    // after it), where Remix would otherwise keep the panel layout's data and its menu.
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { mesmoDocumento: true }))
  }

  // The link still on the page is clicked: the page is refused and the menu shown beside the
  // refusal is already the new role's.
  await menu.getByRole("link", { name: "Mensalidades" }).click()
  await expect(page).toHaveURL(/\/painel\/mensalidades$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso negado")
  await expect(page.getByRole("heading", { name: "Mensalidades" })).toHaveCount(0)
  await expect(menu.getByRole("link")).toHaveText(["Início", "Meus Dados", "Segurança"])
  await expect(menu).toContainText("Usuário")
  await expect(menu).not.toContainText("Associado Ativo")
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => "mesmoDocumento" in window)).toBe(true)
  }

  const reservas = await page.goto("/painel/reservas")
  expect(reservas?.status()).toBe(403)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso negado")

  // Still logged in: the dashboard opens, with the new role's menu.
  const painel = await page.goto("/painel")
  expect(painel?.status()).toBe(200)
  await expect(menu.getByRole("link")).toHaveText(["Início", "Meus Dados", "Segurança"])
})
