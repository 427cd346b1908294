// The public check of a card's code (docs/decisions/member-card-and-receipts.md#the-public-check):
// PocketBase's route answers it for anyone, and its limiter counts each visitor apart, by the address
// the site forwards (forwardedClient), so codes cannot be guessed by trying.
import { isCarteirinhaToken } from "@veteranos/domain/carteirinha"
import { apiPath } from "@veteranos/domain/rotas-api"
import { createPocketBase, isNotFound, isTooManyRequests } from "~/http/pocketbase.server"
import type { FotoSocio } from "./carteirinha"

/** What the check shows of a card's holder: nothing beyond this. */
export type Verificacao = {
  associacao: string
  /** 'João S.' */
  nome: string
  foto: FotoSocio | null
  situacao: "em_dia" | "pendente"
}

/**
 * The card `token`'s holder right now; "invalida" for a code of another shape, no one's or an
 * inactive member's; "demais" once this visitor has checked too many codes (PocketBase's 429).
 * Throws when PocketBase could not answer.
 */
export async function verifyCarteirinha(
  token: string,
  client: string | null,
): Promise<Verificacao | "invalida" | "demais"> {
  // A code of another shape is no card's: nothing to ask.
  if (!isCarteirinhaToken(token)) return "invalida"
  try {
    return await createPocketBase(null, client).send<Verificacao>(apiPath("verifyCarteirinha", token), {
      method: "GET",
    })
  } catch (error) {
    if (isNotFound(error)) return "invalida"
    if (isTooManyRequests(error)) return "demais"
    throw error
  }
}
