// The one form field: label, control and message, wired for conform (values and messages come back
// from the server when JavaScript is off) and for screen readers (aria-invalid, aria-describedby).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react"
import type { InputHTMLAttributes, ReactNode } from "react"

type InputType =
  "text" | "email" | "password" | "tel" | "date" | "month" | "number" | "time" | "search" | "file"

type FieldProps = {
  label: ReactNode
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>
  hint?: ReactNode
  className?: string
} & (
  | ({ as?: "input"; type?: InputType } & Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "type" | "name" | "id" | "defaultValue" | "form"
    >)
  | { as: "textarea"; rows?: number; maxLength?: number; placeholder?: string }
  | { as: "select"; options: ReadonlyArray<{ value: string; label: string }> }
  | { as: "checkbox" }
)

// scroll-mt: a link to the field (a refused form's summary) shows its label above it.
const controlClass = (invalid: boolean) =>
  `mt-1 block w-full scroll-mt-10 rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:outline-none focus:ring-2 ${
    invalid
      ? "border-red-600 text-red-900 focus:border-red-600 focus:ring-red-200"
      : "border-gray-300 focus:border-marca-600 focus:ring-marca-200"
  }`

export function Field(props: FieldProps) {
  const { label, meta, hint, className = "" } = props
  const errors = meta.errors ?? []
  const invalid = errors.length > 0
  const hintId = hint ? `${meta.id}-dica` : undefined
  const describedBy = [invalid ? meta.errorId : null, hintId].filter(Boolean).join(" ") || undefined

  const message = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <div id={meta.errorId} aria-live="polite">
        {invalid ? <p className="mt-1 text-sm font-medium text-red-700">{errors[0]}</p> : null}
      </div>
    </>
  )

  if (props.as === "checkbox") {
    const { key, ...input } = getInputProps(meta, { type: "checkbox" })
    return (
      <div className={className}>
        <label className="flex items-start gap-3 text-sm">
          <input
            key={key}
            {...input}
            aria-describedby={describedBy}
            className={`mt-0.5 size-5 shrink-0 scroll-mt-10 rounded accent-marca-700 ${invalid ? "outline outline-2 outline-red-600" : ""}`}
          />
          <span>{label}</span>
        </label>
        {message}
      </div>
    )
  }

  let control: ReactNode
  if (props.as === "textarea") {
    const { key, ...textarea } = getTextareaProps(meta)
    control = (
      <textarea
        key={key}
        {...textarea}
        rows={props.rows ?? 4}
        maxLength={props.maxLength ?? textarea.maxLength}
        placeholder={props.placeholder}
        aria-describedby={describedBy}
        className={controlClass(invalid)}
      />
    )
  } else if (props.as === "select") {
    const { key, ...select } = getSelectProps(meta)
    control = (
      <select key={key} {...select} aria-describedby={describedBy} className={controlClass(invalid)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else {
    const { as: _as, type = "text", label: _label, meta: _meta, hint: _hint, className: _c, ...rest } = props
    const { key, ...input } = getInputProps(meta, { type })
    control = (
      <input
        key={key}
        {...input}
        {...rest}
        aria-describedby={describedBy}
        className={controlClass(invalid)}
      />
    )
  }

  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {control}
      {message}
    </div>
  )
}
