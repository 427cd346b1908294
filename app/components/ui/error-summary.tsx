// A refused form's errors, together at the top of the form: its own message (formErrors) and
// 'Corrija 2 campos:' with a link to each field in error, by its label. Without JavaScript the
// form's action ends in the summary's anchor, so the answer opens on it rather than at the page's
// top with the messages screens below (docs/decisions/forms.md#a-refused-form-opens-on-its-errors).
import type { FormMetadata } from "@conform-to/react"
import { useFormAction } from "@remix-run/react"
import { Children, isValidElement, type ReactNode } from "react"
import { Alert } from "~/components/ui/alert"

/** The summary's id: the anchor a form's action ends in. */
const errorSummaryId = (formId: string) => `${formId}-erros`

/**
 * Where a form posts: its page (the address it is on, search included, as a form without `action`
 * would) or `action`, ending in the summary's anchor. The browser never sends the fragment; it shows
 * the answer there. A success's 303 names its own (`redirectWithToast`), so it inherits none.
 */
export function useActionToErrors(formId: string, action?: string): string {
  const target = useFormAction(action)
  return `${target.split("#")[0]}#${errorSummaryId(formId)}`
}

const corrijaCampos = (count: number) => (count === 1 ? "Corrija 1 campo:" : `Corrija ${count} campos:`)

type Labelled = { meta?: { name?: unknown }; label?: unknown; children?: ReactNode }

/**
 * The labels of the fields written among `children` (`<Field label="Nome" meta={fields.nome} />`,
 * or a component with its own label, as `EmailField.fieldLabel`), by field name. A field drawn
 * inside another component is not seen: its summary line is its message alone.
 */
function fieldLabels(children: ReactNode, labels: Record<string, string> = {}) {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return
    const props = child.props as Labelled
    const name = props.meta?.name
    const label =
      typeof props.label === "string" ? props.label : (child.type as { fieldLabel?: unknown }).fieldLabel
    if (typeof name === "string" && typeof label === "string" && !(name in labels)) labels[name] = label
    if (props.children) fieldLabels(props.children, labels)
  })
  return labels
}

/**
 * Where conform's `form.errorId` points: shown once the form's submission was refused (by the
 * server, or by the browser's check with JavaScript, which also moves the focus to the first field
 * in error). `fields` are the form's fields, for their labels; `labels` names others by field name.
 */
export function ErrorSummary({
  form,
  fields,
  labels,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>
  fields?: ReactNode
  labels?: Record<string, string>
  /** More under the form's own message (a link to start again). */
  children?: ReactNode
}) {
  const [title, ...lines] = form.errors ?? []
  const inError = Object.entries(form.allErrors).filter(([name, errors]) => name !== "" && errors.length > 0)
  const shown = form.status === "error" && (title !== undefined || inError.length > 0)
  const named = fieldLabels(fields, { ...labels })
  const list = (
    <ul className="mt-1 space-y-1">
      {inError.map(([name, errors]) => (
        <li key={name}>
          <a
            href={`#${form.id}-${name}`}
            className="inline-flex min-h-6 items-center py-0.5 font-medium underline"
          >
            {named[name] ? `${named[name]}: ${errors[0]}` : errors[0]}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <div id={form.errorId} className="col-span-full empty:hidden">
      {shown ? (
        <Alert
          id={errorSummaryId(form.id)}
          title={title ?? corrijaCampos(inError.length)}
          className="mb-6 scroll-mt-4"
        >
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {children}
          {title !== undefined && inError.length > 0 ? (
            <p className="mt-2 font-semibold">{corrijaCampos(inError.length)}</p>
          ) : null}
          {inError.length > 0 ? list : null}
        </Alert>
      ) : null}
    </div>
  )
}
