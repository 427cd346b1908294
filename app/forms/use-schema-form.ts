import { useForm, type SubmissionResult } from "@conform-to/react"
import { useEffect, useState } from "react"
import type { FormSchema, ReadyForm, SentForms } from "~/forms/define-form"
import type { validatorOf } from "~/forms/form-validation"
import type { z } from "~/forms/zod"

/**
 * conform set up the one way every form of the site validates: the same zod schema as the action,
 * first on leaving a field, then as the user corrects it; the server's answer (`lastResult`) brings
 * back messages and typed values when JavaScript is off.
 *
 * The schema arrives after the page is shown (`form.load`, a dynamic import): until then, and if it
 * never arrives, the form posts and the server validates, as without JavaScript. The attributes the
 * browser checks at once (required, maxlength...) come with the page: the route's loader sends
 * them as `forms: await sendForms(form, ...)`, and the page passes `forms` down to here, so they are
 * there before any script runs (and a form the loader does not send is a type error).
 */
export function useSchemaForm<Id extends string, Schema extends FormSchema>(
  form: ReadyForm<Id, Schema>,
  forms: SentForms<NoInfer<ReadyForm<Id, Schema>>>,
  options: {
    /** Defaults to the form's own id: the anchor of its error summary reads as its name. */
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    /** The record being edited; the server's answer wins over it after a failed POST. */
    defaultValue?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["defaultValue"]
  },
) {
  const constraint = forms[form.id]
  const [validate, setValidate] = useState<ReturnType<typeof validatorOf<Schema>> | null>(null)
  useEffect(() => {
    let mounted = true
    Promise.all([form.load(), import("~/forms/form-validation")]).then(
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

  const id = options.id ?? form.id
  useEffect(() => {
    // Pressing the form's button takes the focus from the last field: its message, shown on leaving
    // it, would push the button down between the press and the release, and the click would land
    // beside it. Leaving a field for the form's own button is no leaving to judge: the submission
    // that follows judges every field at once. (conform listens for focusout on the document, so
    // the form stops it on the way there.)
    const element = document.getElementById(id)
    if (!(element instanceof HTMLFormElement)) return
    const keepButtonStill = (event: FocusEvent) => {
      const next = event.relatedTarget
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === element) {
        event.stopPropagation()
      }
    }
    element.addEventListener("focusout", keepButtonStill)
    return () => element.removeEventListener("focusout", keepButtonStill)
  }, [id])

  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  })
}
