// 'Gerenciar Solicitações' as the president, with JavaScript and without: each test works on
// requests of its own (a unique word in the names, found with ?q=), so the demo data and the
// other tests' rows never get in the way. Other roles' refusal is in auth-painel.spec.ts.
import { readFile } from "node:fs/promises"
import type { Route } from "@playwright/test"
import { e2eAdmin, submitLogin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"
import { waitForMail } from "./support/mail"
import { E2E } from "./support/servers"
import { createPedido, openDialog, PAGE, row, rows, uniqueWord } from "./support/solicitacoes"

test.use({ role: "presidente" })

test("searches without accents, filters by status tab with the pending badge, and shows a request's details", async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord()
  const pendente = await createPedido(word, "Zélia Conceição")
  const reprovado = await createPedido(word, "Otávio Brandão", "reprovado")

  await page.goto(PAGE)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gerenciar Solicitações")
  const busca = page.getByRole("searchbox", { name: "Buscar" })
  await expect(busca).toHaveAttribute("placeholder", "Buscar solicitações...")
  await busca.fill(`zelia conceicao ${word}`.toUpperCase())
  await page.getByRole("button", { name: "Buscar" }).click()
  await expect(page).toHaveURL(/\?q=ZELIA/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(pendente.nome)

  // Both of this test's requests under Todos; each tab keeps the search.
  await busca.fill(word)
  await page.getByRole("button", { name: "Buscar" }).click()
  await expect(rows(page)).toHaveCount(2)
  const tabs = page.getByRole("navigation", { name: "Situação das solicitações" })
  await expect(tabs.getByRole("link", { name: /^Pendentes \d+$/ })).toBeVisible()
  await tabs.getByRole("link", { name: /^Pendentes/ }).click()
  await expect(page).toHaveURL(new RegExp(`status=pendente.*q=${word}|q=${word}.*status=pendente`))
  await expect(rows(page)).toHaveCount(1)
  // Pending rows stand out, and only they offer approve and reject.
  await expect(row(page, pendente.nome)).toHaveClass(/bg-destaque/)
  await expect(row(page, pendente.nome).getByRole("link", { name: /^Aprovar/ })).toBeVisible()
  await tabs.getByRole("link", { name: "Reprovados" }).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, reprovado.nome).getByRole("cell").nth(4)).toContainText("Reprovado")
  await expect(row(page, reprovado.nome).getByRole("link", { name: /^Aprovar/ })).toHaveCount(0)
  await tabs.getByRole("link", { name: "Aprovados" }).click()
  await expect(page.getByText("Nenhuma solicitação encontrada")).toBeVisible()

  await tabs.getByRole("link", { name: "Todos" }).click()
  // The export link is the list's: clicked before the list arrives, it would export the tab before.
  await expect(rows(page)).toHaveCount(2)
  // The export is the list as filtered: this test's two requests, accents intact.
  const downloading = page.waitForEvent("download")
  await page.getByRole("link", { name: "Exportar CSV" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^solicitacoes-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, "utf8")
  expect(csv.startsWith("\uFEFFNome;Email;Telefone;CPF")).toBe(true)
  expect(csv.split("\r\n").filter((line) => line.includes(word))).toHaveLength(2)
  expect(csv).toContain(`${pendente.nome};`)
  // The WhatsApp link calls the applicant's phone with a message already written.
  await expect(row(page, pendente.nome).getByRole("link", { name: /Avisar pelo WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Z%C3%A9lia!/,
  )
  // With JavaScript the dialog opens in place, once the page runs it.
  if (javaScriptEnabled) await waitForHydration(page)
  const details = await openDialog(page, pendente.nome, "Ver", "Detalhes da Solicitação")
  await expect(details).toContainText(pendente.email)
  await expect(details).toContainText("529.982.247-25")
  await expect(details).toContainText("09/03/1971")
  await expect(details).toContainText("Pendente")
  await expect(details).not.toContainText("Observações")
  if (javaScriptEnabled) {
    // Opened in place as a modal; Escape closes it and the address follows.
    await expect(page.locator("dialog:modal")).toHaveCount(1)
    await page.keyboard.press("Escape")
    await expect(details).toBeHidden()
    await expect(page).not.toHaveURL(/acao=/)
  } else {
    await details.getByRole("link", { name: "Fechar" }).click()
    await expect(details).toHaveCount(0)
  }
  await expect(page).toHaveURL(new RegExp(`q=${word}`))
})

test("edits a request: a wrong value is refused with its message and the typed values kept, then saved", async ({
  page,
}) => {
  const word = uniqueWord()
  const pedido = await createPedido(word, "Severino Araújo")
  await page.goto(`${PAGE}?q=${word}`)

  let dialog = await openDialog(page, pedido.nome, "Editar", "Editar Solicitação")
  await expect(dialog).toContainText("Atualize as informações da solicitação conforme necessário.")
  await expect(dialog.getByLabel("Nome")).toHaveValue(pedido.nome)
  await dialog.getByLabel("Nome").fill(`Severino Araújo Filho ${word}`)
  await dialog.getByLabel("E-mail").fill("sem-arroba")
  await dialog.getByLabel("Endereço").fill("Rua")
  await dialog.getByRole("button", { name: "Salvar alterações" }).click()
  dialog = page.getByRole("dialog", { name: "Editar Solicitação" })
  await expect(dialog.getByText("Email inválido", { exact: true })).toBeVisible()
  await expect(dialog.getByText("Endereço deve ter pelo menos 5 caracteres", { exact: true })).toBeVisible()
  await expect(dialog.getByLabel("Nome")).toHaveValue(`Severino Araújo Filho ${word}`)
  await expect(dialog.getByLabel("E-mail")).toHaveValue("sem-arroba")

  await dialog.getByLabel("E-mail").fill(`${word}.filho@exemplo.org`)
  await dialog.getByLabel("Endereço").fill("Rua Nova, 10 – Centro")
  await dialog.getByRole("button", { name: "Salvar alterações" }).click()
  await expect(page.getByTestId("toast")).toContainText(
    `Solicitação de Severino Araújo Filho ${word} atualizada.`,
  )
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(row(page, `Severino Araújo Filho ${word}`)).toContainText(`${word}.filho@exemplo.org`)
  const stored = await (await e2eAdmin()).collection("pedido_socio").getOne(pedido.id)
  expect(stored).toMatchObject({ endereco: "Rua Nova, 10 – Centro", status: "pendente" })
})

test("a dialog opened before the page's script ran keeps the cursor and the text typed in it when the script arrives", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript no script arrives later.")
  const word = uniqueWord()
  const pedido = await createPedido(word, "Lindalva Ramos")
  // A slow phone: the page's script is held back until the person is typing in the dialog.
  const held: Route[] = []
  let release = false
  await page.route(/\/assets\/.*\.js$/, (route) => (release ? route.continue() : void held.push(route)))
  // Not until "load": once the page is painted it asks for its scripts, and a load event that
  // comes after that waits for the scripts held here.
  await page.goto(`${PAGE}?q=${word}&acao=editar&id=${pedido.id}`, { waitUntil: "domcontentloaded" })
  const endereco = page.getByRole("dialog", { name: "Editar Solicitação" }).getByLabel("Endereço")
  await endereco.fill("Rua das Acácias, 12")
  await expect.poll(() => held.length).toBeGreaterThan(0)
  release = true
  await Promise.all(held.map((route) => route.continue()))
  await waitForHydration(page)
  await expect(page.locator("dialog:modal")).toHaveCount(1)
  await expect(endereco).toBeFocused()
  await page.keyboard.type(" – Centro")
  await expect(endereco).toHaveValue("Rua das Acácias, 12 – Centro")
})

test("approves a request: the applicant gets the welcome e-mail, chooses a password and logs in as a member", async ({
  page,
}) => {
  const word = uniqueWord()
  const pedido = await createPedido(word, "Aprígio Nogueira")
  await page.goto(`${PAGE}?q=${word}`)

  const dialog = await openDialog(page, pedido.nome, "Aprovar", "Aprovar solicitação")
  await expect(dialog).toContainText(
    "Tem certeza que deseja aprovar esta solicitação? O solicitante será notificado e adicionado como associado.",
  )
  await dialog.getByRole("button", { name: "Aprovar" }).click()
  await expect(page.getByTestId("toast")).toContainText(`Solicitação de ${pedido.nome} aprovada.`)
  await expect(row(page, pedido.nome).getByRole("cell").nth(4)).toContainText("Aprovado")
  await expect(row(page, pedido.nome).getByRole("link", { name: /^Aprovar/ })).toHaveCount(0)

  // A second approval of the same request (another tab, the POST replayed) changes nothing.
  const replay = await page.request.post(`${PAGE}?q=${word}`, { form: { intent: "reprovar", id: pedido.id } })
  expect(await replay.text()).toContain("Esta solicitação já foi analisada.")
  const admin = await e2eAdmin()
  expect((await admin.collection("pedido_socio").getOne(pedido.id)).status).toBe("aprovado")

  const mail = await waitForMail(pedido.email)
  const link = mail.html.match(/href="([^"]*\/recuperar-senha\/[^"]+)"/)?.[1]
  expect(link, mail.html).toBeDefined()
  expect(link!.startsWith(`${E2E.demo.url}/recuperar-senha/`)).toBe(true)

  // The new member, in a browser of their own.
  await page.context().clearCookies()
  await page.goto(link!)
  const senha = "senha-do-novo-socio-1"
  await page.getByLabel("Nova senha", { exact: true }).fill(senha)
  await page.getByLabel("Confirme a nova senha").fill(senha)
  await page.getByRole("button", { name: "Salvar nova senha" }).click()
  await expect(page).toHaveURL(/\/login#conteudo$/)
  await submitLogin(page, pedido.email, senha)
  await expect(page).toHaveURL(/\/painel#conteudo$/)
  const menu = page.getByRole("navigation", { name: "Painel" })
  await expect(menu).toContainText("Associado Ativo")
  await expect(menu.getByRole("link", { name: "Mensalidades" })).toBeVisible()
})

test("rejects a request with a notice to the applicant, and deletes another", async ({ page }) => {
  const word = uniqueWord()
  const reprovar = await createPedido(word, "Reinaldo Teixeira")
  const excluir = await createPedido(word, "Ernesto Queiroz")
  await page.goto(`${PAGE}?q=${word}`)

  let dialog = await openDialog(page, reprovar.nome, "Reprovar", "Reprovar solicitação")
  await expect(dialog).toContainText(
    "Tem certeza que deseja reprovar esta solicitação? O solicitante será notificado sobre a reprovação.",
  )
  await dialog.getByRole("button", { name: "Reprovar" }).click()
  await expect(page.getByTestId("toast")).toContainText(`Solicitação de ${reprovar.nome} reprovada.`)
  await expect(row(page, reprovar.nome).getByRole("cell").nth(4)).toContainText("Reprovado")
  const notice = await waitForMail(reprovar.email)
  expect(notice.subject).toContain("Sua solicitação de filiação")

  dialog = await openDialog(page, excluir.nome, "Excluir", "Confirmar exclusão")
  await expect(dialog).toContainText(
    "Tem certeza que deseja excluir esta solicitação? Esta ação não pode ser desfeita.",
  )
  // Cancelar closes without deleting.
  await dialog.getByRole("link", { name: "Cancelar" }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(rows(page)).toHaveCount(2)

  dialog = await openDialog(page, excluir.nome, "Excluir", "Confirmar exclusão")
  await dialog.getByRole("button", { name: "Excluir" }).click()
  await expect(page.getByTestId("toast")).toContainText("Solicitação excluída com sucesso!")
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, excluir.nome)).toHaveCount(0)
  await expect((await e2eAdmin()).collection("pedido_socio").getOne(excluir.id)).rejects.toMatchObject({
    status: 404,
  })
})
