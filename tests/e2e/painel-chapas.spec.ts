// 'Registrar chapa' on a phone, with JavaScript and without: on a published notice's election of the
// executive board, the president names the slate and picks a member able to vote for each seat from
// its list, sees 'Chapa 1 — Renovação' with its people on a 360 px screen, then removes it. The
// refusals beside the form are tests/integration/painel-chapas.test.ts's; the vote itself is
// painel-eleicao.spec.ts's. Each project works on an assembly and people of its own, deleted after.
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { skipSplash } from "./public-helpers"
import { createMemberAccount, e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ role: "presidente", viewport: { width: 360, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

const SEATS = ["Presidente", "Vice-Presidente", "Diretor Financeiro", "Secretário"]

test("the president registers a slate from the lists of members able to vote, then removes it", async ({
  page,
}, testInfo) => {
  const admin = await e2eAdmin()
  const unico = `${testInfo.project.name}${Date.now().toString(36)}`
  const people = []
  for (const [n, seat] of SEATS.entries())
    people.push(await createMemberAccount(`chapa-${n}`, "Chapa-2026-senha", `${seat} ${unico}`))
  const assembleia = await admin.collection("assembleias").create({
    tipo: "extraordinaria",
    primeira_chamada: `${addDays(todayInSaoPaulo(), 40)} 22:00:00.000Z`,
    modalidade: "presencial",
    local: `Sede social ${unico}`,
    status: "publicada",
    publicada_em: new Date().toISOString().replace("T", " "),
  })
  try {
    await admin.collection("assembleia_itens").create({
      assembleia: assembleia.id,
      ordem: 1,
      titulo: "Eleição da Diretoria Executiva",
      tipo: "eleicao",
      forma: "secreta",
      orgaos: ["diretoria"],
      mandato_inicio: storedDate(addDays(todayInSaoPaulo(), 60)),
      mandato_fim: storedDate(addDays(todayInSaoPaulo(), 60 + 3 * 365)),
      votacao: "fechada",
    })
    await page.goto(`/painel/assembleias/${assembleia.id}`)
    await page.getByRole("link", { name: "Chapas" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chapas")

    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Registrar chapa" }) })
    await form.getByLabel("Nome da chapa").fill("Renovação")
    for (const [n, seat] of SEATS.entries())
      await form.getByLabel(seat, { exact: true }).selectOption({ label: people[n]!.nome })
    await form.getByRole("button", { name: "Registrar chapa" }).click()
    await expect(page.getByTestId("toast")).toContainText("Chapa registrada.")
    const chapa = page.getByTestId("chapa")
    await expect(chapa.getByRole("heading")).toHaveText("Chapa 1 — Renovação")
    for (const pessoa of people) await expect(chapa).toContainText(pessoa.nome)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await chapa.getByRole("button", { name: "Excluir Chapa 1 — Renovação" }).click()
    await expect(page.getByTestId("toast")).toContainText("Chapa excluída.")
    await expect(page.getByText("Nenhuma chapa registrada.")).toBeVisible()
  } finally {
    await admin.collection("assembleias").delete(assembleia.id)
  }
})
