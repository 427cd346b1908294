// Parses a public form's fields exactly as the browser (conform) and the action do, on a fixed day.
import { parseWithZod } from "@conform-to/zod/v4"
import { afterEach, beforeEach, vi } from "vitest"
import type { z } from "zod"

/** "Today" fixed in São Paulo for every test of the file, so the date bounds are exact. */
export function fixToday(instant = "2026-11-23T15:00:00-03:00") {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date(instant))
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** A text of `length` characters, to try a field's limit. */
export const x = (length: number) => "x".repeat(length)

export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, string | undefined>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.set(name, value)
  const submission = parseWithZod(formData, { schema })
  return {
    submission,
    value: submission.status === "success" ? (submission.value as z.output<S>) : undefined,
    /** The first message of each field, as the page shows it. */
    errors: Object.fromEntries(
      Object.entries((submission.status === "error" ? submission.error : null) ?? {}).flatMap(
        ([name, messages]) => (messages && messages.length > 0 ? [[name, messages[0]]] : []),
      ),
    ) as Record<string, string>,
  }
}
