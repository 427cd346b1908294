// The guardian's first login on a phone (docs/decisions/youth-school.md#consent): the account made
// for them (here by the superuser, as enrolment leaves it) gets its password from the set-password
// link, logs in, lands on the consent page before anything else, is told the data consent is
// required when it is left unticked, consents, and sees the child's class on 'Meus filhos'. A
// guardian and child of this test alone: the demo guardian's state is read by other tests.
import { storedDate } from "@veteranos/domain/datas"
import { CONSENTIMENTO_MENSAGENS, CONSENTIMENTOS } from "@veteranos/domain/escolinha-consentimento"
import { anonymousClient } from "../support/pocketbase"
import { e2eAdmin, submitLogin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForMail } from "./support/mail"
import { E2E } from "./support/servers"
import { demoToday } from "./public-helpers"

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

/** A guardian's account with no password of theirs yet, and a child enrolled in a class of its own. */
async function guardianWithChild(label: string) {
  const admin = await e2eAdmin()
  const unique = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`
  const semSenha = `s-${Math.random().toString(36).slice(2)}-${Date.now()}`
  const conta = await admin.collection("cadastro_geral").create({
    email: `responsavel.${unique}@exemplo.org`,
    password: semSenha,
    passwordConfirm: semSenha,
    nome: "Marta Responsável",
    verified: true,
  })
  const ano = Number(demoToday().slice(0, 4))
  // Born in a year no demo class takes, so no enrolment elsewhere is suggested this class.
  const turma = await admin.collection("turmas").create({
    nome: `Sub-E2E ${unique.slice(-10)}`,
    ano_inicio: ano - 5,
    ano_fim: ano - 5,
    dias: ["ter", "qui"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo society",
    vagas: 12,
  })
  await admin.collection("alunos").create({
    nome: "Davi Responsável",
    data_nascimento: storedDate(`${ano - 5}-01-10`),
    turma: turma.id,
    responsavel: conta.id,
    status: "matriculado",
    matriculado_em: new Date().toISOString(),
  })
  return { email: conta.email as string, turma: turma.nome as string }
}

test("a guardian sets the password, lands on the consent page, consents and sees the class", async ({
  page,
}, testInfo) => {
  const { email, turma } = await guardianWithChild(testInfo.project.name)
  await anonymousClient(E2E.demo.pbUrl).collection("cadastro_geral").requestPasswordReset(email)
  const mail = await waitForMail(email, { match: (m) => m.subject.includes("Redefinição de senha") })
  const link = mail.html.match(/href="([^"]*\/recuperar-senha\/[^"]+)"/)?.[1]
  expect(link, mail.html).toBeDefined()

  await page.goto(link!)
  const senha = "senha-da-responsavel-1"
  await page.getByLabel("Nova senha", { exact: true }).fill(senha)
  await page.getByLabel("Confirme a nova senha").fill(senha)
  await page.getByRole("button", { name: "Salvar nova senha" }).click()
  await expect(page.getByTestId("toast")).toContainText("Senha redefinida com sucesso!")

  // The first login: the consent page before anything else, and again from any other panel page.
  await submitLogin(page, email, senha)
  await expect(page).toHaveURL(/\/painel\/filhos\/consentimento/)
  await page.goto("/painel/meus-dados")
  await expect(page).toHaveURL(/\/painel\/filhos\/consentimento$/)
  await expect(page.getByRole("heading", { name: "O que a escolinha guarda e por quê" })).toBeVisible()
  const filho = page.getByRole("region", { name: "Davi Responsável" })
  await expect(filho).toContainText(turma)

  // The data consent is required to keep the enrolment.
  await filho.getByRole("button", { name: "Salvar autorizações" }).click()
  await expect(page.getByText(CONSENTIMENTO_MENSAGENS.dadosObrigatorio).first()).toBeVisible()
  await expect(page).toHaveURL(/\/painel\/filhos\/consentimento/)

  const region = page.getByRole("region", { name: "Davi Responsável" })
  await region.getByLabel(CONSENTIMENTOS.dados.label).check()
  const salvar = region.getByRole("button", { name: "Salvar autorizações" })
  await expect(salvar)
    .toBeInViewport({ ratio: 0.5 })
    .catch(() => salvar.scrollIntoViewIfNeeded())
  expect((await salvar.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await salvar.click()

  await expect(page).toHaveURL(/\/painel\/filhos(#.*)?$/)
  await expect(page.getByTestId("toast")).toContainText(CONSENTIMENTO_MENSAGENS.registrado)
  const card = page.getByRole("region", { name: "Davi Responsável" })
  await expect(card).toContainText(turma)
  await expect(card).toContainText("Terça e Quinta, 14:00 às 15:00")
  await expect(card).toContainText("Campo society")
  await expect(card).toContainText("Matriculado")
  // Within the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // The panel opens again, the menu naming the role.
  await page.goto("/painel")
  await expect(page).toHaveURL(/\/painel$/)
  await expect(page.getByText("Marta Responsável · Responsável")).toBeVisible()
})
