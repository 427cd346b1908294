// The fields about a person that more than one form asks for (the public forms and the panel's
// edit forms), each written once. Apart from the public forms' frame (public-form.tsx), so a panel
// page carries none of the frame's honeypot and LGPD notice.
import type { FieldMetadata } from "@conform-to/react"
import { Field } from "~/components/ui/field"
import { CPF_MAX_LENGTH, maskCpf, maskOnInput, maskTelefone, TELEFONE_MAX_LENGTH } from "~/forms/masks"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>

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
  return <Field label="E-mail" meta={meta} type="email" autoComplete={autoComplete} className={className} />
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
      label="Telefone"
      meta={meta}
      maxLength={TELEFONE_MAX_LENGTH}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="(00) 00000-0000"
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
      onInput={maskOnInput(maskCpf)}
    />
  )
}

export function ObservacoesField({ meta, rows, hint }: { meta: AnyField; rows: number; hint: string }) {
  return (
    <Field label="Observações" meta={meta} as="textarea" rows={rows} hint={hint} className="sm:col-span-2" />
  )
}
