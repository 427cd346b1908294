// A member signs a request for an assembly on a phone, with JavaScript and without
// (docs/decisions/elections.md#members-call-an-assembly): the request, written straight into the demo
// site's PocketBase, shows its signatures on /painel/assembleias; 'Assinar pedido' counts the
// member once and offers 'Retirar assinatura'. The member is a throwaway account (active, no dues:
// able to vote), so the demo accounts the other tests use stay as they are.
import { createMemberAccount, e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ viewport: { width: 360, height: 780 } })

const PASSWORD = "senha-do-pedido-123"

test("a member signs a request for an assembly and sees its count go up", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const member = await createMemberAccount(`pedido.${testInfo.project.name}`, PASSWORD, "Sócio Signatário")
  const pauta = `Reforma do vestiário (${testInfo.project.name} ${Date.now()})`
  const admin = await e2eAdmin()
  await admin
    .collection("pedidos_assembleia")
    .create({ autor_nome: "Autor do Pedido", pauta, status: "coletando" })

  const page = await loggedInPage(browser, javaScriptEnabled ?? true, member.email, PASSWORD)
  await page.goto("/painel/assembleias")
  const pedido = page.getByTestId("pedidos-assembleia").getByRole("listitem").filter({ hasText: pauta })
  await expect(pedido).toContainText(/Assinaturas: 0 de \d+ necessárias \(1\/5 dos associados aptos\)/)
  await pedido.getByRole("button", { name: "Assinar pedido" }).click()
  await expect(page.getByTestId("toast")).toContainText("Pedido assinado")
  await expect(pedido).toContainText(/Assinaturas: 1 de \d+ necessárias \(1\/5 dos associados aptos\)/)
  await expect(pedido.getByRole("button", { name: "Retirar assinatura" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
