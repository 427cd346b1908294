// A reporter that prints, for each failed test, the page as it was when the test failed (its
// address and accessibility tree, attached by the fixtures): CI keeps only what the run prints, so
// a failure seen there once can still be read after its files are gone.
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter"

/** The attachment of a failed test's page (the fixtures attach it). */
export const PAGE_WHEN_FAILED = "pagina-quando-falhou"

/** Enough of the page to read the state it was in, not a whole page. */
const MAX_CHARS = 6000

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return
    for (const attachment of result.attachments) {
      if (attachment.name !== PAGE_WHEN_FAILED || !attachment.body) continue
      const text = attachment.body.toString()
      console.log(`\n--- A página quando falhou: ${test.titlePath().slice(1).join(" › ")}\n`)
      console.log(text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n[…]` : text)
    }
  }
}
