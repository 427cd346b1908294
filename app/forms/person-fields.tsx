// The fields about a person that more than one form asks for (the public forms and the panel's
// edit forms), each written once. Apart from the public forms' frame (public-form.tsx), so a panel
// page carries none of the frame's honeypot and LGPD notice.
import type { FieldMetadata } from "@conform-to/react"
import { Field } from "~/components/ui/field"
import { CPF_MAX_LENGTH, maskCpf, maskOnInput, maskTelefone, TELEFONE_MAX_LENGTH } from "~/forms/masks"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>

/** How to fill each field with a format, shown under it beside its own error message. */
export const DICAS = {
  email: "Como nome@exemplo.com.",
  telefone: "Informe o DDD e o número, como (11) 98765-4321.",
  cpf: "Os 11 números do CPF, com ou sem pontos e traço.",
} as const

export function NomeField({
  label,
  meta,
  autoComplete = "name",
  className = "sm:col-span-2",
}: {
  label: string
  meta: AnyField
  autoComplete?: "name" | "off"
  className?: string
}) {
  return <Field label={label} meta={meta} autoComplete={autoComplete} className={className} />
}

// autoComplete "off": someone else's data (the panel's edit forms), not the user's own.

export function EmailField({
  meta,
  className,
  autoComplete = "email",
}: {
  meta: AnyField
  className?: string
  autoComplete?: "email" | "off"
}) {
  return (
    <Field
      label={EmailField.fieldLabel}
      meta={meta}
      type="email"
      autoComplete={autoComplete}
      className={className}
      hint={DICAS.email}
    />
  )
}

export function TelefoneField({
  meta,
  autoComplete = "tel",
}: {
  meta: AnyField
  autoComplete?: "tel" | "off"
}) {
  return (
    <Field
      label={TelefoneField.fieldLabel}
      meta={meta}
      maxLength={TELEFONE_MAX_LENGTH}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="(00) 00000-0000"
      hint={DICAS.telefone}
      onInput={maskOnInput(maskTelefone)}
    />
  )
}

export function CpfField({ label, meta }: { label: string; meta: AnyField }) {
  return (
    <Field
      label={label}
      meta={meta}
      maxLength={CPF_MAX_LENGTH}
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      hint={DICAS.cpf}
      onInput={maskOnInput(maskCpf)}
    />
  )
}

export function ObservacoesField({ meta, rows, hint }: { meta: AnyField; rows: number; hint: string }) {
  return (
    <Field
      label={ObservacoesField.fieldLabel}
      meta={meta}
      as="textarea"
      rows={rows}
      hint={hint}
      className="sm:col-span-2"
    />
  )
}

// The labels of the fields that write their own, where a refused form's summary reads them
// (fieldLabels in app/components/ui/error-summary.tsx).
EmailField.fieldLabel = "E-mail"
TelefoneField.fieldLabel = "Telefone"
ObservacoesField.fieldLabel = "Observações"
