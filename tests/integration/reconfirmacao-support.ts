// Acting as someone who has just re-confirmed who they are (docs/decisions/two-step-login.md#re-confirmation):
// the tests of a grave change that are about something else (a PIX key's check, a transfer's rule,
// erasing a member) open it this way; reconfirmacao.test.ts goes through the page itself, with the
// e-mailed code.
import { adminClient } from "../support/pocketbase"

/**
 * `contaId` (an account of the PocketBase at `url`) re-confirmed now, as /painel/reconfirmar records
 * it: PocketBase lets their grave changes through for the next minutes.
 */
export async function reconfirmAs(url: string, contaId: string): Promise<void> {
  const admin = await adminClient(url)
  await admin.collection("cadastro_geral").update(contaId, { reconfirmado_em: new Date().toISOString() })
}
