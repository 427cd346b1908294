// Board positions as the public cards name them: the labels are the shared rules' (app/domain/cargos.js).
import { CARGO_LABELS, normalizeCargo } from "@veteranos/domain/cargos"

const LABELS: Readonly<Record<string, string>> = CARGO_LABELS

/** "vice-presidente" → "Vice-Presidente"; an unknown key is shown with capitals and spaces. */
export function cargoLabel(cargo: string): string {
  const key = normalizeCargo(cargo)
  const known = LABELS[key]
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
