// A loopback SMTP server that keeps what PocketBase sends: the browser tests write each message to
// a folder, the integration tests keep them in memory.
import { simpleParser, type AddressObject } from "mailparser"
import { SMTPServer } from "smtp-server"

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; html: string }

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
    object.value.map((entry) => entry.address ?? "").filter(Boolean),
  )

/** Listens on 127.0.0.1:`port` (0: any free port) and hands every message to `onMail`. */
export async function startMailServer(
  onMail: (mail: ReceivedMail) => Promise<void> | void,
  port = 0,
): Promise<{ port: number; close: () => Promise<void> }> {
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
          await onMail({
            to: [...addresses(parsed.to), ...session.envelope.rcptTo.map((rcpt) => rcpt.address)].filter(
              (value, index, all) => all.indexOf(value) === index,
            ),
            from: addresses(parsed.from)[0] ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject)
      resolve()
    })
  })
  const address = server.server.address()
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
