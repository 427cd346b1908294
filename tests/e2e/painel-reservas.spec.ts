// /painel/reservas with JavaScript and without: a member books and cancels, the president decides.
// Each test uses a member of its own (a unique name) and days far ahead picked at random, so its
// rows are easy to find and never overlap the demo's or another test's approved reservations.
import type { Page } from "@playwright/test"
import { addDays, formatDate, todayInSaoPaulo } from "~/utils/format"
import { createMemberAccount, e2eAdmin, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForMail } from "./support/mail"

const PAGE = "/painel/reservas"
const PASSWORD = "senha-do-teste-1"

/** A day between 60 and 1,060 days ahead: far from the demo's reservations and from other tests'. */
const farDay = () => addDays(todayInSaoPaulo(), 60 + Math.floor(Math.random() * 1000))

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`

const rows = (page: Page) => page.getByTestId("reservas").locator("tbody tr")

/** The record of one of the demo's spaces (a reservation points at it). */
const espacoId = async (nome: string) =>
  (await (await e2eAdmin()).collection("espacos").getFirstListItem(`nome = "${nome}"`)).id

async function fillReserva(page: Page, fields: { local: string; data: string; inicio: string; fim: string }) {
  await page.getByLabel("Local").selectOption({ label: fields.local })
  await page.getByLabel("Data").fill(fields.data)
  await page.getByLabel("Início").fill(fields.inicio)
  await page.getByLabel("Término").fill(fields.fim)
  await page.getByLabel("Número de pessoas").fill("30")
}

test("a member books (a date too soon, then a good one), sees it pending and cancels another", async ({
  page,
}) => {
  const member = await createMemberAccount("reserva", PASSWORD, uniqueName("Sócio Reserva"))
  await logIn(page, member.email, PASSWORD)
  await page.goto(PAGE)
  await expect(page.getByText("Nenhuma reserva encontrada.")).toBeVisible()

  await page.getByRole("link", { name: "Nova Reserva" }).click()
  await expect(page).toHaveURL(/nova=1/)
  // The taken times of the coming weeks, without the members' names: the demo's approved party
  // at the Salão de festas, 21 days from today.
  const ocupados = page.getByTestId("horarios-ocupados")
  await expect(ocupados).toContainText("19:00–22:00")
  await expect(ocupados).not.toContainText("João")

  const data = farDay()
  await fillReserva(page, {
    local: "Churrasqueira",
    data: addDays(todayInSaoPaulo(), 3),
    inicio: "09:00",
    fim: "12:00",
  })
  await page.getByRole("button", { name: "Solicitar reserva" }).click()
  await expect(
    page.getByText("A reserva deve ser feita com pelo menos 7 dias de antecedência.", { exact: true }),
  ).toBeVisible()
  // What was typed is kept.
  await expect(page.getByLabel("Local").locator("option:checked")).toHaveText("Churrasqueira")
  await expect(page.getByLabel("Início")).toHaveValue("09:00")

  await page.getByLabel("Data").fill(data)
  await page.getByRole("button", { name: "Solicitar reserva" }).click()
  await expect(page.getByTestId("toast")).toContainText("Reserva Solicitada")
  await expect(page).toHaveURL(new RegExp(`${PAGE}#conteudo$`))
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(formatDate(data))
  await expect(rows(page).first()).toContainText("09:00–12:00")
  await expect(rows(page).first()).toContainText("Pendente")

  // A second one, cancelled.
  await page.getByRole("link", { name: "Nova Reserva" }).click()
  const outra = addDays(data, 1)
  await fillReserva(page, { local: "Campo de futebol", data: outra, inicio: "08:00", fim: "10:00" })
  await page.getByRole("button", { name: "Solicitar reserva" }).click()
  await expect(rows(page)).toHaveCount(2)
  await rows(page)
    .filter({ hasText: "Campo de futebol" })
    .getByRole("link", { name: /^Cancelar a reserva/ })
    .click()
  const dialog = page.getByRole("dialog", { name: "Cancelar reserva" })
  await expect(dialog).toContainText("Tem certeza que deseja cancelar esta reserva?")
  await dialog.getByRole("button", { name: "Cancelar reserva" }).click()
  await expect(page.getByTestId("toast")).toContainText("Reserva cancelada.")
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText("Churrasqueira")
  const stored = await (
    await e2eAdmin()
  )
    .collection("reservas")
    .getFullList({ filter: `associado_id = "${member.id}"`, expand: "espaco" })
  expect(stored.map((reserva) => reserva.expand?.espaco?.nome)).toEqual(["Churrasqueira"])
})

