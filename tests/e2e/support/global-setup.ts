// Playwright's global setup: an SMTP server on loopback (E2E.smtpPort, where the web servers'
// PocketBase sends its e-mails), storing every message in MAIL_DIR for the tests to read.
// PocketBase connects for each e-mail it sends, so the server only has to be up before a test asks
// for one; it stays up until the run ends.
import { randomUUID } from "node:crypto"
import { rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { startMailServer } from "../../support/smtp"
import { ensureMailDir, MAIL_DIR } from "./mail"
import { E2E } from "./servers"

export default async function globalSetup() {
  await rm(MAIL_DIR, { recursive: true, force: true })
  await ensureMailDir()

  const server = await startMailServer(async (mail) => {
    // Written aside then renamed: a test polling the folder never reads a half-written file.
    const file = path.join(MAIL_DIR, `${Date.now()}-${randomUUID()}.json`)
    await writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2))
    await rename(`${file}.tmp`, file)
  }, E2E.smtpPort)

  return async () => {
    await server.close()
    await rm(E2E.root, { recursive: true, force: true })
  }
}
