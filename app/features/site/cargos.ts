// Board positions as the public cards name them. The keys are what `diretoria.cargo` stores.
import { ROLE_LABELS } from "~/auth/permissions"

const CARGO_LABELS: Record<string, string> = {
  presidente: ROLE_LABELS.presidente,
  "vice-presidente": "Vice-Presidente",
  financeiro: ROLE_LABELS.financeiro,
  tesoureiro: "Tesoureiro",
  secretario: "Secretário",
  diretoria: ROLE_LABELS.diretoria,
  conselheiro: "Conselheiro Fiscal",
}

/** "vice-presidente" → "Vice-Presidente"; an unknown key is shown with capitals and spaces. */
export function cargoLabel(cargo: string): string {
  const key = cargo.trim().toLowerCase()
  const known = CARGO_LABELS[key]
  if (known) return known
  return key
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

/** "José Carlos Ferreira" → "JF": first and last name, for the avatar without a photo. */
export function initials(nome: string): string {
  const words = nome.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? ""
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : ""
  return (first + last).toUpperCase()
}
