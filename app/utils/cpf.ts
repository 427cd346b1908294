// CPF (Brazilian taxpayer number) check digits: the last two digits are computed from the first
// nine, so a mistyped number is caught before it reaches the association (docs/decisions/forms.md#masks-are-enhancements).

/** The digits of a value, without punctuation or spaces. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "")
}

function checkDigit(digits: string, length: number): number {
  let sum = 0
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

/**
 * True for a CPF with 11 digits (punctuation allowed) whose two check digits are right. Numbers made
 * of one repeated digit pass the arithmetic but are never issued, so they are refused.
 */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]*$/.test(value)) return false
  const digits = onlyDigits(value)
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
}
