// Playwright's global setup: an SMTP server on loopback (E2E.smtpPort, where the web servers'
// PocketBase sends its e-mails), storing every message in MAIL_DIR for the tests to read.
// PocketBase connects for each e-mail it sends, so the server only has to be up before a test asks
// for one; it stays up until the run ends.
import { randomUUID } from "node:crypto"
import { rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { simpleParser, type AddressObject } from "mailparser"
import { SMTPServer } from "smtp-server"
import { ensureMailDir, MAIL_DIR, type ReceivedMail } from "./mail"
import { E2E } from "./servers"

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
    object.value.map((entry) => entry.address ?? "").filter(Boolean),
  )

export default async function globalSetup() {
  await rm(MAIL_DIR, { recursive: true, force: true })
  await ensureMailDir()

  const server = new SMTPServer({
    // Plain SMTP without login, as a local relay: PocketBase's client upgrades to TLS whenever
    // STARTTLS is offered, which a test certificate would fail.
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            to: [...addresses(parsed.to), ...session.envelope.rcptTo.map((rcpt) => rcpt.address)].filter(
              (value, index, all) => all.indexOf(value) === index,
            ),
            from: addresses(parsed.from)[0] ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          }
          const name = `${Date.now()}-${randomUUID()}.json`
          // Written aside then renamed: a test polling the folder never reads a half-written file.
          const file = path.join(MAIL_DIR, name)
          await writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2))
          await rename(`${file}.tmp`, file)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(E2E.smtpPort, "127.0.0.1", () => {
      server.off("error", reject)
      resolve()
    })
  })

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await rm(E2E.root, { recursive: true, force: true })
  }
}
