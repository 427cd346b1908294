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

/** When the SMTP server received the file's e-mail: global-setup.ts names each file `<Date.now()>-<uuid>.json`. */
const receivedAt = (name: string) => Number(name.slice(0, name.indexOf("-")))

// An unreadable folder is an error, never "no mail": a test that expects none would pass on it.
async function readAll(since = 0): Promise<ReceivedMail[]> {
  const names = (await readdir(MAIL_DIR)).filter(
    (name) => name.endsWith(".json") && receivedAt(name) >= since,
  )
  names.sort()
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(MAIL_DIR, name), "utf8"))))
}

/**
 * The first e-mail to `address` that `match` accepts (with `newest`, the last one so far), waiting
 * up to `timeoutMs` for one to arrive; with `since` (a Date.now()), only e-mails received from then
 * on: the code a login just sent, not an earlier one to the same address.
 */
export async function waitForMail(
  address: string,
  {
    match = () => true,
    timeoutMs = 15_000,
    since = 0,
    newest = false,
  }: { match?: (mail: ReceivedMail) => boolean; timeoutMs?: number; since?: number; newest?: boolean } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  const wanted = address.toLowerCase()
  for (;;) {
    const found = (await readAll(since)).filter(
      (mail) => mail.to.some((to) => to.toLowerCase() === wanted) && match(mail),
    )
    const mail = newest ? found.at(-1) : found[0]
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${address} em ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The subject of the second step's e-mail (pocketbase/pb_hooks/lib/segunda-etapa-emails.js), with its code. */
const CODE = /Seu código de acesso: (\d{6})/

/** The 6-digit code the newest e-mail to `address` received from `since` on carries (a login's, a re-confirmation's). */
export async function emailedCode(address: string, since: number): Promise<string> {
  const mail = await waitForMail(address, { since, newest: true, match: (m) => CODE.test(m.subject) })
  return CODE.exec(mail.subject)![1]!
}

/** Every e-mail received for `address` so far. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase()
  return (await readAll()).filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted))
}
