// /painel/financeiro with JavaScript and without: the financial director launches a month (once),
// marks a throwaway member's due paid with a method and undoes it; the president reads the page
// without any tool and a forged POST is refused. Months far ahead, picked at random and checked to
// be empty, so neither project nor the demo's dues get in the way.
import type { Page } from "@playwright/test"
import { monthLabel } from "@veteranos/domain/datas"
import { formatDate } from "~/utils/format"
import { createMemberAccount, e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { duesOfMonth, mesVazio } from "./support/mensalidades"

const PAGE = "/painel/financeiro"

const rows = (page: Page) => page.getByTestId("mensalidades").locator("tbody tr")

test.describe("the financial director", () => {
  test.use({ role: "financeiro" })

  test("launches a month for every active member, and launching it again creates nothing", async ({
    page,
  }) => {
    const mes = await mesVazio()
    await page.goto(PAGE)
    await expect(page.getByRole("heading", { name: "Controle Financeiro", level: 1 })).toBeVisible()
    await expect(page.getByTestId("totais-ano")).toContainText("Total do ano")

    await page.getByRole("link", { name: "Lançar Nova Mensalidade" }).click()
    const dialog = page.getByRole("dialog", { name: "Lançar Nova Mensalidade" })
    // The product's defaults are shown.
    await expect(dialog.getByLabel("Valor (R$)")).toHaveValue("80,00")
    await expect(dialog.getByLabel("Dia de vencimento")).toHaveValue("10")
    await dialog.getByLabel("Mês").fill(mes)
    await dialog.getByRole("button", { name: "Lançar mensalidades" }).click()

    const toast = page.getByTestId("toast")
    await expect(toast).toContainText(/\d+ mensalidades? lançadas?\./)
    const criadas = Number((await toast.textContent())!.match(/(\d+) mensalidade/)![1])
    const stored = await duesOfMonth(mes)
    expect(stored).toHaveLength(criadas)
    expect(criadas).toBeGreaterThan(0)
    expect(stored.every((m) => m.descricao === `Mensalidade ${monthLabel(mes)}` && m.valor === 80)).toBe(true)
    // The page now shows that month's dues.
    await expect(page).toHaveURL(new RegExp(`mes=${mes}`))
    await expect(rows(page)).toHaveCount(Math.min(criadas, 100))
    await expect(rows(page).first()).toContainText(formatDate(`${mes}-10`))

    await page.getByRole("link", { name: "Lançar Nova Mensalidade" }).click()
    const again = page.getByRole("dialog", { name: "Lançar Nova Mensalidade" })
    await again.getByLabel("Mês").fill(mes)
    await again.getByRole("button", { name: "Lançar mensalidades" }).click()
    await expect(again).toBeHidden()
    // Nobody gets a second due. Other tests running beside this one may have made new active members
    // meanwhile: those get their first, and the message counts them.
    const depois = await duesOfMonth(mes)
    const donos = depois.map((m) => m.associado_id)
    expect(new Set(donos).size).toBe(donos.length)
    const novas = depois.length - criadas
    await expect(page.getByTestId("toast")).toContainText(
      novas === 0
        ? `Nenhuma mensalidade nova: todos os associados ativos já têm a de ${monthLabel(mes)}.`
        : `${novas} mensalidade`,
    )
  })

  test("marks a member's due paid with the method, the member sees it paid with its receipt, then undoes it", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const nome = `Sócio Financeiro ${Math.random().toString(36).slice(2, 8)}`
    const member = await createMemberAccount("financeiro", "senha-do-teste-1", nome)
    const admin = await e2eAdmin()
    const mes = await mesVazio()
    const due = await admin.collection("mensalidades").create({
      descricao: `Mensalidade ${monthLabel(mes)}`,
      data_vencimento: `${mes}-10 00:00:00.000Z`,
      valor: 80,
      status: "pendente",
      associado_id: member.id,
    })

    await page.goto(`${PAGE}?mes=${mes}`)
    const row = rows(page).filter({ hasText: nome })
    await expect(row).toContainText("Pendente")
    await row.getByRole("link", { name: /^Marcar como pago a mensalidade de/ }).click()
    const dialog = page.getByRole("dialog", { name: "Marcar como pago" })
    await expect(dialog).toContainText(nome)
    // Without a method: told so, nothing changes.
    await dialog.getByRole("button", { name: "Confirmar pagamento" }).click()
    await expect(page.getByText("Escolha a forma de pagamento.")).toBeVisible()
    await page
      .getByRole("dialog", { name: "Marcar como pago" })
      .getByLabel("Forma de pagamento")
      .selectOption("dinheiro")
    await page.getByRole("button", { name: "Confirmar pagamento" }).click()
    await expect(page.getByTestId("toast")).toContainText("Pagamento registrado.")
    await expect(row).toContainText("Pago")
    await expect(row).toContainText("Dinheiro")
    const paga = await admin.collection("mensalidades").getOne(due.id)
    expect(paga).toMatchObject({ status: "pago", forma_pagamento: "dinheiro" })
    expect(paga.pago_por).not.toBe("")
    expect(paga.pago_por_nome).not.toBe("")
    expect(paga.pago_em).not.toBe("")

    // The member, in a browser of their own, sees it paid and prints its receipt.
    const socio = await loggedInPage(browser, javaScriptEnabled, member.email, "senha-do-teste-1")
    await socio.goto("/painel/mensalidades")
    const minha = socio
      .getByTestId("mensalidades")
      .locator("tbody tr")
      .filter({ hasText: monthLabel(mes) })
    await expect(minha).toContainText("Pago")
    await minha.getByRole("link", { name: /^Comprovante/ }).click()
    const comprovante = socio.getByTestId("comprovante")
    await expect(comprovante).toContainText("Comprovante de pagamento")
    await expect(comprovante).toContainText(nome)
    await expect(comprovante).toContainText(/R\$\s80,00/)
    await expect(comprovante).toContainText("Dinheiro")
    await expect(comprovante).toContainText(paga.pago_por_nome as string)
    await socio.context().close()

    await row.getByRole("link", { name: /^Desfazer pagamento a mensalidade de/ }).click()
    const desfazer = page.getByRole("dialog", { name: "Desfazer pagamento" })
    await desfazer.getByRole("button", { name: "Desfazer pagamento" }).click()
    await expect(page.getByTestId("toast")).toContainText("Pagamento desfeito.")
    await expect(row).toContainText("Pendente")
    expect(await admin.collection("mensalidades").getOne(due.id)).toMatchObject({
      status: "pendente",
      forma_pagamento: "",
      pago_por: "",
      pago_em: "",
    })
  })
})

test.describe("the president", () => {
  test.use({ role: "presidente" })

  test("reads the page without any tool, and a forged POST is refused", async ({ page }) => {
    await page.goto(PAGE)
    await expect(page.getByRole("heading", { name: "Controle Financeiro", level: 1 })).toBeVisible()
    await expect(page.getByTestId("totais-ano")).toBeVisible()
    await expect(page.getByRole("link", { name: "Lançar Nova Mensalidade" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Mensalidade avulsa" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: /^Marcar como pago/ })).toHaveCount(0)
    await expect(page.getByRole("link", { name: /^Desfazer pagamento/ })).toHaveCount(0)
    // A dialog's address opens nothing either.
    await page.goto(`${PAGE}?acao=lancar`)
    await expect(page.getByRole("dialog")).toHaveCount(0)

    const mes = await mesVazio()
    const response = await page.request.post(PAGE, {
      form: { intent: "lancar", mes, valor: "80", dia: "10" },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(await duesOfMonth(mes)).toHaveLength(0)
  })
})
