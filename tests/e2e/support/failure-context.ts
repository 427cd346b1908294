// A reporter that prints, for each failed test, the page as Playwright last saw it (the
// accessibility snapshot of its error context): CI keeps only what the run prints, so a failure
// seen there once can still be read after its files are gone.
import { readFileSync } from "node:fs"
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter"

/** Enough of the page to read the state it was in, not a whole page. */
const MAX_CHARS = 6000

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return
    for (const attachment of result.attachments) {
      if (attachment.name !== "error-context") continue
      const context = attachment.body?.toString() ?? (attachment.path ? readContext(attachment.path) : "")
      // The context opens with instructions and the test's source; the page is what CI lacks.
      const at = context.indexOf("# Page snapshot")
      if (at === -1) continue
      const text = context.slice(at)
      console.log(`\n--- A página quando falhou: ${test.titlePath().slice(1).join(" › ")}\n`)
      console.log(text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n[…]` : text)
    }
  }
}

function readContext(path: string): string {
  try {
    return readFileSync(path, "utf8")
  } catch {
    return ""
  }
}
