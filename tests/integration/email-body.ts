// Reads an e-mail's body as its reader would: the greeting by first name, what it tells, and its one
// link (or none), for the tests that receive the association's e-mails (ownMailServer).
import { expect } from "vitest"
import type { ReceivedMail } from "../support/smtp"

export type ExpectedBody = {
  /** The person's whole name: the greeting names the first word. */
  nome: string
  /** "!" by default; "." where the news is bad (a rejection). */
  greetingEnd?: "!" | "."
  /** What the e-mail tells (the decision, the details), each as written in its HTML. */
  says: string[]
  /** The one link's address (its whole address, or a pattern); null: no link at all. */
  link: string | RegExp | null
}

/** What a welcome with a set-password link tells (an approval's, 'Novo Associado''s, an import's). */
export const SET_PASSWORD = ["escolha sua senha neste endereço", "O endereço vale por 3 dias."]

/** The set-password page's address, with its token. */
export const SET_PASSWORD_LINK = /^https?:\/\/[^/]+\/recuperar-senha\/[\w.-]+$/

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The e-mail's greeting line, as the shared frame writes it (app/domain/email.js). */
const greetingOf = (nome: string, end: "!" | "." = "!") =>
  `<p>Olá, ${escapeHtml(nome.split(" ")[0]!)}${end}</p>`

/** Checks `mail`'s body: it opens with the greeting, tells `says`, and links `link` alone (or nothing). */
export function expectBody(mail: ReceivedMail, expected: ExpectedBody) {
  const { html } = mail
  const greeting = /<p>.*?<\/p>/.exec(html)?.[0]
  expect(greeting, "the greeting").toBe(greetingOf(expected.nome, expected.greetingEnd))
  for (const text of expected.says) expect(html, "what it tells").toContain(text)
  const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
  if (expected.link === null) {
    expect(html, "no link").not.toMatch(/<a\b|https?:\/\//)
    return
  }
  expect(links, "one link").toHaveLength(1)
  const [, href, text] = links[0]!
  // The address is also the link's text: mail readers that show no links still show it.
  expect(text, "the link's text").toBe(href)
  if (typeof expected.link === "string") expect(href, "the link").toBe(escapeHtml(expected.link))
  else expect(href, "the link").toMatch(expected.link)
}
