// Input masks for CPF and phone. With JavaScript they format the value as the user types; on the
// server the same functions store what was sent with or without punctuation in the masked form.
import type { FormEvent } from "react"

/**
 * The digits of a value, without punctuation or spaces: what the masks count and the links dial.
 * (Here, not the check digits' module: that one is the validator's, loaded after the page is shown.)
 */
export const digitsOf = (value: string) => value.replace(/\D/g, "")

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
 * (00) 0000-0000 for a landline (10 digits), (00) 00000-0000 for a mobile (11 digits), as far as
 * the digits go.
 */
export function maskTelefone(value: string): string {
  const d = digitsOf(value).slice(0, 11)
  if (d.length === 0) return ""
  if (d.length <= 2) return `(${d}`
  const ddd = `(${d.slice(0, 2)}) `
  const rest = d.slice(2)
  if (rest.length <= 4) return ddd + rest
  const split = d.length === 11 ? 5 : 4
  return `${ddd}${rest.slice(0, split)}-${rest.slice(split)}`
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
