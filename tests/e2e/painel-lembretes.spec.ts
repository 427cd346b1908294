// Dues reminders in the browser, with JavaScript and without, on a 360x780 phone
// (docs/decisions/dues-and-pix.md#one-card-per-member-on-the-reminders-page): the financial director
// reaches them by Controle Financeiro's 'Lembretes' tab, reads the daily job's last run, sends one
// member's reminder from their card (the member gets the e-mail), finds 'Avisar pelo WhatsApp' on a
// card with a phone, and queues everybody's with 'Enviar lembrete a todos', once per due; a member
// turns reminders off in Meus Dados.
import { addDays, storedDate } from "@veteranos/domain/datas"
import type { Page } from "@playwright/test"
import { plural, todayInSaoPaulo } from "~/utils/format"
import { createMemberAccount, e2eAdmin, logIn } from "./support/auth"
import { exclusive } from "./support/exclusive"
import { expect, test } from "./support/fixtures"
import { waitForMail } from "./support/mail"

const PASSWORD = "senha-dos-lembretes-1"
const PAGE = "/painel/financeiro/lembretes"

/** A throwaway member (with a phone) with one open due 20 days ahead (no daily reminder owed yet). */
async function memberWithDue() {
  const nome = `Lembrete ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const conta = await createMemberAccount("lembrete", PASSWORD, nome)
  const admin = await e2eAdmin()
  await admin.collection("cadastro_geral").update(conta.id, { telefone: "(11) 98765-4321" })
  const due = await admin.collection("mensalidades").create({
    descricao: "Mensalidade do teste de lembrete",
    valor: 80,
    data_vencimento: storedDate(addDays(todayInSaoPaulo(), 20)),
    associado_id: conta.id,
    status: "pendente",
  })
  return { ...conta, dueId: due.id }
}

/** The member's card on the reminders' page, found by searching their name. */
async function cardOf(page: Page, nome: string) {
  await page.getByRole("searchbox", { name: "Buscar" }).fill(nome)
  await page.getByRole("button", { name: "Buscar" }).click()
  const card = page.getByTestId("cartao-lembretes").filter({ hasText: nome })
  await expect(card).toHaveCount(1)
  return card
}

test.describe("the financial director", () => {
  test.use({ role: "financeiro", viewport: { width: 360, height: 780 } })

  test("reaches the reminders by their tab and sends one member's reminder", async ({ page }) => {
    const admin = await e2eAdmin()
    const runs = async () =>
      (await admin.collection("execucoes").getList(1, 1, { filter: 'tarefa = "lembretes"' })).totalItems
    const before = await runs()
    await admin.crons.run("lembretes")
    await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThan(before)
    const member = await memberWithDue()

    await page.goto("/painel/financeiro")
    const tabs = page.getByRole("navigation", { name: "Seções do Controle Financeiro" })
    await expect(tabs.getByRole("link", { name: "Mensalidades" })).toHaveAttribute("aria-current", "page")
    await tabs.getByRole("link", { name: "Lembretes" }).click()
    await expect(page.getByRole("heading", { name: "Lembretes de mensalidade", level: 1 })).toBeVisible()
    await expect(tabs.getByRole("link", { name: "Lembretes" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByTestId("ultima-execucao")).toContainText("3 dias antes")

    // No 'Nenhum lembrete' check: the other project's 'Enviar lembrete a todos' may queue this due's.
    const card = await cardOf(page, member.nome)
    await expect(card.getByRole("link", { name: /Avisar pelo WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5511987654321\?text=/,
    )
    await card.getByRole("button", { name: /Enviar lembrete/ }).click()

    await expect(page.getByTestId("toast")).toContainText("Lembrete enviado por e-mail.")
    await expect(card).toContainText("Enviado pela diretoria")
    const mail = await waitForMail(member.email, { match: (m) => /Lembrete/.test(m.subject) })
    expect(mail.subject).toContain("mensalidade")
    expect(mail.html).toContain(`/painel/mensalidades/${member.dueId}/pagar`)
    expect(mail.text).toContain("R$ 80,00")
  })

  test("'Enviar lembrete a todos' queues each open due's reminder once", async ({ page }) => {
    const admin = await e2eAdmin()
    /** The reminders 'Enviar lembrete a todos' queued since `since` (PocketBase's clock is this machine's). */
    const queuedSince = async (since: string) =>
      (
        await admin.collection("lembretes").getList(1, 1, {
          filter: admin.filter('tipo = "todos" && created >= {:since}', { since }),
        })
      ).totalItems
    /**
     * Taps 'Enviar lembrete a todos' and checks its answer against the reminders made since the tap. A
     * test beside it may meanwhile delete a member or a due, and a reminder this tap queued with it, so
     * the rows found can only be fewer than the toast's count, never more (the exact count, with no
     * test beside it, is the integration test's: lembretes-todos.test.ts).
     */
    const tapAll = async () => {
      const since = new Date().toISOString().replace("T", " ")
      const answered = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(PAGE),
      )
      await page.getByRole("button", { name: "Enviar lembrete a todos" }).click()
      await answered
      const toast = page.getByTestId("toast")
      await expect(toast).toContainText(
        /lembretes? na fila: saem por e-mail nos próximos minutos\.|Nenhum lembrete novo: cada mensalidade em aberto já tem o seu\./,
      )
      const text = (await toast.textContent()) ?? ""
      const told = text.includes("Nenhum lembrete novo")
        ? 0
        : Number(/(\d+) lembretes? na fila/.exec(text)?.[1])
      if (told > 0) expect(text).toContain(`${plural(told, "lembrete", "lembretes")} na fila`)
      const found = await queuedSince(since)
      expect(found).toBeLessThanOrEqual(told)
      return { told, found }
    }
    const rowsOf = (due: string) =>
      admin.collection("lembretes").getFullList({
        filter: admin.filter("mensalidade = {:due} && tipo = 'todos'", { due }),
      })
    await page.goto(PAGE)
    // The other project taps on the same demo data: one tap at a time, so each counts only its own,
    // and this due's reminder can only be this tap's.
    await exclusive("lembretes-todos", async () => {
      const member = await memberWithDue()
      expect((await tapAll()).found).toBeGreaterThanOrEqual(1)
      expect(await rowsOf(member.dueId)).toHaveLength(1)
      const card = await cardOf(page, member.nome)
      await expect(card.getByText("Lembrete a todos")).toHaveCount(1)
      // Tapped again, it queues only the dues the tests beside it opened meanwhile, never this one's.
      await tapAll()
      expect(await rowsOf(member.dueId)).toHaveLength(1)
      await expect(card.getByText("Lembrete a todos")).toHaveCount(1)
    })
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
