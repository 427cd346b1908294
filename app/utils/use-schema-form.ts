import { useForm, type SubmissionResult } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { z } from "zod"
import { constraintOf } from "~/utils/submission"

// zod probes `new Function` to speed up objects, which the pages' CSP refuses (a console error and
// a failed best-practices audit); without the probe it validates the same way.
z.config({ jitless: true })

/**
 * conform set up the one way every form of the site validates: the same zod schema as the action,
 * first on leaving a field, then as the user corrects it; the server's answer (`lastResult`) brings
 * back messages and typed values when JavaScript is off.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    /** The record being edited; the server's answer wins over it after a failed POST. */
    defaultValue?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["defaultValue"]
  } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: constraintOf(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema })
    },
  })
}