test.describe("the president", () => {
  test.use({ role: "presidente" })

  test("approves one reservation and rejects another; the member is told by e-mail; a decided one stays decided", async ({
    page,
  }) => {
    const member = await createMemberAccount("decisao", PASSWORD, uniqueName("Sócio Decisão"))
    const admin = await e2eAdmin()
    const data = farDay()
    const reservation = async (local: string) =>
      admin.collection("reservas").create({
        espaco: await espacoId(local),
        data,
        hora_inicio: "14:00",
        hora_fim: "18:00",
        capacidade: 40,
        associado_id: member.id,
        associado_nome: member.nome,
        status: "pendente",
      })
    const aprovar = await reservation("Salão de festas")
    const rejeitar = await reservation("Churrasqueira")

    await page.goto(`${PAGE}?status=pendente`)
    const mine = rows(page).filter({ hasText: member.nome })
    await expect(mine).toHaveCount(2)
    const row = (local: string) => mine.filter({ hasText: local })

    await row("Salão de festas")
      .getByRole("button", { name: /^Aprovar/ })
      .click()
    await expect(page.getByTestId("toast")).toContainText("Reserva Aprovada")
    await row("Churrasqueira")
      .getByRole("button", { name: /^Rejeitar/ })
      .click()
    await expect(page.getByTestId("toast")).toContainText("Reserva Rejeitada")
    await expect(mine).toHaveCount(0)

    await page.goto(PAGE)
    await expect(row("Salão de festas")).toContainText("Aprovado")
    await expect(row("Churrasqueira")).toContainText("Rejeitado")
    // Decided: both buttons shown, neither offered.
    await expect(row("Salão de festas").getByRole("button", { name: /^Aprovar/ })).toBeDisabled()
    await expect(row("Churrasqueira").getByRole("button", { name: /^Rejeitar/ })).toBeDisabled()

    // The same decision replayed changes nothing.
    const replay = await page.request.post(PAGE, { form: { intent: "aprovar", id: rejeitar.id } })
    expect(await replay.text()).toContain("Esta reserva já foi decidida.")
    expect((await admin.collection("reservas").getOne(rejeitar.id)).status).toBe("rejeitado")
    expect((await admin.collection("reservas").getOne(aprovar.id)).status).toBe("aprovado")

    expect(
      (await waitForMail(member.email, { match: (mail) => /aprovada/.test(mail.subject) })).html,
    ).toContain("Salão de festas")
    await waitForMail(member.email, { match: (mail) => /rejeitada/.test(mail.subject) })

    // The approved one goes to a calendar.
    const downloading = page.waitForEvent("download")
    await row("Salão de festas")
      .getByRole("link", { name: /^Adicionar à agenda/ })
      .click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`reserva-${data}.ics`)
  })
})

test.describe("a member", () => {
  test.use({ role: "associado" })

  test("cannot decide: the page offers no decision and a forged one is refused", async ({ page }) => {
    const admin = await e2eAdmin()
    const other = await createMemberAccount("forjada", PASSWORD, uniqueName("Sócio Alheio"))
    const pendente = await admin.collection("reservas").create({
      espaco: await espacoId("Churrasqueira"),
      data: farDay(),
      hora_inicio: "10:00",
      hora_fim: "12:00",
      capacidade: 10,
      associado_id: other.id,
      associado_nome: other.nome,
      status: "pendente",
    })
    await page.goto(PAGE)
    await expect(page.getByRole("button", { name: /^Aprovar/ })).toHaveCount(0)
    await expect(page.getByRole("columnheader", { name: "Solicitante" })).toHaveCount(0)
    const response = await page.request.post(PAGE, {
      form: { intent: "aprovar", id: pendente.id },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect((await admin.collection("reservas").getOne(pendente.id)).status).toBe("pendente")
  })
})
