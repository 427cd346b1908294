// Announcements in the browser, with JavaScript and without
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue,
// #an-announcement-is-previewed-before-it-is-sent): the board writes one on /painel/comunicados (a
// form without a title is refused with its message and the values kept), sees on a phone its e-mail
// and how many it reaches before 'Enviar', which queues exactly that many, follows its e-mails as the queue sends them, and a member gets the e-mail, sees
// it on the dashboard, reads it and marks it as read, after which the dashboard no longer lists it.
import { COMUNICADO_MENSAGENS } from "@veteranos/domain/comunicados"
import { createMemberAccount, e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { mailsTo } from "./support/mail"

const PASSWORD = "senha-dos-comunicados-1"

test.use({ role: "diretoria" })

test("the board publishes an announcement that a member reads and marks as read", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const member = await createMemberAccount(
    `comunicado.${testInfo.project.name}`,
    PASSWORD,
    "Membro Comunicado",
  )
  const titulo = `Reunião ${testInfo.project.name} ${Date.now().toString(36)}`

  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto("/painel/comunicados")
  await expect(page.getByRole("heading", { name: "Comunicados", level: 1 })).toBeVisible()
  await page.getByRole("link", { name: "Novo Comunicado" }).click()
  const dialog = page.getByRole("dialog", { name: "Novo Comunicado" })
  await dialog.getByLabel("Texto").fill("Primeiro parágrafo.\n\nSegundo parágrafo.")
  await dialog.getByRole("button", { name: "Ver prévia do e-mail" }).click()
  // Beside its field (and in the form's summary of errors).
  await expect(dialog.getByText(COMUNICADO_MENSAGENS.titulo).last()).toBeVisible()
  await expect(dialog.getByLabel("Texto")).toHaveValue("Primeiro parágrafo.\n\nSegundo parágrafo.")

  await dialog.getByLabel("Título").fill(titulo)
  await dialog.getByLabel("Para quem").selectOption({ label: "Todos os associados ativos" })
  await dialog.getByRole("button", { name: "Ver prévia do e-mail" }).click()

  // The preview: how many it reaches and the e-mail as they read it, with 'Enviar' on screen.
  const previa = page.getByRole("dialog", { name: "Prévia do comunicado" })
  const alcance = previa.getByTestId("comunicado-alcance")
  await expect(alcance).toHaveText(/^Será enviado a \d+ associados?\./)
  await expect(previa.getByTestId("comunicado-previa")).toContainText(`Assunto: ${titulo} - `)
  await expect(previa.getByTestId("comunicado-previa")).toContainText("Segundo parágrafo.")
  const enviar = previa.getByRole("button", { name: "Enviar", exact: true })
  await expect(enviar).toBeInViewport()
  await enviar.click()
  await expect(page.getByTestId("toast")).toContainText(COMUNICADO_MENSAGENS.publicado)
  const item = page.getByTestId("comunicados").getByRole("listitem").filter({ hasText: titulo })
  await expect(item).toContainText("Segundo parágrafo.")
  await expect(item).toContainText("Todos os associados ativos")
  // Its e-mails are still queued: without JavaScript the page offers 'Atualizar' (with it, it refreshes).
  const atualizar = page.getByRole("link", { name: "Atualizar" })
  if (!javaScriptEnabled) await expect(atualizar).toBeVisible()

  // Queued for its readers. That the count is the preview's is the integration test's
  // (comunicados-painel.test.ts): here the demo's members change under the browser tests beside this one.
  const admin = await e2eAdmin()
  const comunicado = await admin
    .collection("comunicados")
    .getFirstListItem(admin.filter("titulo = {:titulo}", { titulo }))
  const queued = await admin.collection("envios").getFullList({
    filter: admin.filter("tipo = 'comunicado' && referencia = {:id}", { id: comunicado.id }),
  })
  expect(queued.length).toBeGreaterThan(0)

  // The queue sends a few a minute: run it (as its cron would) until the member's e-mail is sent.
  await expect
    .poll(
      async () => {
        await admin.send("/api/crons/envios", { method: "POST" })
        return (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith(titulo)).length
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(1)
  const [mail] = (await mailsTo(member.email)).filter((m) => m.subject.startsWith(titulo))
  expect(mail!.html).toContain("<p>Segundo parágrafo.</p>")
  expect(mail!.html).toContain("/painel/comunicados")

  // The counts follow: by themselves with JavaScript, through 'Atualizar' without.
  const envios = item.getByTestId("envios")
  if (javaScriptEnabled) {
    // A pattern: Playwright trims a string's spaces, and " 0 enviados" then matched "30 enviados".
    await expect(envios).not.toContainText(/E-mails: 0 enviados/, { timeout: 15_000 })
  } else {
    await atualizar.click()
  }
  await expect(envios).toContainText(/E-mails: \d+ enviados?/)
  await expect(envios).not.toContainText("E-mails: 0 enviados")

  const memberPage = await loggedInPage(browser, javaScriptEnabled, member.email, PASSWORD)
  const naoLidos = memberPage.getByRole("region", { name: "Comunicados" })
  await expect(naoLidos).toContainText(titulo)
  await naoLidos.getByRole("link", { name: titulo }).click()
  const article = memberPage.getByRole("article", { name: titulo })
  await expect(article).toContainText("Primeiro parágrafo.")
  await expect(article).toContainText("Segundo parágrafo.")

  await memberPage.goto("/painel")
  await naoLidos.getByRole("button", { name: new RegExp(`^Marcar como lido\\W+${titulo}$`) }).click()
  await expect(memberPage.getByTestId("toast")).toContainText(COMUNICADO_MENSAGENS.lido)
  await expect(memberPage).toHaveURL(/\/painel#conteudo$/)
  await expect(memberPage.getByText(titulo)).toHaveCount(0)
  await memberPage.goto("/painel/comunicados")
  await expect(memberPage.getByRole("article", { name: titulo })).toContainText("Lido")
  await expect(memberPage.getByRole("link", { name: "Novo Comunicado" })).toHaveCount(0)
  await memberPage.context().close()
})
