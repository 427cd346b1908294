import { useForm, type SubmissionResult } from "@conform-to/react"
import { useLoaderData } from "@remix-run/react"
import { useEffect, useState } from "react"
import type { FormConstraint } from "~/forms/submission.server"
import type { validatorOf } from "~/forms/form-validation"
import type { z } from "~/forms/zod"

/**
 * conform set up the one way every form of the site validates: the same zod schema as the action,
 * first on leaving a field, then as the user corrects it; the server's answer (`lastResult`) brings
 * back messages and typed values when JavaScript is off.
 *
 * The schema arrives after the page is shown (`loadSchema`, a dynamic import): until then, and if it
 * never arrives, the form posts and the server validates, as without JavaScript. The attributes the
 * browser checks at once (required, maxlength...) come with the page: the route's loader sends
 * them as `forms: formConstraints({ [name]: schema })`, so they are there before any script runs.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  name: string,
  loadSchema: () => Promise<Schema>,
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    /** The record being edited; the server's answer wins over it after a failed POST. */
    defaultValue?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["defaultValue"]
  },
) {
  const constraint = (useLoaderData() as { forms?: Record<string, FormConstraint> } | null)?.forms?.[name]
  if (!constraint) throw new Error(`the route's loader sends no constraints for the form "${name}"`)
  const [validate, setValidate] = useState<ReturnType<typeof validatorOf<Schema>> | null>(null)
  useEffect(() => {
    let mounted = true
    Promise.all([loadSchema(), import("~/forms/form-validation")]).then(
      ([schema, { validatorOf }]) => {
        if (mounted) setValidate(() => validatorOf(schema))
      },
      // Offline or a new deployment: the server still validates every submission.
      () => {},
    )
    return () => {
      mounted = false
    }
    // A form's schema is the same for its whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  })
}
