// The public check of a card's code (docs/decisions/member-card-and-receipts.md#the-public-check):
// PocketBase's route answers it for anyone, and its limiter counts each visitor apart
// (askPublicCheck), so codes cannot be guessed by trying.
import { isCarteirinhaToken, type Situacao } from "@veteranos/domain/carteirinha"
import { askPublicCheck } from "~/http/public-check.server"
import type { FotoSocio } from "./carteirinha"

/** What the check shows of a card's holder: nothing beyond this. */
export type Verificacao = {
  associacao: string
  /** 'João S.' */
  nome: string
  foto: FotoSocio | null
  /** An inactive member's card is no card: 'Carteirinha inválida'. */
  situacao: Exclude<Situacao, "inativo">
}

/**
 * The card `token`'s holder right now, to the visitor of `request`; "invalida" for a code of another
 * shape, no one's or an inactive member's; "demais" once this visitor has checked too many codes
 * (PocketBase's 429). A 503 when PocketBase could not answer.
 */
export async function verifyCarteirinha(
  request: Request,
  token: string,
): Promise<Verificacao | "invalida" | "demais"> {
  const check = await askPublicCheck<Verificacao>(
    request,
    "verifyCarteirinha",
    isCarteirinhaToken(token) ? token : null,
  )
  if (check === "inexistente") return "invalida"
  return check === "demais" ? check : check.resposta
}
