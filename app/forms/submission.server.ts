// Every form's submission goes through here: conform's parse with the form's zod schema, and an
// answer that never echoes more than the schema allows. conform sends back everything that was
// posted as the form's values; without a cut, 90 KB pasted in a field (or a field the form doesn't
// have) comes back in the page twice (docs/decisions/forms.md#a-refused-form-keeps-what-was-typed).
import type { SubmissionResult } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import type { FormSchema, ReadyForm, SentForms } from "~/forms/define-form"
import { z } from "~/forms/zod"

/** What a field without a length limit of its own (a date, a choice, a field the form lacks) echoes at most. */
export const ECHO_LIMIT = 100

/** The attributes the browser checks on each field of a form, by field name (conform's `constraint`). */
export type FormConstraint = ReturnType<typeof getZodConstraint>

/** The most characters each text field of `schema` accepts, read from its `.max()`. */
export function fieldLimits(schema: z.ZodType): Record<string, number> {
  const limits: Record<string, number> = {}
  const visit = (node: z.ZodType, name: string | null) => {
    if (node instanceof z.ZodObject) {
      for (const [key, field] of Object.entries(node.shape)) visit(field as z.ZodType, key)
    } else if (node instanceof z.ZodUnion || node instanceof z.ZodDiscriminatedUnion) {
      for (const option of node.options) visit(option as z.ZodType, name)
    } else if (node instanceof z.ZodPipe) {
      visit(node.in as z.ZodType, name)
      visit(node.out as z.ZodType, name)
    } else if (
      node instanceof z.ZodOptional ||
      node instanceof z.ZodNullable ||
      node instanceof z.ZodDefault
    ) {
      visit(node.unwrap() as z.ZodType, name)
    } else if (node instanceof z.ZodString && name !== null && node.maxLength !== null) {
      limits[name] = Math.max(limits[name] ?? 0, node.maxLength)
    }
  }
  visit(schema, null)
  return limits
}

/**
 * conform's constraints for `schema` (required, pattern...) with each text's `maxLength`, which
 * conform does not read from zod 4, so the browser stops the typing at the limit too.
 */
export function constraintOf(schema: z.ZodType): FormConstraint {
  const constraint = { ...getZodConstraint(schema) }
  for (const [name, maxLength] of Object.entries(fieldLimits(schema))) {
    constraint[name] = { ...constraint[name], maxLength }
  }
  return constraint
}

// A schema module is loaded once, so most schemas are the same object on every request.
const constraints = new WeakMap<z.ZodType, FormConstraint>()

/**
 * The constraints of a page's forms, by id, for its loader to send as `forms` (see useSchemaForm
 * and define-form.ts): `forms: await sendForms(pagarForm, lancarMesForm)`.
 */
export async function sendForms<const Forms extends readonly ReadyForm[]>(
  ...forms: Forms
): Promise<SentForms<Forms[number]>> {
  const entries = await Promise.all(
    forms.map(async (form) => {
      const schema = await form.load()
      let constraint = constraints.get(schema)
      if (!constraint) {
        constraint = constraintOf(schema)
        constraints.set(schema, constraint)
      }
      return [form.id, constraint] as const
    }),
  )
  return Object.fromEntries(entries) as SentForms<Forms[number]>
}

/** A POST parsed with `form`'s schema (parseSubmission). */
export async function parseForm<Schema extends FormSchema>(
  formData: FormData,
  form: ReadyForm<string, Schema>,
) {
  return parseSubmission(formData, await form.load())
}

function cut(value: unknown, limit: number): unknown {
  if (typeof value === "string") return value.slice(0, limit)
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => cut(item, limit))
  return undefined
}

/** `result` with each typed value cut to its field's limit. */
function cutEcho<Result extends SubmissionResult<string[]>>(
  result: Result,
  limits: Record<string, number>,
): Result {
  if (!result.initialValue) return result
  const initialValue: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(result.initialValue)) {
    const kept = cut(value, limits[name] ?? ECHO_LIMIT)
    if (kept !== undefined) initialValue[name] = kept
  }
  return { ...result, initialValue }
}

/** conform's `parseWithZod`, whose `reply()` cuts what it echoes to the schema's limits. */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  const submission = parseWithZod(formData, { schema })
  const limits = fieldLimits(schema)
  const reply = submission.reply.bind(submission)
  return Object.assign(submission, {
    reply: (...args: Parameters<typeof reply>) => cutEcho(reply(...args), limits),
  })
}
