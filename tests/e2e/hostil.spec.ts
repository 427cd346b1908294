// What a visitor typed is shown as text wherever the board reads it: a script or an HTML tag stored
// in a membership request or a contact message never runs in the president's panel, with JavaScript
// and without. That such text gets stored at all, and clean, is tests/integration/hostil.test.ts.
import { storedPedidoSocio } from "../support/form-data"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ role: "presidente" })
// Only where JavaScript runs could a stored script run; the text shown is the server's in both.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a script can run only with JavaScript on")

const PAYLOAD = `<script>window.__hostil = 1</script><img src=x onerror="window.__hostil = 2">`

test("a script in a request's name and a message shows as text in the president's lists and dialogs", async ({
  page,
}, testInfo) => {
  const word = `hostil${testInfo.project.name.replace("-", "")}${Date.now()}`
  const admin = await e2eAdmin()
  const nome = `${PAYLOAD} Invasor ${word}`
  const pedido = await admin
    .collection("pedido_socio")
    .create(storedPedidoSocio(`${word}@exemplo.org`, { nome, observacoes: PAYLOAD }))
  const contato = await admin.collection("contato").create({
    nome,
    email: `${word}@exemplo.org`,
    telefone: "(11) 98765-4321",
    assunto: PAYLOAD,
    mensagem: PAYLOAD,
  })
  const dialogs: string[] = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await page.goto(`/painel/solicitacoes?q=${word}`)
  await expect(page.getByRole("cell", { name: nome, exact: true })).toBeVisible()
  await page.goto(`/painel/solicitacoes?q=${word}&acao=detalhes&id=${pedido.id}`)
  await expect(page.getByRole("dialog")).toContainText(PAYLOAD)
  await page.goto(`/painel/mensagens?acao=ver&id=${contato.id}`)
  await expect(page.getByRole("dialog")).toContainText(PAYLOAD)

  expect(await page.evaluate(() => (window as { __hostil?: number }).__hostil)).toBeUndefined()
  expect(dialogs).toEqual([])
})
