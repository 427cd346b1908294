// A form's button holds still under a press (app/forms/use-schema-form.ts): leaving the last field
// for the form's own button shows no message there, so nothing pushes the button down between the
// press and the release. Shown in the president's 'Editar Solicitação', a button right under a field.
import { expect, test } from "./support/fixtures"
import { createPedido, openDialog, PAGE, uniqueWord } from "./support/solicitacoes"

test.use({ role: "presidente" })

test("pressed right after a wrong value, 'Salvar alterações' stays under the finger and sends", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript no message shows on leaving a field.")
  const word = uniqueWord()
  const pedido = await createPedido(word, "Raimunda Lopes")
  await page.goto(`${PAGE}?q=${word}`)
  const dialog = await openDialog(page, pedido.nome, "Editar", "Editar Solicitação")
  // Once the schema has come, leaving a field shows its message...
  await expect(async () => {
    await dialog.getByLabel("E-mail").fill("sem-arroba")
    await dialog.getByLabel("E-mail").blur()
    await expect(dialog.getByText("Email inválido", { exact: true })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 20_000 })

  // ...but not when the field is left for the button: the message would push the button down
  // between the press and the release, and the click would land beside it.
  await dialog.getByLabel("Endereço").fill("Rua")
  const button = dialog.getByRole("button", { name: "Salvar alterações" })
  await button.scrollIntoViewIfNeeded()
  const before = await button.boundingBox()
  await page.mouse.move(before!.x + before!.width / 2, before!.y + 4)
  await page.mouse.down()
  await expect(button).toBeFocused()
  expect(await button.boundingBox()).toEqual(before)
  await page.mouse.up()
  await expect(dialog.getByText("Endereço deve ter pelo menos 5 caracteres", { exact: true })).toBeVisible()
  await expect(dialog.getByLabel("Endereço")).toHaveValue("Rua")
})
