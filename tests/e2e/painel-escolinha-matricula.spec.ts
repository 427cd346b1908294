// The coordinator enrols a child from a school request on a phone, with JavaScript and without
// (docs/decisions/youth-school.md#enrolment-from-the-requests): 'Matricular' on a 6-year-old's
// request opens it with the class its birth year suggests chosen, and confirming answers with the
// flash saying where. A request of this test alone (each project its own), removed afterwards with
// the child and the guardian's account the enrolment made: the demo's requests are read by others.
import { storedDate } from "@veteranos/domain/datas"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { demoToday } from "./public-helpers"

test.use({ role: "coordenador", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

test("the coordinator enrols a 6-year-old from the requests in the class suggested", async ({
  page,
}, testInfo) => {
  const admin = await e2eAdmin()
  const unique = `${testInfo.project.name}.${Date.now()}`
  const ano = Number(demoToday().slice(0, 4))
  const email = `matricula.${unique}@exemplo.org`
  const nome = `Caio ${testInfo.project.name === "js" ? "Jota" : "Nojs"} Matrícula`
  const pedido = await admin.collection("pedido_escolinha").create({
    nome_responsavel: "Renata Matrícula",
    cpf_responsavel: "390.533.447-05",
    nome_crianca: nome,
    data_nascimento: storedDate(`${ano - 6}-01-01`),
    telefone: "(11) 91234-5678",
    email,
  })
  try {
    await page.goto("/painel/escolinha/matriculas")
    await expect(page.getByRole("heading", { level: 1, name: "Matrículas" })).toBeVisible()
    const matricular = page.getByRole("link", { name: `Matricular ${nome}` })
    await expect(matricular).toBeInViewport()
    await matricular.click()

    const dialog = page.getByRole("dialog", { name: `Matricular ${nome}` })
    await expect(dialog.getByText("Turma sugerida pelo ano de nascimento: Sub-7")).toBeVisible()
    await expect(dialog.getByLabel("Turma")).toHaveValue(/.+/)
    await expect(dialog.getByLabel("Turma").locator("option:checked")).toHaveText(/^Sub-7 — /)
    await dialog.getByRole("button", { name: "Matricular" }).click()

    await expect(page.getByText(`${nome.split(" ")[0]} matriculado na Sub-7.`)).toBeVisible()
    await expect(page.getByRole("link", { name: `Matricular ${nome}` })).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  } finally {
    const alunos = await admin.collection("alunos").getFullList({ filter: `pedido = "${pedido.id}"` })
    for (const aluno of alunos) await admin.collection("alunos").delete(aluno.id)
    const contas = await admin
      .collection("cadastro_geral")
      .getFullList({ filter: admin.filter("email = {:email}", { email }) })
    for (const conta of contas) await admin.collection("cadastro_geral").delete(conta.id)
    await admin.collection("pedido_escolinha").delete(pedido.id)
  }
})
