// Members calling an assembly through PocketBase's own routes
// (docs/decisions/elections.md#members-call-an-assembly), with the member's own token: PocketBase
// checks that they may vote now, counts each signature once and reaches the fifth in the same
// transaction. A refusal comes back as AssembleiaRecusadaError with its Portuguese reason.
import { callRoute } from "./assembleias.server"

/** 'Pedir assembleia': the request, signed by its author. */
export function createPedido(token: string, pauta: string) {
  return callRoute(token, "createPedido", "", { pauta })
}

/** 'Assinar pedido'. */
export function signPedido(token: string, id: string) {
  return callRoute(token, "signPedido", id)
}

/** 'Retirar assinatura', until the fifth is reached. */
export function withdrawSignature(token: string, id: string) {
  return callRoute(token, "withdrawSignature", id)
}
