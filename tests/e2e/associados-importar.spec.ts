// /painel/associados/importar with JavaScript and without: the president opens 'Importar planilha'
// from the members page, sends a spreadsheet with good rows, a bad one and people already known or
// repeated, reads the preview's three lists with their lines and messages, imports, and finds the
// new members in the list (docs/decisions/members.md#members-move-in-from-a-spreadsheet). Each run
// imports people of its own; the known person is a demo account, which the import leaves alone.
import { IMPORTACAO_ARQUIVO, IMPORTACAO_ERROS } from "@veteranos/domain/importacao"
import { DEMO_ACCOUNTS } from "../support/accounts"
import { csvOf, HEADER, xlsxOf } from "../support/planilha"
import { expect, test } from "./support/fixtures"

test.describe("the president", () => {
  test.use({ role: "presidente" })

  test("imports members from a spreadsheet: the preview's three lists, then the new members in the list", async ({
    page,
    javaScriptEnabled,
  }) => {
    const sufixo = `${javaScriptEnabled ? "js" : "nojs"}${Math.random().toString(36).slice(2, 8)}`
    const email = (nome: string) => `${nome}.${sufixo}@exemplo.org`
    const rows = [
      [
        `Planilha Ana ${sufixo}`,
        email("ana"),
        "(11) 98765-4321",
        "",
        "05/03/1960",
        "Rua A, 10",
        "01/02/1999",
      ],
      [`Planilha Cpf ${sufixo}`, email("cpf"), "", "529.982.247-26", "", "", ""],
      [`Planilha Bruno ${sufixo}`, email("bruno"), "", "", "", "", ""],
      [`Planilha Conhecida ${sufixo}`, DEMO_ACCOUNTS.associado.email, "", "", "", "", ""],
      [`Planilha Ana de novo ${sufixo}`, email("ana"), "", "", "", "", ""],
      [`Planilha Data ${sufixo}`, email("data"), "", "", "01/01/2999", "", ""],
    ]
    // One project sends the template's CSV, the other an XLSX.
    const arquivo = javaScriptEnabled
      ? {
          name: "associados.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(csvOf([HEADER, ...rows], { separator: ";" })),
        }
      : {
          name: "associados.xlsx",
          mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          buffer: Buffer.from(await xlsxOf([HEADER, ...rows])),
        }

    await page.goto("/painel/associados")
    await page.getByRole("link", { name: "Importar planilha" }).click()
    await expect(page.getByRole("heading", { name: "Importar planilha", level: 1 })).toBeVisible()
    const modelo = await page.request.get("/painel/associados/importar/modelo.csv")
    expect(await modelo.text()).toBe(`\uFEFF${HEADER.join(";")}\r\n`)
    await expect(page.getByRole("link", { name: "planilha modelo (CSV)" })).toHaveAttribute(
      "href",
      "/painel/associados/importar/modelo.csv",
    )
    await page.getByLabel("Planilha de associados").setInputFiles(arquivo)
    await page.getByRole("button", { name: "Ver prévia" }).click()
    await expect(page.getByTestId("toast")).toContainText("Planilha lida: 6 linhas.")
    await expect(page.getByRole("heading", { name: "Prévia da importação", level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/painel\/associados\/importar\?id=\w+#conteudo$/)

    const linha = (list: string, n: number) =>
      page
        .getByTestId(list)
        .locator("tbody tr")
        // The line's number is a cell of its own (its label shows only on a phone's card).
        .filter({ has: page.getByRole("cell", { name: String(n), exact: true }) })
    await expect(page.getByTestId("linhas-validas").locator("tbody tr")).toHaveCount(2)
    await expect(linha("linhas-validas", 2)).toContainText(email("ana"))
    await expect(linha("linhas-validas", 4)).toContainText(email("bruno"))
    await expect(page.getByTestId("linhas-com-erros").locator("tbody tr")).toHaveCount(2)
    await expect(linha("linhas-com-erros", 3)).toContainText(IMPORTACAO_ERROS.cpf)
    await expect(linha("linhas-com-erros", 7)).toContainText(IMPORTACAO_ERROS.nascimentoFuturo)
    await expect(page.getByTestId("linhas-ignoradas").locator("tbody tr")).toHaveCount(2)
    await expect(linha("linhas-ignoradas", 5)).toContainText(IMPORTACAO_ERROS.emailCadastrado)
    await expect(linha("linhas-ignoradas", 6)).toContainText("Repetida na planilha (linha 2)")

    // The preview is a page of its own: it reads the same after a reload, on a 360 px phone too,
    // where its lists scroll inside their own boxes and the page never sideways.
    await page.setViewportSize({ width: 360, height: 780 })
    await page.reload()
    await expect(page.getByTestId("linhas-validas").locator("tbody tr")).toHaveCount(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await page.getByRole("button", { name: "Importar 2 associados" }).click()
    await expect(page.getByTestId("toast")).toContainText("2 associados importados.")
    await expect(page.getByRole("status").filter({ hasText: "Importada:" })).toContainText(
      "Importada: 2 associados cadastrados.",
    )
    await expect(page.getByRole("button", { name: /^Importar/ })).toHaveCount(0)

    await page.getByRole("link", { name: "Ver associados" }).click()
    await page.getByRole("searchbox").fill(sufixo)
    await page.getByRole("searchbox").press("Enter")
    const lista = page.getByTestId("associados")
    await expect(lista.locator("tbody tr")).toHaveCount(2)
    await expect(lista).toContainText(`Planilha Ana ${sufixo}`)
    await expect(lista).toContainText(`Planilha Bruno ${sufixo}`)
    await expect(lista).not.toContainText(`Planilha Cpf ${sufixo}`)
  })

  test("is told beside the field when the file is no spreadsheet of the template", async ({ page }) => {
    await page.goto("/painel/associados/importar")
    const semCabecalho = Buffer.from(csvOf([["Fulano", "fulano@exemplo.org"]], { separator: ";" }))
    await page
      .getByLabel("Planilha de associados")
      .setInputFiles({ name: "x.csv", mimeType: "text/csv", buffer: semCabecalho })
    await page.getByRole("button", { name: "Ver prévia" }).click()
    // The field's own error, as a screen reader reads the field (its hint follows it).
    await expect(page.getByLabel("Planilha de associados")).toHaveAccessibleDescription(
      new RegExp(`^${IMPORTACAO_ARQUIVO.cabecalho.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    )
    await expect(page.getByRole("heading", { name: "Importar planilha", level: 1 })).toBeVisible()
  })
})
