// Field builders shared by the public forms' schemas (one rule, one place). Each takes the messages
// of its form, since the product words the same rule differently per form.
import { dropControls, isTelefone, MAX } from "@veteranos/domain/campos"
import { toIsoDay } from "@veteranos/domain/datas"
import { z } from "~/forms/zod"
import { isValidCpf } from "@veteranos/domain/cpf-cnpj"
import { todayInSaoPaulo } from "~/utils/format"
import { CPF_MAX_LENGTH, maskCpf, maskTelefone, TELEFONE_MAX_LENGTH } from "~/forms/masks"

// The calendar day's reading is the domain's (the members' import reads dates the same way).
export { toIsoDay }

const tooLong = (max: number) => `Use no máximo ${max} caracteres.`

/** A required text: trimmed, at least `min` characters (`required` otherwise), at most `max`. */
export function text(max: number, required: string, min = 1) {
  return z
    .string({ error: required })
    .overwrite(dropControls)
    .trim()
    .min(min, required)
    .max(max, tooLong(max))
}

/** An optional text (empty is sent as nothing): trimmed, at most `max`. */
export function optionalText(max: number) {
  return z.string().overwrite(dropControls).trim().max(max, tooLong(max)).optional()
}

export function email(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(MAX.email, messages.invalid)
    .email(messages.invalid)
}

/** A CPF with or without punctuation and with valid check digits, stored as 000.000.000-00. */
export function cpf(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(CPF_MAX_LENGTH, messages.invalid)
    .refine((value) => value === "" || isValidCpf(value), messages.invalid)
    .transform(maskCpf)
}

/** A phone of 10 or 11 digits (area code included), with or without punctuation, stored masked. */
export function telefone(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(TELEFONE_MAX_LENGTH, messages.invalid)
    .refine((value) => value === "" || isTelefone(value), messages.invalid)
    .transform(maskTelefone)
}

/**
 * A calendar date as yyyy-MM-dd (what `<input type="date">` sends); dd/mm/yyyy is accepted too, for
 * old browsers that show a plain text box. Bounded by `min` and today (in the association's time
 * zone), both inclusive.
 */
export function calendarDate(messages: { required: string; invalid: string; future: string; min: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      const iso = toIsoDay(value)
      if (!iso) {
        ctx.addIssue({ code: "custom", message: messages.invalid })
        return z.NEVER
      }
      if (iso > todayInSaoPaulo()) {
        ctx.addIssue({ code: "custom", message: messages.future })
        return z.NEVER
      }
      if (iso < messages.min) {
        ctx.addIssue({ code: "custom", message: messages.invalid })
        return z.NEVER
      }
      return iso
    })
}

/** The explicit LGPD consent checkbox: it must be ticked. */
export function consent(message: string) {
  return z.literal(true, { error: message })
}

/** A PocketBase record's id, as its collections make them (15 letters and digits). */
const RECORD_ID = /^[a-z0-9]{15}$/

/** The id of the record a button acts on (a hidden field): a wrong one is no request a page sends. */
export const recordId = () => z.string().regex(RECORD_ID)

/** What a button that acts on one record sends besides its intent (delete, deactivate...). */
export const byIdSchema = z.object({ id: recordId() })
