// 'Configurações' as the president, with JavaScript and without (the projects js-mutacoes and
// no-js-mutacoes: these tests change what every other test reads, so they run after all of them).
// A new PIX key asks the password and the e-mailed code again first (/painel/reconfirmar).
// Each test puts back, through the superuser, every setting it may have changed. They log in through
// the form, so they also run alone (--no-deps), without the stored sessions.
import type { Page } from "@playwright/test"
import { CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import { CHAVE_PIX_INVALIDA } from "@veteranos/domain/chave-pix"
import { DEMO_ACCOUNTS } from "../support/accounts"
import { e2eAdmin, logIn } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForMail } from "./support/mail"
import { reconfirm, reconfirmPage, withoutReconfirmation } from "./support/reconfirmar"
import { E2E } from "./support/servers"

// One at a time: each saves the whole form, so two at once could put back each other's change.
test.describe.configure({ mode: "serial" })

const PAGE = "/painel/configuracoes"

/** Runs `steps`, then puts `fields` of the settings back as they were, whatever happened. */
async function puttingBack(fields: string[], steps: () => Promise<void>) {
  const admin = await e2eAdmin()
  const before = await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)
  try {
    await steps()
  } finally {
    const values = Object.fromEntries(fields.map((field) => [field, before[field]]))
    await admin.collection("configuracoes").update(CONFIGURACOES_ID, values)
  }
}

async function openAsPresident(page: Page) {
  await logIn(page, DEMO_ACCOUNTS.presidente.email)
  await page.goto(PAGE)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configurações")
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Salvar configurações" })

async function save(page: Page) {
  await saveButton(page).click()
  await expect(page.getByTestId("toast")).toContainText("Configurações salvas.")
  await expect(page).toHaveURL(new RegExp(`${PAGE}#conteudo$`))
}

test("the president changes the phone: the footer and the contact page show it, the history too", async ({
  page,
}) => {
  const digits = String(Date.now()).slice(-7)
  const telefone = `(19) 3${digits.slice(0, 3)}-${digits.slice(3)}`
  const admin = await e2eAdmin()
  const presidente = await admin
    .collection("cadastro_geral")
    .getFirstListItem(admin.filter("email = {:email}", { email: DEMO_ACCOUNTS.presidente.email }))
  await puttingBack(["telefone"], async () => {
    await openAsPresident(page)
    const antes = await page.getByLabel("Telefone", { exact: true }).inputValue()
    await page.getByLabel("Telefone", { exact: true }).fill(telefone)
    await save(page)
    await expect(page.getByRole("contentinfo")).toContainText(telefone)
    const historico = page.getByTestId("historico-configuracoes").getByRole("listitem").first()
    await expect(historico).toContainText(presidente.nome)
    await expect(historico).toContainText(`Telefone${antes} → ${telefone}`)
    await page.goto("/contato")
    await expect(page.getByRole("main")).toContainText(telefone)
  })
})

test("a new PIX key is in the copy-paste code of a member's payment page", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const admin = await e2eAdmin()
  const due = await admin.collection("mensalidades").getFirstListItem(
    admin.filter('status = "pendente" && associado_id.email = {:email}', {
      email: DEMO_ACCOUNTS.associado.email,
    }),
  )
  const chave = crypto.randomUUID()
  const email = DEMO_ACCOUNTS.presidente.email
  await puttingBack(["pix_chave"], async () => {
    await openAsPresident(page)
    const pix = page.getByLabel("Chave PIX", { exact: true })
    const since = await withoutReconfirmation(email, async () => {
      // A grave change: the password and the e-mailed code again first, then the change repeated.
      await pix.fill(chave.toUpperCase())
      await saveButton(page).click()
      await expect(page).toHaveURL(reconfirmPage(PAGE))
      await reconfirm(page, email)
      await expect(page).toHaveURL(new RegExp(`${PAGE}(#conteudo)?$`))
      const saved = Date.now()
      // A random key is stored as the BR Code carries it, in lower case.
      await pix.fill(chave.toUpperCase())
      await save(page)
      await expect(pix).toHaveValue(chave)
      return saved
    })
    // Its author is told at once, in case it was not them.
    const aviso = await waitForMail(email, {
      since,
      match: (mail) => mail.subject.startsWith("A chave PIX da associação foi alterada"),
    })
    expect(aviso.html).toContain("A chave PIX da associação foi alterada por José Carlos Ferreira em")

    const member = await browser.newContext({ baseURL: E2E.demo.url, javaScriptEnabled })
    try {
      const memberPage = await member.newPage()
      await logIn(memberPage, DEMO_ACCOUNTS.associado.email)
      await memberPage.goto(`/painel/mensalidades/${due.id}/pagar`)
      await expect(memberPage.getByLabel("PIX Copia e Cola")).toContainText(chave)
      await expect(memberPage.getByText(`Chave PIX da associação: ${chave}`)).toBeVisible()
    } finally {
      await member.close()
    }
  })
})

test("a wrong PIX key is refused beside its field, the typed value kept, on a 360 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const admin = await e2eAdmin()
  const { pix_chave: stored } = await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)
  await puttingBack(["pix_chave"], async () => {
    await openAsPresident(page)
    // The main button is there and fits the screen.
    await saveButton(page).scrollIntoViewIfNeeded()
    await expect(saveButton(page)).toBeVisible()
    const box = await saveButton(page).boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)

    const field = page.getByLabel("Chave PIX", { exact: true })
    await field.fill("chave-errada")
    await saveButton(page).click()
    await expect(field).toHaveAttribute("aria-invalid", "true")
    const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0]!
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(CHAVE_PIX_INVALIDA)
    await expect(field).toHaveValue("chave-errada")
    expect((await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)).pix_chave).toBe(stored)
  })
})

test("a space's name has a line of its own, and 'Desativar' asks before it deactivates, on a 360 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const admin = await e2eAdmin()
  // A space of this test's own, put back by deleting it (it has no reservations).
  const nome = `Campo de futebol society ${Date.now().toString(36)}`
  const espaco = await admin.collection("espacos").create({ nome, ativo: true })
  try {
    await openAsPresident(page)
    const item = page.getByTestId("espacos").getByRole("listitem").filter({ hasText: nome })
    // Wrapped between words, never a letter or two a line: the name's line is as wide as the card.
    const name = (await item.getByText(nome, { exact: true }).boundingBox())!
    const card = (await item.boundingBox())!
    expect(name.width).toBeGreaterThan(card.width * 0.6)

    await item.getByRole("link", { name: /^Desativar/ }).click()
    const dialog = page.getByRole("dialog", { name: "Desativar espaço" })
    await expect(dialog).toContainText(nome)
    expect((await admin.collection("espacos").getOne(espaco.id)).ativo).toBe(true)
    await dialog.getByRole("button", { name: "Desativar" }).click()
    await expect(page.getByTestId("toast")).toContainText("Espaço desativado.")
    await expect(item).toContainText("Inativo")
    expect((await admin.collection("espacos").getOne(espaco.id)).ativo).toBe(false)
  } finally {
    await admin.collection("espacos").delete(espaco.id)
  }
})
