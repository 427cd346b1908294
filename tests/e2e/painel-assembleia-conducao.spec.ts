// The secretary at the assembly, on a phone, with JavaScript and without: opens the published
// notice (the list of who may vote is frozen), finds two members by name and marks them present,
// sees the quorum line count them, starts the votes (the first call was long enough ago that the
// second call's time has passed), is refused counts above the voters present (the values kept),
// records the year's accounts as approved, and closes the assembly, after which all is read only.
// Each project works on an assembly, members and a year's accounts of its own.
import { PRESTACAO_ANO_MINIMO } from "@veteranos/domain/prestacao-de-contas"
import type PocketBase from "pocketbase"
import { skipSplash } from "./public-helpers"
import { createMemberAccount, createSeat, e2eAdmin, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ viewport: { width: 360, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

const SENHA = "Assembleia-2026"

/** The opinion on `ano` that a 'contas' item needs, fresh: without an assembly's verdict yet. */
async function parecerDe(admin: PocketBase, ano: number) {
  for (const parecer of await admin.collection("pareceres").getFullList({ filter: `ano = ${ano}` })) {
    await admin.collection("pareceres").delete(parecer.id)
  }
  await admin.collection("pareceres").create({ ano, resultado: "aprovadas", texto: "Contas em ordem." })
}

/** A published notice whose first call was 45 minutes ago (its second call 30 minutes after it). */
async function assembleiaPublicada(admin: PocketBase, ano: number) {
  const primeira = new Date(Date.now() - 45 * 60_000).toISOString().replace("T", " ")
  const assembleia = await admin.collection("assembleias").create({
    tipo: "ordinaria",
    primeira_chamada: primeira,
    modalidade: "presencial",
    local: "Sede social",
    status: "publicada",
    publicada_em: new Date(Date.now() - 20 * 86_400_000).toISOString().replace("T", " "),
    estatuto: { antecedenciaDias: 10, quorum: "1/2", minutosSegundaChamada: 30, maioriaQualificada: "2/3" },
  })
  await admin.collection("assembleia_itens").create({
    assembleia: assembleia.id,
    ordem: 1,
    titulo: `Aprovação das contas de ${ano}`,
    tipo: "contas",
    ano,
  })
  return assembleia.id
}

test("the secretary marks presences, sees the quorum, votes the accounts and closes the assembly", async ({
  page,
}, testInfo) => {
  const projeto = testInfo.project.name.startsWith("no-js") ? "semjs" : "comjs"
  const ano = PRESTACAO_ANO_MINIMO + (projeto === "semjs" ? 2 : 1)
  const unico = `${projeto}${Date.now().toString(36)}`
  const admin = await e2eAdmin()
  const secretario = await createMemberAccount(`secretario-${projeto}`, SENHA, `Secretário ${unico}`)
  const seat = await createSeat(secretario.id, "secretario")
  try {
    const [ana, bruno] = [`Ânia Votante ${unico}`, `Bruno Votante ${unico}`]
    await createMemberAccount(`votante-a-${projeto}`, SENHA, ana)
    await createMemberAccount(`votante-b-${projeto}`, SENHA, bruno)
    await parecerDe(admin, ano)
    const id = await assembleiaPublicada(admin, ano)

    await logIn(page, secretario.email, SENHA)
    await page.goto(`/painel/assembleias/${id}`)
    await page.getByRole("link", { name: "Abrir assembleia" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Abrir assembleia" }).click()
    await expect(page).toHaveURL(new RegExp(`/painel/assembleias/${id}/presenca`))
    const quorum = page.getByTestId("quorum")
    await expect(quorum).toContainText(/^Presentes aptos: 0 de \d+ \(0,0%\) — quórum da 1ª convocação: \d+/)

    // The search folds accents: 'ania' finds 'Ânia'.
    for (const [busca, nome, presentes] of [
      [`ania votante ${unico}`, ana, 1],
      [`Bruno Votante ${unico}`, bruno, 2],
    ] as const) {
      await page.getByRole("search").getByLabel("Buscar").fill(busca)
      await page.getByRole("search").getByRole("button", { name: "Buscar" }).click()
      const linha = page.getByTestId("presencas").getByRole("row").filter({ hasText: nome })
      await expect(linha).toContainText("Apto")
      await linha.getByRole("button", { name: "Marcar presença" }).click()
      await expect(page.getByTestId("toast")).toContainText(`Presença de ${nome} registrada.`)
      await expect(linha).toContainText(/Presente às \d{2}:\d{2}/)
      await expect(quorum).toContainText(`Presentes aptos: ${presentes} de`)
    }

    await page
      .getByRole("navigation", { name: "Seções da assembleia" })
      .getByRole("link", { name: "Votação" })
      .click()
    await page.getByRole("button", { name: "Iniciar votações" }).click()
    await expect(page.getByTestId("toast")).toContainText("Votações iniciadas")

    const item = page.locator("li[id^=item-]").filter({ hasText: `Aprovação das contas de ${ano}` })
    await item.getByLabel("Forma").selectOption("aberta")
    await item.getByLabel("A favor").fill("3")
    await item.getByLabel("Contra").fill("0")
    await item.getByLabel("Abstenções").fill("0")
    await item.getByRole("button", { name: "Registrar votação" }).click()
    await expect(item.getByRole("alert")).toContainText(
      "A soma dos votos (3) passa do número de associados aptos presentes (2).",
    )
    await expect(item.getByLabel("A favor")).toHaveValue("3")
    await item.getByLabel("A favor").fill("2")
    await item.getByRole("button", { name: "Registrar votação" }).click()
    await expect(page.getByTestId("toast")).toContainText("Votação registrada: Aprovado.")
    await expect(item.getByTestId("resultado")).toHaveText(
      "Aprovado votação aberta: 2 a favor, 0 contra, 0 abstenções.",
    )

    await page.getByRole("link", { name: "Encerrar assembleia" }).click()
    const encerrar = page.getByRole("dialog", { name: "Encerrar assembleia" })
    await expect(encerrar).toContainText("Depois de encerrada, nada mais pode ser alterado.")
    // The question sits inside the phone's screen.
    const caixa = (await encerrar.boundingBox())!
    expect(caixa.x).toBeGreaterThanOrEqual(0)
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(360)
    await encerrar.getByRole("button", { name: "Encerrar assembleia" }).click()
    await expect(page.getByTestId("toast")).toContainText("Assembleia encerrada.")
    await expect(page.getByTestId("encerrada")).toContainText("nada mais pode ser alterado")
    await expect(page.getByRole("link", { name: "Ver a ata" })).toBeVisible()
    await expect(
      page.getByRole("button", { name: /Registrar votação|Salvar observações|Corrigir/ }),
    ).toHaveCount(0)
    // The accounts of the year carry the assembly's verdict.
    const parecer = await admin.collection("pareceres").getFirstListItem(`ano = ${ano}`)
    expect(parecer.assembleia_resultado).toBe("aprovadas")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  } finally {
    // The seat would make a second current secretary for the tests after this one.
    await admin.collection("diretoria").delete(seat.id)
  }
})
