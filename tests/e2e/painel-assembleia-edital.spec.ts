// A published notice of the general assembly where a member looks, on a phone, with JavaScript and
// without: on the dashboard ('Assembleia Geral Extraordinária — <day> às 19:00', the place, 'Ver
// edital'), and its public page, 'EDITAL DE CONVOCAÇÃO' with the numbered agenda and 'Imprimir' (a
// small script of its own; without it, the line saying to use the browser's Print), printed on one
// A4 page. The notice is written by the superuser as the routes would leave it; what PocketBase
// checks on the way is tests/integration/assembleias-edital.test.ts, what the page and the feed read
// tests/integration/assembleias-publicas.test.ts.
import { addDays, formatDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ role: "associado", viewport: { width: 360, height: 780 } })

test("a member sees a published notice on the dashboard and opens its public page", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const admin = await e2eAdmin()
  const dia = addDays(todayInSaoPaulo(), 30)
  const local = `Sede social, salão ${testInfo.project.name} ${Date.now()}`
  const assembleia = await admin.collection("assembleias").create({
    tipo: "extraordinaria",
    primeira_chamada: `${dia} 22:00:00.000Z`,
    modalidade: "presencial",
    local,
    status: "publicada",
    publicada_em: new Date().toISOString(),
    convocada_por_nome: "Carlos Presidente",
    convocada_por_cargo: "Presidente",
    estatuto: { antecedenciaDias: 10, quorum: "1/2", minutosSegundaChamada: 30, maioriaQualificada: "2/3" },
  })
  try {
    await admin
      .collection("assembleia_itens")
      .create({ assembleia: assembleia.id, ordem: 1, titulo: "Reforma do estatuto", tipo: "deliberacao" })

    await page.goto("/painel")
    const aviso = page.locator(`#assembleia-${assembleia.id}`)
    await expect(aviso).toContainText(`Assembleia Geral Extraordinária — ${formatDate(dia)} às 19:00`)
    await expect(aviso).toContainText(local)
    await aviso.getByRole("link", { name: "Ver edital" }).click()

    await expect(page).toHaveURL(new RegExp(`/assembleias/${assembleia.id}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("EDITAL DE CONVOCAÇÃO")
    const edital = page.getByTestId("edital")
    await expect(edital).toContainText("Assembleia Geral Extraordinária")
    await expect(edital).toContainText("CNPJ: 12.345.678/0001-95")
    await expect(edital).toContainText(`1ª convocação: ${formatDate(dia)} às 19:00`)
    await expect(edital).toContainText(`2ª convocação: ${formatDate(dia)} às 19:30`)
    await expect(page.getByTestId("ordem-do-dia").getByRole("listitem")).toHaveText(["1.Reforma do estatuto"])
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible()
    } else {
      await expect(page.getByText("use Imprimir ou Salvar como PDF no navegador")).toBeVisible()
    }
    // Printed, the notice is one A4 page (the site's header and footer are not printed).
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1")
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1)
    // On a 360 px screen without sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  } finally {
    await admin.collection("assembleias").delete(assembleia.id)
  }
})
