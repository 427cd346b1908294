// The frame of the public forms (membership, youth school, contact): the errors' summary, the
// honeypot, the LGPD notice and consent, the submit button. The fields they share with the panel's
// forms (name, e-mail, phone, CPF) are person-fields.tsx.
import { getFormProps, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react"
import { Form, Link, useActionData, useLocation } from "@remix-run/react"
import { Fragment, useRef, type ReactNode } from "react"
import { SubmitButton } from "~/components/ui/button"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"
import { Field } from "~/components/ui/field"
import { HONEYPOT_FIELD } from "~/forms/honeypot"
import { PRIVACIDADE_PATH } from "~/features/site/privacidade"

/** What a public form's action answers when it does not redirect (400, 429, 500). */
export type PublicFormActionData = { result: SubmissionResult<string[]> }

type LastResult = PublicFormActionData["result"] | undefined

/**
 * Renders the form with the action's last answer. The form remounts empty when the page is loaded
 * afresh (the redirect after a successful submit); an answer with errors keeps what was typed.
 */
export function FreshForm({ render }: { render: (lastResult: LastResult) => ReactNode }) {
  const actionData = useActionData<PublicFormActionData>()
  const location = useLocation()
  const key = useRef(location.key)
  if (actionData === undefined) key.current = location.key
  return <Fragment key={key.current}>{render(actionData?.result)}</Fragment>
}

/**
 * The trap for form-filling robots: out of sight, out of the tab order and of assistive
 * technology, never autofilled. People leave it empty.
 */
function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Não preencha este campo
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

const PRIVACIDADE_TITULO = "Privacidade dos seus dados (LGPD)"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>

export function PublicFormFrame({
  form,
  action,
  submitLabel,
  consent,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>
  /** Where the form posts, when not its own page; the summary's anchor is added. */
  action?: string
  submitLabel: string
  /** The LGPD notice (what is kept, why, the holder's rights) and the consent checkbox under it. */
  consent?: { notice: string; label: string; meta: AnyField }
  /** The fields, in a two-column grid from small screens up. */
  children: ReactNode
}) {
  const target = useActionToErrors(form.id, action)
  // The consent's label is a sentence: the summary names it by the notice's heading.
  const labels = consent ? { [consent.meta.name]: PRIVACIDADE_TITULO } : undefined
  return (
    <Form method="post" action={target} {...getFormProps(form)} className="relative mt-6">
      <ErrorSummary form={form} fields={children} labels={labels} />
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      {consent ? (
        <div className="mt-6 space-y-4">
          <div className="rounded-md border border-marca-200 bg-marca-50 px-4 py-3 text-sm text-gray-800">
            <p className="font-semibold text-marca-900">{PRIVACIDADE_TITULO}</p>
            <p className="mt-1">
              {consent.notice}{" "}
              <Link to={PRIVACIDADE_PATH} className="font-semibold text-marca-700 underline">
                Leia a política de privacidade
              </Link>
              .
            </p>
          </div>
          <Field as="checkbox" meta={consent.meta} label={consent.label} />
        </div>
      ) : null}
      <SubmitButton pendingLabel="Enviando..." className="mt-6 w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}
