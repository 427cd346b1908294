// Playwright's global setup: an SMTP server on loopback (E2E.smtpPort, where the web servers'
// PocketBase sends its e-mails), storing every message in MAIL_DIR for the tests to read.
// Mail to UNDELIVERABLE_DOMAIN is refused, for the tests of an e-mail that cannot go.
// PocketBase connects for each e-mail it sends, so the server only has to be up before a test asks
// for one; it stays up until the run ends.
import { randomUUID } from "node:crypto"
import { rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { startMailServer } from "../../support/smtp"
import { ensureMailDir, MAIL_DIR, UNDELIVERABLE_DOMAIN } from "./mail"
import { E2E } from "./servers"

export default async function globalSetup() {
  await rm(MAIL_DIR, { recursive: true, force: true })
  await ensureMailDir()

  const server = await startMailServer(async (mail) => {
    // Refused, as a mailbox that does not exist: PocketBase's send fails (startMailServer answers an error).
    if (mail.to.some((to) => to.toLowerCase().endsWith(`@${UNDELIVERABLE_DOMAIN}`))) {
      throw new Error("Caixa de correio inexistente")
    }
    // Written aside then renamed: a test polling the folder never reads a half-written file.
    const file = path.join(MAIL_DIR, `${Date.now()}-${randomUUID()}.json`)
    await writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2))
    await rename(`${file}.tmp`, file)
  }, E2E.smtpPort)

  return async () => {
    await server.close()
    // Playwright stops the web servers after this teardown, so their PocketBase may still be writing
    // in the folder (its logs, a checkpoint): retried, and a folder left behind is said, not failed.
    try {
      await rm(E2E.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch (error) {
      console.warn(`Pasta temporária dos testes não removida: ${E2E.root} (${String(error)})`)
    }
  }
}
