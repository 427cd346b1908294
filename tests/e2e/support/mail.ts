// The e-mails PocketBase sends during the browser tests: the loopback SMTP server of global-setup.ts
// writes each one as JSON in MAIL_DIR; tests wait for the one addressed to them.
import { mkdir, readdir, readFile } from "node:fs/promises"
import path from "node:path"
import type { ReceivedMail } from "../../support/smtp"
import { E2E } from "./servers"

export const MAIL_DIR = path.join(E2E.root, "mail")

/** Mail to an address at this domain is refused by the loopback SMTP server: an e-mail that cannot go. */
export const UNDELIVERABLE_DOMAIN = "caixa-inexistente.exemplo.org"

export async function ensureMailDir() {
  await mkdir(MAIL_DIR, { recursive: true })
}

// An unreadable folder is an error, never "no mail": a test that expects none would pass on it.
async function readAll(): Promise<ReceivedMail[]> {
  const names = (await readdir(MAIL_DIR)).filter((name) => name.endsWith(".json"))
  names.sort()
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(MAIL_DIR, name), "utf8"))))
}

/** The first e-mail to `address` that `match` accepts, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(
  address: string,
  {
    match = () => true,
    timeoutMs = 15_000,
  }: { match?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  const wanted = address.toLowerCase()
  for (;;) {
    const found = (await readAll()).find(
      (mail) => mail.to.some((to) => to.toLowerCase() === wanted) && match(mail),
    )
    if (found) return found
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${address} em ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Every e-mail received for `address` so far. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase()
  return (await readAll()).filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted))
}
