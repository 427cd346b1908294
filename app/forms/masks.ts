// Input masks for CPF and phone. With JavaScript they format the value as the user types; on the
// server the same functions store what was sent with or without punctuation in the masked form.
import type { FormEvent } from "react"
import { digitsOf, maskTelefone } from "@veteranos/domain/campos"

// The phone's rule is the domain's, which the members' import checks too.
export { digitsOf, maskTelefone }

export const CPF_MAX_LENGTH = 14 // 000.000.000-00
export const TELEFONE_MAX_LENGTH = 15 // (00) 00000-0000

/** 000.000.000-00, as far as the digits go (so it also works while typing). */
export function maskCpf(value: string): string {
  const d = digitsOf(value).slice(0, 11)
  if (d.length <= 3) return d
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

/**
 * An onInput handler that re-masks the field as the user types, keeping the caret after the same
 * number of digits (so editing in the middle does not throw it to the end).
 */
export function maskOnInput(mask: (value: string) => string) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const caret = input.selectionStart ?? input.value.length
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length
    const masked = mask(input.value)
    if (masked === input.value) return
    input.value = masked
    let position = 0
    for (let seen = 0; position < masked.length && seen < digitsBeforeCaret; position++) {
      if (/\d/.test(masked[position]!)) seen++
    }
    if (document.activeElement === input) input.setSelectionRange(position, position)
  }
}
