// /painel/financeiro/extrato with JavaScript and without: the financial director imports the bank's
// OFX statement from Controle Financeiro, ticks a proposal by name after checking it, leaves a
// wrong one unticked and confirms, and the dues show paid by PIX; the credits paid are under 'Já
// importados'; the same file imported again opens that statement; a file that is not OFX is refused
// beside its field. Throwaway members with dues in an empty month far ahead, so
// neither project nor the demo's dues get in the way.
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"
import { ofxSgml, ofxXml } from "../support/ofx"
import { createMemberAccount, e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { mesVazio } from "./support/mensalidades"

const PAGE = "/painel/financeiro/extrato"

/** A throwaway active member with a pending due of R$ 80,00 in `mes`. */
async function socioComMensalidade(nome: string, mes: string) {
  const member = await createMemberAccount("extrato", "senha-do-teste-1", nome)
  const admin = await e2eAdmin()
  const due = await admin.collection("mensalidades").create({
    descricao: `Mensalidade extrato ${mes}`,
    data_vencimento: `${mes}-10 00:00:00.000Z`,
    valor: 80,
    status: "pendente",
    associado_id: member.id,
  })
  return due.id
}

test.describe("the financial director", () => {
  test.use({ role: "financeiro" })

  test("imports the bank's statement, confirms what is right, and the same file again opens that statement", async ({
    page,
    javaScriptEnabled,
  }) => {
    const sufixo = Math.random().toString(36).slice(2, 8)
    const mes = await mesVazio()
    const nomes = [`Extrato Nome ${sufixo}`, `Extrato Codigo ${sufixo}`, `Extrato Errado ${sufixo}`]
    await socioComMensalidade(nomes[0]!, mes)
    const porCodigo = await socioComMensalidade(nomes[1]!, mes)
    const errado = await socioComMensalidade(nomes[2]!, mes)
    const dia = mes.replace("-", "")
    const transacoes = [
      {
        fitid: `E2E-${sufixo}-1`,
        data: `${dia}09120000[-3:BRT]`,
        valor: "80.00",
        memo: `PIX RECEBIDO ${nomes[0]!.toUpperCase()}`,
      },
      {
        fitid: `E2E-${sufixo}-2`,
        data: `${dia}10`,
        valor: "80.00",
        nome: "PIX RECEBIDO",
        memo: `MENS${porCodigo}`,
      },
      { fitid: `E2E-${sufixo}-3`, data: `${dia}11`, valor: "80.00", memo: `PIX ${nomes[2]}` },
      { fitid: `E2E-${sufixo}-4`, data: `${dia}11`, valor: "-9.90", memo: "TARIFA" },
    ]
    // One project sends the SGML 1.x file, the other the XML 2.x one.
    const buffer = javaScriptEnabled ? ofxSgml(transacoes) : ofxXml(transacoes)
    const arquivo = { name: `extrato-${sufixo}.ofx`, mimeType: "application/x-ofx", buffer }

    await page.goto("/painel/financeiro")
    await page.getByRole("link", { name: "Importar extrato" }).click()
    await expect(page.getByRole("heading", { name: "Importar extrato", level: 1 })).toBeVisible()
    await page.getByLabel("Arquivo OFX do extrato").setInputFiles(arquivo)
    await page.getByRole("button", { name: "Importar extrato" }).click()
    await expect(page.getByTestId("toast")).toContainText("Extrato importado: 3 créditos.")
    await expect(page.getByRole("heading", { name: "Baixas do extrato", level: 1 })).toBeVisible()

    const propostas = page.getByTestId("baixas-propostas")
    await expect(propostas.locator("tbody tr")).toHaveCount(3)
    const box = (nome: string) => propostas.getByRole("checkbox", { name: new RegExp(nome) })
    // The code names the due for certain: ticked. A name is the treasurer's to check: not ticked.
    await expect(box(nomes[1]!)).toBeChecked()
    await expect(propostas.locator("tr", { hasText: nomes[1]! })).toContainText("pelo código PIX e valor")
    await expect(propostas.locator("tr", { hasText: nomes[0]! })).toContainText("pelo nome e valor")
    await expect(box(nomes[0]!)).not.toBeChecked()
    await expect(box(nomes[2]!)).not.toBeChecked()
    // The treasurer knows the first is that member's payment, and the third is not.
    await box(nomes[0]!).check()
    await page.getByRole("button", { name: "Confirmar baixas" }).click()
    await expect(page.getByTestId("toast")).toContainText("2 baixas confirmadas.")
    const abas = page.getByRole("navigation", { name: "Créditos do extrato" })
    await abas.getByRole("link", { name: "Já importados (2)" }).click()
    const importados = page.getByTestId("ja-importados")
    await expect(importados.locator("tbody tr")).toHaveCount(2)
    await expect(importados).toContainText("Já importado")

    const admin = await e2eAdmin()
    // The code names its due. The name names its member: the credit pays that member's oldest
    // pending due of the amount, which is the test's own unless another test has meanwhile
    // launched a month of dues for every active member.
    // Each keeps its credit's identity, which the statement holds.
    const extrato = await admin
      .collection("extratos")
      .getFirstListItem(admin.filter("arquivo_nome = {:nome}", { nome: arquivo.name }))
    const pagas = await Promise.all(
      [0, 1].map((n) =>
        admin
          .collection("mensalidades")
          .getFirstListItem(admin.filter("transacao_id = {:id}", { id: extrato.creditos[n].id }), {
            expand: "associado_id",
          }),
      ),
    )
    expect(pagas.map((m) => [m.expand?.associado_id?.nome, m.status, m.forma_pagamento])).toEqual([
      [nomes[0], "pago", "pix"],
      [nomes[1], "pago", "pix"],
    ])
    expect(pagas[1]!.id).toBe(porCodigo)
    expect(await admin.collection("mensalidades").getOne(errado)).toMatchObject({ status: "pendente" })

    // Controle Financeiro shows them paid by PIX, in the month of the due paid.
    await page.goto(`/painel/financeiro?mes=${pagas[0]!.data_vencimento.slice(0, 7)}`)
    const linha = page.getByTestId("mensalidades").locator("tbody tr").filter({ hasText: nomes[0]! })
    await expect(linha).toContainText("Pago")
    await expect(linha).toContainText("PIX")

    // The same file again opens the statement imported before, its two paid credits imported.
    await page.goto(PAGE)
    await page.getByLabel("Arquivo OFX do extrato").setInputFiles(arquivo)
    await page.getByRole("button", { name: "Importar extrato" }).click()
    await expect(page.getByTestId("toast")).toContainText(
      /Este extrato já foi importado em \d{2}\/\d{2}\/\d{4}\./,
    )
    await expect(page.getByTestId("baixas-propostas").locator("tbody tr")).toHaveCount(1)
    await abas.getByRole("link", { name: "Já importados (2)" }).click()
    const again = page.getByTestId("ja-importados")
    await expect(again.locator("tr", { hasText: nomes[0]! })).toContainText("Já importado")
    await expect(again.locator("tr", { hasText: nomes[1]! })).toContainText("Já importado")

    // On a 360 px phone the statement's tables scroll in their own boxes, never the page.
    await page.setViewportSize({ width: 360, height: 780 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test("refuses a file that is not OFX beside its field", async ({ page }) => {
    await page.goto(PAGE)
    await page.getByLabel("Arquivo OFX do extrato").setInputFiles({
      name: "extrato.ofx",
      mimeType: "application/x-ofx",
      buffer: Buffer.from("Data;Valor;Descrição\n10/11/2026;80,00;PIX\n"),
    })
    await page.getByRole("button", { name: "Importar extrato" }).click()
    const campo = page.getByLabel("Arquivo OFX do extrato")
    await expect(page.getByText(EXTRATO_ARQUIVO.invalido, { exact: true })).toBeVisible()
    await expect(campo).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByRole("heading", { name: "Importar extrato", level: 1 })).toBeVisible()
  })
})
