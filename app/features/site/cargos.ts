// The avatar of a board card without a photo; the cargo's label is the shared rule's
// (cargoLabel, app/domain/cargos.js).

/** "José Carlos Ferreira" → "JF": first and last name, for the avatar without a photo. */
export function initials(nome: string): string {
  const words = nome.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? ""
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : ""
  return (first + last).toUpperCase()
}
