// Dues reminders in the browser, with JavaScript and without
// (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): the financial director sees the daily
// job's last run on Controle Financeiro and sends one due's reminder from /painel/financeiro/lembretes
// (the member gets the e-mail); a member turns reminders off in Meus Dados.
import { addDays, storedDate } from "@veteranos/domain/datas"
import { todayInSaoPaulo } from "~/utils/format"
import { createMemberAccount, e2eAdmin, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForMail } from "./support/mail"

const PASSWORD = "senha-dos-lembretes-1"

/** A throwaway member with one open due 20 days ahead (no daily reminder owed yet). */
async function memberWithDue() {
  const nome = `Lembrete ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const conta = await createMemberAccount("lembrete", PASSWORD, nome)
  const admin = await e2eAdmin()
  const due = await admin.collection("mensalidades").create({
    descricao: "Mensalidade do teste de lembrete",
    valor: 80,
    data_vencimento: storedDate(addDays(todayInSaoPaulo(), 20)),
    associado_id: conta.id,
    status: "pendente",
  })
  return { ...conta, dueId: due.id }
}

test.describe("the financial director", () => {
  test.use({ role: "financeiro" })

  test("sees the last run and sends one due's reminder", async ({ page }) => {
    const admin = await e2eAdmin()
    const runs = async () =>
      (await admin.collection("execucoes").getList(1, 1, { filter: 'tarefa = "lembretes"' })).totalItems
    const before = await runs()
    await admin.crons.run("lembretes")
    await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThan(before)
    const member = await memberWithDue()

    await page.goto("/painel/financeiro")
    const section = page.getByRole("region", { name: "Lembretes" })
    await expect(section.getByTestId("ultima-execucao")).toContainText("Último envio automático")
    await expect(section).toContainText("3 dias antes")
    await section.getByRole("link", { name: "Ver lembretes" }).click()
    await expect(page.getByRole("heading", { name: "Lembretes de mensalidade", level: 1 })).toBeVisible()

    await page.getByRole("searchbox", { name: "Buscar" }).fill(member.nome)
    await page.getByRole("button", { name: "Buscar" }).click()
    const row = page.getByTestId("lembretes").locator("tbody tr", { hasText: member.nome })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("Nenhum lembrete")
    await row.getByRole("button", { name: /Enviar lembrete/ }).click()

    await expect(page.getByTestId("toast")).toContainText("Lembrete enviado por e-mail.")
    await expect(row).toContainText("Enviado pela diretoria")
    const mail = await waitForMail(member.email, { match: (m) => /Lembrete/.test(m.subject) })
    expect(mail.subject).toContain("mensalidade")
    expect(mail.html).toContain(`/painel/mensalidades/${member.dueId}/pagar`)
    expect(mail.text).toContain("R$ 80,00")
  })
})

test("a member turns reminders off in Meus Dados", async ({ page }) => {
  const member = await memberWithDue()
  await logIn(page, member.email, PASSWORD)
  await page.goto("/painel/meus-dados")
  const section = page.getByRole("region", { name: "Lembretes de mensalidade" })
  const box = section.getByLabel("Receber lembretes e comunicados por e-mail")
  await expect(box).toBeChecked()
  await box.uncheck()
  await section.getByRole("button", { name: "Salvar preferência" }).click()

  await expect(page.getByTestId("toast")).toContainText("Você não vai mais receber lembretes")
  await expect(section.getByLabel("Receber lembretes e comunicados por e-mail")).not.toBeChecked()
  const admin = await e2eAdmin()
  expect((await admin.collection("cadastro_geral").getOne(member.id)).sem_lembretes).toBe(true)
})
