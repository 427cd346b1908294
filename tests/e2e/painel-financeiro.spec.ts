// /painel/financeiro with JavaScript and without, on a 360 × 780 phone where it matters: the
// financial director launches a month typed as 'mês/aaaa' (once), finds a member's dues by name,
// marks a throwaway member's due paid with a method (back at its row, highlighted, the message
// naming whose and which month clear of it) and undoes it; 'Lançar' suggests the first month
// without dues; the president reads the page, the list before the year's totals, without any tool,
// and a forged POST is refused.
// Months far ahead, picked at random and checked to be empty, so neither project nor the demo's
// dues get in the way.
import type { Page } from "@playwright/test"
import { monthLabel } from "@veteranos/domain/datas"
import { mesPorExtenso } from "~/features/mensalidades/financeiro-meses"
import { formatDate } from "~/utils/format"
import { createMemberAccount, e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { duesOfMonth, mensalidadesNoMes, mesVazio, primeiroMesSemMensalidades } from "./support/mensalidades"

const PAGE = "/painel/financeiro"
const PHONE = { width: 360, height: 780 }

const rows = (page: Page) => page.getByTestId("mensalidades").locator("tbody tr")
type Box = { x: number; y: number; width: number; height: number } | null
/** Whether two boxes on the page share any area. */
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
/** The list's row of the due `id`. */
const rowOf = (page: Page, id: string) => rows(page).filter({ has: page.locator(`#mensalidade-${id}`) })

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
    await dialog.getByLabel("Mês").fill(mesPorExtenso(mes))
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
    await again.getByLabel("Mês").fill(mesPorExtenso(mes))
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

  test("marks a member's due paid with the method, back at its row, the member sees it paid with its receipt, then undoes it", async ({
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
    // Twelve later dues of the month list above it: its row is far below the phone's first screen.
    await mensalidadesNoMes(member.id, mes, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])

    await page.setViewportSize(PHONE)
    await page.goto(`${PAGE}?mes=${mes}`)
    const row = rowOf(page, due.id)
    await expect(row).toContainText("Pendente")
    await expect(page.locator(`#mensalidade-${due.id}`)).not.toBeInViewport()
    await row.getByRole("link", { name: /^Marcar como pago a mensalidade de/ }).click()
    const dialog = page.getByRole("dialog", { name: "Marcar como pago" })
    await expect(dialog).toContainText(nome)
    // Without a method: told so, nothing changes.
    await dialog.getByRole("button", { name: "Confirmar pagamento" }).click()
    await expect(page.getByText("Escolha a forma de pagamento.", { exact: true })).toBeVisible()
    // The form's summary names the field, in sight at the dialog's top, with JavaScript and without.
    const resumo = page.getByRole("alert").filter({ hasText: "Corrija 1 campo:" })
    await expect(
      resumo.getByRole("link", { name: "Forma de pagamento: Escolha a forma de pagamento." }),
    ).toBeInViewport()
    await page
      .getByRole("dialog", { name: "Marcar como pago" })
      .getByLabel("Forma de pagamento")
      .selectOption("dinheiro")
    await page.getByRole("button", { name: "Confirmar pagamento" }).click()
    const toast = page.getByTestId("toast")
    await expect(toast).toContainText("Pagamento registrado.")
    await expect(toast).toContainText(`Mensalidade de ${nome} (${mesPorExtenso(mes)}).`)
    // Back at the same list, at the due's row.
    await expect(page).toHaveURL(new RegExp(`\\?mes=${mes}#mensalidade-${due.id}$`))
    await expect(page.locator(`#mensalidade-${due.id}`)).toBeInViewport()
    // The message stays at the top of the content, clear of the due's card, which is highlighted instead.
    expect(overlaps(await toast.boundingBox(), await row.boundingBox())).toBe(false)
    await expect(row).toHaveCSS("animation-name", "card-acted")
    // A tap on the message takes it away, without JavaScript too.
    await toast.click()
    await expect(toast).toBeHidden()
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
    await expect(page.getByTestId("toast")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`#mensalidade-${due.id}$`))
    await expect(page.locator(`#mensalidade-${due.id}`)).toBeInViewport()
    await expect(row).toContainText("Pendente")
    expect(await admin.collection("mensalidades").getOne(due.id)).toMatchObject({
      status: "pendente",
      forma_pagamento: "",
      pago_por: "",
      pago_em: "",
    })
  })
  test("'Lançar' suggests the first month without dues, written as 'mês/aaaa'", async ({ page }) => {
    // Read before and after the page: another test may add a due near today meanwhile, which only
    // moves the first empty month later.
    const antes = await primeiroMesSemMensalidades()
    await page.setViewportSize(PHONE)
    await page.goto(PAGE)
    await page.getByRole("link", { name: "Lançar Nova Mensalidade" }).click()
    const campo = page.getByRole("dialog", { name: "Lançar Nova Mensalidade" }).getByLabel("Mês")
    await expect(campo).toHaveValue(/^[a-zç]+\/\d{4}$/)
    const sugerido = await campo.inputValue()
    const depois = await primeiroMesSemMensalidades()
    expect([antes, depois].map(mesPorExtenso)).toContain(sugerido)
    await expect(page.getByRole("button", { name: "Lançar mensalidades" })).toBeInViewport()
  })

  test("finds a member's dues by name, in any capitals and without accents, within the tab", async ({
    page,
  }) => {
    const sufixo = Math.random().toString(36).slice(2, 8)
    const nome = `Sócia Busca ${sufixo}`
    const socia = await createMemberAccount("busca", "senha-do-teste-1", nome)
    const outro = await createMemberAccount("busca", "senha-do-teste-1", `Outro Sócio ${sufixo}`)
    const mes = await mesVazio()
    const [dela] = await mensalidadesNoMes(socia.id, mes, [10])
    await mensalidadesNoMes(outro.id, mes, [10])

    await page.setViewportSize(PHONE)
    await page.goto(`${PAGE}?mes=${mes}&status=pendente`)
    await expect(rows(page)).toHaveCount(2)
    const busca = page.getByRole("searchbox", { name: "Buscar" })
    await busca.fill(`SOCIA BUSCA ${sufixo}`)
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(page).toHaveURL(new RegExp(`status=pendente.*q=SOCIA`))
    await expect(rows(page)).toHaveCount(1)
    await expect(rowOf(page, dela!)).toContainText(nome)
    // Another tab keeps the search.
    await page.getByRole("link", { name: "Pagas" }).click()
    await expect(page).toHaveURL(/status=pago.*q=SOCIA/)
    await expect(page.getByText("Nenhuma mensalidade encontrada.")).toBeVisible()

    await page.getByRole("searchbox", { name: "Buscar" }).fill(`Ninguém ${sufixo}`)
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(page).toHaveURL(/q=Ningu/)
    await expect(page.getByText("Nenhuma mensalidade encontrada.")).toBeVisible()
  })
})

test.describe("the president", () => {
  test.use({ role: "presidente" })

  test("reads the page, the list before the year's totals, without any tool, and a forged POST is refused", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(PAGE)
    await expect(page.getByRole("heading", { name: "Controle Financeiro", level: 1 })).toBeVisible()
    await expect(page.getByTestId("totais-ano")).toBeAttached()
    const lista = await page.getByRole("heading", { name: /^Mensalidades de / }).boundingBox()
    const totais = await page.getByRole("heading", { name: /^Totais de / }).boundingBox()
    expect(lista!.y).toBeLessThan(totais!.y)
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
