// The re-confirmation before a grave change (/painel/reconfirmar: the password and the e-mailed code
// again, docs/decisions/two-step-login.md#re-confirmation), as the browser tests go through it.
import { expect, type Page } from "@playwright/test"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { e2eAdmin, withEmailedCode } from "./auth"
import { exclusive } from "./exclusive"
import { emailedCode } from "./mail"
import { E2E } from "./servers"

/** The address of the re-confirmation asked on the page at `voltar` (a path), coming back to it. */
export const reconfirmPage = (voltar: string) =>
  new RegExp(`/painel/reconfirmar\\?voltar=${encodeURIComponent(voltar)}(&|#|$)`)

/**
 * Runs `run` with the account's last re-confirmation forgotten (as the superuser), so that a grave
 * change in it asks for one, whatever another test confirmed within the last 10 minutes; no other
 * worker forgets or makes one for that account meanwhile.
 */
export function withoutReconfirmation<T>(email: string, run: () => Promise<T>): Promise<T> {
  return exclusive(
    `reconfirmacao-${email.toLowerCase()}`,
    async () => {
      const admin = await e2eAdmin()
      const conta = await admin
        .collection("cadastro_geral")
        .getFirstListItem(admin.filter("email = {:email}", { email }))
      await admin.collection("cadastro_geral").update(conta.id, { reconfirmado_em: "" })
      return run()
    },
    120_000,
  )
}

/**
 * On /painel/reconfirmar: asks the code by e-mail, types the password and the code, confirms, and
 * waits to be back where the grave change was asked, with 'Identidade confirmada'.
 */
export async function reconfirm(page: Page, email: string, password: string = E2E.demoPassword) {
  await expect(page).toHaveURL(/\/painel\/reconfirmar\?/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme que é você")
  await expect(page.getByText(MENSAGENS.reconfirmar).first()).toBeVisible()
  await withEmailedCode(email, async () => {
    const since = Date.now()
    await page.getByRole("button", { name: "Enviar código por e-mail" }).click()
    const codigo = await emailedCode(email, since)
    await page.getByLabel("Senha", { exact: true }).fill(password)
    await page.getByLabel(MENSAGENS.digite).fill(codigo)
    await page.getByRole("button", { name: "Confirmar", exact: true }).click()
    await expect(page.getByTestId("toast")).toContainText("Identidade confirmada")
  })
  await expect(page).not.toHaveURL(/\/painel\/reconfirmar/)
}
