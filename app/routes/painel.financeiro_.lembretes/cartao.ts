/** A member's card's anchor on the reminders' page: where an answer about them returns. */
export function cartaoId(associado: string): string {
  return `associado-${associado}`
}
