// /painel/prestacao-de-contas with JavaScript and without: the fiscal council (conselho@exemplo.org)
// records its opinion on a year (the messages when empty, then 'Parecer registrado.' and the opinion
// with the council's names and the day); a member reads the accounts and downloads the CSV; the
// council opens Controle Financeiro and finds no tool. Each project gives its opinion on a year of
// its own, years back (the demo's opinion is last year's, which the role matrix reads), and takes
// it away after.
import { readFile } from "node:fs/promises"
import { PRESTACAO_ANO_MINIMO } from "@veteranos/domain/prestacao-de-contas"
import { formatDayOf, todayInSaoPaulo } from "~/utils/format"
import { skipSplash } from "./public-helpers"
import { e2eAdmin, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"

const PAGE = "/painel/prestacao-de-contas"
const CONSELHO = "conselho@exemplo.org"
const ANO_ATUAL = Number(todayInSaoPaulo().slice(0, 4))
// The demo's council, its president first (pocketbase/seed/content.mjs).
const MEMBROS = "Sebastião Pereira Lima, Francisco das Chagas Souza e Maria Aparecida Gomes"

test.beforeEach(async ({ context }) => skipSplash(context))

/** Removes the opinion on `ano` (as the superuser: nobody else deletes one). */
async function semParecer(ano: number) {
  const admin = await e2eAdmin()
  for (const parecer of await admin.collection("pareceres").getFullList({ filter: `ano = ${ano}` })) {
    await admin.collection("pareceres").delete(parecer.id)
  }
}

test.describe("the fiscal council", () => {
  test("records its opinion: messages when empty, then 'Parecer registrado.' with the names and the day", async ({
    page,
  }, testInfo) => {
    // A year of this project's own, years back and after the first one.
    const ano = Math.max(
      PRESTACAO_ANO_MINIMO,
      ANO_ATUAL - (testInfo.project.name.startsWith("no-js") ? 4 : 3),
    )
    await semParecer(ano)
    try {
      await logIn(page, CONSELHO)
      await expect(page.getByRole("navigation", { name: "Painel" }).last()).toContainText(
        "Prestação de Contas",
      )
      await page.goto(`${PAGE}?ano=${ano}`)
      await expect(page.getByRole("heading", { name: "Prestação de Contas", level: 1 })).toBeVisible()
      const parecer = page.getByTestId("parecer")
      await expect(parecer).toContainText(
        `O conselho fiscal ainda não deu parecer sobre as contas de ${ano}.`,
      )

      const send = page.getByRole("button", { name: "Registrar parecer" })
      await send.click()
      await expect(page.getByText("Escolha o resultado do parecer.", { exact: true })).toBeVisible()
      await expect(page.getByText("Escreva o texto do parecer.", { exact: true })).toBeVisible()

      await page.getByLabel("Resultado").selectOption({ label: "Aprovadas com ressalvas" })
      await page.getByLabel("Parecer", { exact: true }).fill("Faltam os recibos de março.")
      await send.click()
      await expect(page.getByTestId("toast")).toContainText("Parecer registrado.")
      await expect(page).toHaveURL(new RegExp(`ano=${ano}#conteudo$`))
      await expect(parecer).toContainText(`Contas de ${ano}: Aprovadas com ressalvas`)
      await expect(parecer).toContainText("Faltam os recibos de março.")
      await expect(parecer).toContainText(`Conselho Fiscal: ${MEMBROS}.`)
      await expect(parecer).toContainText(
        `Registrado em ${formatDayOf(new Date())} por Sebastião Pereira Lima`,
      )
      // The form now changes the year's one opinion, and keeps what it says.
      await expect(page.getByLabel("Parecer", { exact: true })).toHaveValue("Faltam os recibos de março.")
    } finally {
      await semParecer(ano)
    }
  })

  test("opens Controle Financeiro and finds no tool; a forged launch is refused", async ({ page }) => {
    await logIn(page, CONSELHO)
    await page.goto("/painel/financeiro")
    await expect(page.getByRole("heading", { name: "Controle Financeiro", level: 1 })).toBeVisible()
    await expect(page.getByTestId("totais-ano")).toBeVisible()
    for (const tool of ["Lançar Nova Mensalidade", "Mensalidade avulsa"]) {
      await expect(page.getByRole("link", { name: tool })).toHaveCount(0)
    }
    const rows = page.getByTestId("mensalidades")
    await expect(rows.getByRole("link", { name: /Marcar como pago|Desfazer|Isentar/ })).toHaveCount(0)
    await expect(rows.getByRole("button", { name: /Marcar como pago|Desfazer|Isentar/ })).toHaveCount(0)
    const response = await page.request.post("/painel/financeiro", {
      form: { intent: "lancar", mes: "2090-01", valor: "80,00", dia: "10" },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
  })
})

test.describe("a member", () => {
  test.use({ role: "associado" })

  test("reads the year's accounts and the council's opinion, without the form, and downloads the CSV", async ({
    page,
  }) => {
    const ano = ANO_ATUAL - 1
    await page.goto(`${PAGE}?ano=${ano}`)
    await expect(page.getByRole("heading", { name: "Prestação de Contas", level: 1 })).toBeVisible()
    await expect(page.getByTestId("contas-mes")).toContainText(`Total de ${ano}`)
    await expect(page.getByTestId("contas-mes").locator("tbody tr")).toHaveCount(12)
    // The demo's opinion on last year.
    await expect(page.getByTestId("parecer")).toContainText(`Contas de ${ano}: Aprovadas com ressalvas`)
    await expect(page.getByTestId("parecer")).toContainText(MEMBROS)
    await expect(page.getByRole("button", { name: "Registrar parecer" })).toHaveCount(0)

    const downloading = page.waitForEvent("download")
    await page.getByRole("link", { name: "Exportar CSV" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`prestacao-de-contas-${ano}.csv`)
    const csv = await readFile((await download.path())!, "utf8")
    expect(csv).toContain("Mês;Lançadas;Valor lançado (R$)")
    expect(csv).toContain(`Total de ${ano};`)
    expect(csv).toContain("Pago em;Vencimento;Forma de pagamento;Valor (R$)")
    // Nobody's name: the member's own is not in it either.
    expect(csv).not.toContain("João Batista Almeida")
  })

  test("sees the payments of last month's year, without names, and the year's links", async ({ page }) => {
    // The demo's last month is mostly paid.
    const ano = Number(todayInSaoPaulo().slice(5, 7)) === 1 ? ANO_ATUAL - 1 : ANO_ATUAL
    await page.goto(`${PAGE}?ano=${ano}`)
    const pagamentos = page.getByTestId("contas-pagamentos")
    await expect(pagamentos.locator("tbody tr").first()).toBeVisible()
    await expect(pagamentos).not.toContainText("João Batista Almeida")
    await page.getByRole("link", { name: `← ${ano - 1}` }).click()
    await expect(page).toHaveURL(new RegExp(`ano=${ano - 1}$`))
    await expect(page.getByTestId("contas-mes")).toContainText(`Total de ${ano - 1}`)
  })
})
