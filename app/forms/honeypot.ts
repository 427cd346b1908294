// A field people never see nor reach with the keyboard; form-filling robots fill it. A filled one
// is answered like a success and nothing is stored.
export const HONEYPOT_FIELD = "website"

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === "string" && value.trim() !== ""
}
