// /painel/assembleias/{id}/ata on a phone, with JavaScript and without: the president opens the
// minutes of a closed assembly (made directly by the superuser: its items voted, its frozen list
// written before it closed, since a closed assembly refuses every change), finds the quorum as a
// percentage and each item's result, 'Imprimir', and downloads the PDF, whose text, parsed back,
// says the same. The model's sentences are tests/unit/ata.test.ts's.
import { readFile } from "node:fs/promises"
import { extractText } from "unpdf"
import { skipSplash } from "./public-helpers"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ role: "presidente", viewport: { width: 360, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

/** A closed assembly of 15/03/2025 (19:00 in São Paulo), begun on the 2nd call: 2 of 3 able voters present. */
async function assembleiaEncerrada(marca: string) {
  const admin = await e2eAdmin()
  const assembleia = await admin.collection("assembleias").create({
    tipo: "ordinaria",
    primeira_chamada: "2025-03-15 22:00:00.000Z",
    modalidade: "presencial",
    local: `Sede social ${marca}`,
    status: "aberta",
    convocada_por_nome: "Presidente da Ata",
    convocada_por_cargo: "Presidente",
    publicada_em: "2025-02-20 12:00:00.000Z",
    aberta_em: "2025-03-15 21:50:00.000Z",
    instalada_em: "2025-03-15 22:31:00.000Z",
    chamada: "segunda",
  })
  const itens = [
    {
      titulo: "Aprovação das contas de 2024",
      tipo: "contas",
      ano: 2024,
      forma: "aberta",
      a_favor: 2,
      resultado: "aprovado",
      observacoes: "Parecer do conselho lido.",
    },
    {
      titulo: "Compra de uniformes",
      tipo: "deliberacao",
      forma: "aberta",
      contra: 1,
      abstencoes: 1,
      resultado: "reprovado",
    },
    { titulo: "Relatório da diretoria", tipo: "informe" },
  ]
  for (const [index, item] of itens.entries())
    await admin
      .collection("assembleia_itens")
      .create({ assembleia: assembleia.id, ordem: index + 1, ...item })
  const lista = [
    { nome: `Ana Apta ${marca}`, apto: true, presente: true },
    { nome: `Bruno Apto ${marca}`, apto: true, presente: true },
    { nome: `Caio Ausente ${marca}`, apto: true, presente: false },
    { nome: `Davi Devedor ${marca}`, apto: false, presente: true },
  ]
  for (const row of lista)
    await admin.collection("assembleia_associados").create({ assembleia: assembleia.id, ...row })
  await admin
    .collection("assembleias")
    .update(assembleia.id, { status: "encerrada", encerrada_em: "2025-03-16 00:05:00.000Z" })
  return assembleia.id
}

test("the president reads a closed assembly's minutes and downloads them as a PDF that says the same", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const marca = `${testInfo.project.name} ${Date.now()}`
  const id = await assembleiaEncerrada(marca)
  await page.goto(`/painel/assembleias/${id}/ata`)

  const ata = page.getByTestId("ata")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ATA DA ASSEMBLEIA GERAL ORDINÁRIA")
  await expect(ata).toContainText("Quórum: 66,7% dos aptos a votar (2 de 3)")
  await expect(ata).toContainText("Início: 19:31, em 2ª convocação")
  await expect(ata).toContainText("Encerramento: 21:05")
  await expect(ata).toContainText("Resultado: Aprovado.")
  await expect(ata).toContainText("Resultado: Reprovado.")
  await expect(ata).toContainText("Informe, sem votação.")
  await expect(ata).not.toContainText("Minuta")
  // Without JavaScript 'Imprimir' opens the PDF for the browser's viewer to print.
  await expect(page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Imprimir" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  const downloading = page.waitForEvent("download")
  await page.getByRole("link", { name: "Baixar PDF" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe("ata-assembleia-2025-03-15.pdf")
  const pdf = new Uint8Array(await readFile((await download.path())!))
  const { text } = await extractText(pdf, { mergePages: true })
  for (const part of [
    "ATA DA ASSEMBLEIA GERAL ORDINÁRIA",
    "66,7% dos aptos a votar (2 de 3)",
    "1. Aprovação das contas de 2024",
    "Forma de votação: votação aberta (2 a favor, 0 contra, 0 abstenções). Resultado: Aprovado.",
    "Observações: Parecer do conselho lido.",
    "Forma de votação: votação aberta (0 a favor, 1 contra, 1 abstenção). Resultado: Reprovado.",
    "Informe, sem votação.",
    `Davi Devedor ${marca}`,
  ])
    expect(text).toContain(part)
  expect(text).not.toContain(`Caio Ausente ${marca}`)
})
