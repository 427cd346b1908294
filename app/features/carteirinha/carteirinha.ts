// What the member's card and its public check share (docs/decisions/member-card-and-receipts.md):
// the member's photo as PocketBase names it, and the colour of each status.
import type { Situacao } from "@veteranos/domain/carteirinha"

/** The member's picture as PocketBase's readers give it (the account's id and file name). */
export type FotoSocio = { id: string; arquivo: string }

/** Each status's colours: green in good standing, amber with dues past their day, grey inactive. */
export const SITUACAO_TONS: Record<Situacao, string> = {
  em_dia: "bg-marca-100 text-marca-900 ring-marca-600",
  pendente: "bg-amber-100 text-amber-900 ring-amber-500",
  inativo: "bg-gray-100 text-gray-800 ring-gray-400",
}
