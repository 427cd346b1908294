// The pages of the public checks of a printed code, a member's card's and a receipt's
// (docs/decisions/member-card-and-receipts.md#the-public-check): their addresses, which the QR codes
// point at; no cache keeps them, out of search engines, their address (the code) never sent to
// another site. Asking PocketBase is public-check.server.ts's.
import type { HeadersFunction, MetaDescriptor } from "@remix-run/node"
import { formatReciboCodigo } from "@veteranos/domain/carteirinha"
import { headers as passedOn } from "./headers"

/** Where a card's QR code points: its public check, on the site's public address. */
export const carteirinhaCheckPath = (token: string) => `/verificar/${encodeURIComponent(token)}`

/** Where a receipt's QR code points, its code in the groups the paper shows. */
export const reciboCheckPath = (codigo: string) => `/verificar/recibo/${formatReciboCodigo(codigo)}`

/**
 * Out of search engines, and never in another site's Referer ("same-origin", not "no-referrer",
 * which would send the header's 'Sair' as `Origin: null`, which the server refuses).
 */
export const PUBLIC_CHECK_META: MetaDescriptor[] = [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
]

/** Whatever happens (an outage's 503 too), nothing keeps the answer: it is the one of now. */
export const publicCheckHeaders: HeadersFunction = (args) => {
  const result = new Headers(passedOn(args))
  result.set("Cache-Control", "no-store")
  return result
}
