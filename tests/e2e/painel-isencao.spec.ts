// 'Isentar' on /painel/financeiro with JavaScript and without
// (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): the financial director exempts a
// throwaway member's due (the reason required, then the toast and the badge with its reason), the
// member sees it exempt with nothing to pay, and the treasurer undoes it. The due is the test's own,
// in a month far ahead, so no other spec's dues are touched; the president sees no tool.
import { monthLabel } from "@veteranos/domain/datas"
import { createMemberAccount, e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"

const PAGE = "/painel/financeiro"

/** A month 31 to 60 years ahead with none of the member's dues: the painel-financeiro spec uses 5 to 30. */
function mesLonge(): string {
  const ano = new Date().getFullYear() + 31 + Math.floor(Math.random() * 30)
  return `${ano}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}`
}

test.describe("the financial director", () => {
  test.use({ role: "financeiro" })

  test("exempts a due with its reason, the member owes nothing for it, then the exemption is undone", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const nome = `Sócio Isento ${Math.random().toString(36).slice(2, 8)}`
    const member = await createMemberAccount("isencao", "senha-do-teste-1", nome)
    const admin = await e2eAdmin()
    const mes = mesLonge()
    const due = await admin.collection("mensalidades").create({
      descricao: `Mensalidade ${monthLabel(mes)}`,
      data_vencimento: `${mes}-10 00:00:00.000Z`,
      valor: 80,
      status: "pendente",
      associado_id: member.id,
    })

    await page.goto(`${PAGE}?mes=${mes}&ano=${mes.slice(0, 4)}`)
    const row = page.getByTestId("mensalidades").locator("tbody tr").filter({ hasText: nome })
    await expect(row).toContainText("Pendente")
    await row.getByRole("link", { name: /^Isentar a mensalidade de/ }).click()
    const dialog = page.getByRole("dialog", { name: "Isentar mensalidade" })
    await expect(dialog).toContainText(nome)
    // Without a reason: told so beside the field, nothing changes. Without JavaScript the browser's
    // own check would stop the empty form: send it as the server sees it.
    await dialog.locator("form").evaluate((form) => form.setAttribute("novalidate", ""))
    await dialog.getByRole("button", { name: "Confirmar isenção" }).click()
    await expect(page.getByText("Informe o motivo da isenção.", { exact: true })).toBeVisible()
    expect(await admin.collection("mensalidades").getOne(due.id)).toMatchObject({ status: "pendente" })

    const motivo = "Sócio afastado por doença"
    await page.getByRole("dialog", { name: "Isentar mensalidade" }).getByLabel("Motivo").fill(motivo)
    await page.getByRole("button", { name: "Confirmar isenção" }).click()
    await expect(page.getByTestId("toast")).toContainText("Mensalidade isenta.")
    await expect(row).toContainText("Isenta")
    await expect(row.getByTestId("isencao-motivo")).toHaveText(motivo)
    expect(await admin.collection("mensalidades").getOne(due.id)).toMatchObject({
      status: "isenta",
      isencao_motivo: motivo,
    })
    // The year's totals count it apart, neither received nor pending.
    await expect(page.getByTestId("totais-isentas")).toContainText(`Isentas em ${mes.slice(0, 4)}:`)
    // And the 'Isentas' tab lists it.
    await page.getByRole("link", { name: /^Isentas/ }).click()
    await expect(page).toHaveURL(/status=isenta/)
    await expect(row).toContainText(motivo)

    // The member, in a browser of their own, owes nothing for it and has nothing to pay.
    const socio = await loggedInPage(browser, javaScriptEnabled, member.email, "senha-do-teste-1")
    await socio.goto("/painel/mensalidades")
    await expect(socio.getByTestId("total-devido")).toHaveText("Você não tem mensalidades em aberto.")
    const minha = socio
      .getByTestId("mensalidades")
      .locator("tbody tr")
      .filter({ hasText: monthLabel(mes) })
    await expect(minha).toContainText("Isenta")
    await expect(minha.getByRole("link")).toHaveCount(0)
    await socio.goto(`/painel/mensalidades/${due.id}/pagar`)
    await expect(socio.getByText("Esta mensalidade está isenta.")).toBeVisible()
    await expect(socio.getByTestId("pix-qrcode")).toHaveCount(0)
    await socio.context().close()

    await row.getByRole("link", { name: /^Desfazer isenção a mensalidade de/ }).click()
    const desfazer = page.getByRole("dialog", { name: "Desfazer isenção" })
    await expect(desfazer).toContainText(motivo)
    await desfazer.getByRole("button", { name: "Desfazer isenção" }).click()
    await expect(page.getByTestId("toast")).toContainText("Isenção desfeita.")
    await expect(row).toHaveCount(0)
    expect(await admin.collection("mensalidades").getOne(due.id)).toMatchObject({
      status: "pendente",
      isencao_motivo: "",
      isentada_por: "",
    })
    await admin.collection("mensalidades").delete(due.id)
  })
})

test.describe("the president", () => {
  test.use({ role: "presidente" })

  test("sees no exemption tool, and its dialog's address opens nothing", async ({ page }) => {
    await page.goto(PAGE)
    await expect(page.getByRole("heading", { name: "Controle Financeiro", level: 1 })).toBeVisible()
    await expect(page.getByRole("link", { name: /^Isentar/ })).toHaveCount(0)
    await expect(page.getByRole("link", { name: /^Desfazer isenção/ })).toHaveCount(0)
    await page.goto(`${PAGE}?acao=isentar&id=qualquer`)
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })
})
