// What every panel form shares: it posts to its own page (so it works without JavaScript), a
// refused POST's answer (`{ result }`, 400) brings back its errors and what was typed
// (docs/decisions/forms.md#a-refused-form-keeps-what-was-typed), summed up at the form's top, where
// the answer opens (docs/decisions/forms.md#a-refused-form-opens-on-its-errors).
import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react"
import { Form, useActionData } from "@remix-run/react"
import type { ReactNode } from "react"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"

type ActionAnswer = { result?: SubmissionResult<string[]>; intent?: string | null } | undefined

/**
 * The refused form's answer from this page's action, for useSchemaForm's `lastResult`. With
 * `intent`, only when that intent was refused (a page with several forms gives each its own).
 */
export function useActionResult(intent?: string): SubmissionResult<string[]> | undefined {
  const answer = useActionData() as ActionAnswer
  if (!answer || !("result" in answer)) return undefined
  if (intent !== undefined && answer.intent !== intent) return undefined
  return answer.result
}

/**
 * A panel form: `<Form method="post">` to its page with conform's props and its errors' summary on
 * top, then `children` (its fields and the button that names its intent). Files go as multipart
 * with `upload`.
 */
export function PanelForm<Schema extends Record<string, unknown>>({
  form,
  children,
  className,
  upload = false,
}: {
  form: FormMetadata<Schema, string[]>
  children: ReactNode
  className?: string
  upload?: boolean
}) {
  const action = useActionToErrors(form.id)
  return (
    <Form
      method="post"
      action={action}
      encType={upload ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className={className}
    >
      <ErrorSummary form={form} fields={children} />
      {children}
    </Form>
  )
}
