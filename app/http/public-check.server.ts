// The public checks of a code printed on paper or a phone, a member's card's and a receipt's
// (docs/decisions/member-card-and-receipts.md#the-public-check): asked of PocketBase's public route
// without a token, counted per visitor by its own limiter (the site forwards the visitor's address:
// forwardedClient). The pages' headers and meta are public-check.ts's.
import { apiPath, type RotaApi } from "@veteranos/domain/rotas-api"
import { serviceUnavailable } from "~/utils/errors"
import { createPocketBase, isNotFound, isTooManyRequests, isUnavailable } from "./pocketbase.server"
import { forwardedClient } from "./rate-limit.server"

/** PocketBase's answer for a code, "inexistente" when no record has it, "demais" past the limit. */
export type PublicCheck<T> = { resposta: T } | "inexistente" | "demais"

/**
 * What PocketBase's public route `rota` answers for `code` to the visitor of `request`; `code` null
 * (not of a code's shape) is "inexistente" unasked. A 503 when PocketBase is down.
 */
export async function askPublicCheck<T>(
  request: Request,
  rota: RotaApi,
  code: string | null,
): Promise<PublicCheck<T>> {
  if (!code) return "inexistente"
  try {
    const pb = createPocketBase(null, forwardedClient(request))
    return { resposta: await pb.send<T>(apiPath(rota, code), { method: "GET" }) }
  } catch (error) {
    if (isNotFound(error)) return "inexistente"
    if (isTooManyRequests(error)) return "demais"
    if (isUnavailable(error)) throw serviceUnavailable()
    throw error
  }
}
