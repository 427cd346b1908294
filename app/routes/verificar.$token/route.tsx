// /verificar/{code}: the public check of a member's card, what its QR code opens (no login, no
// script). It says, right now, 'Sócio em dia' or 'Sócio com pendências' with the first name, last
// initial and photo, or 'Carteirinha inválida' (404) for a code that is no active member's; a visitor
// who checks too many codes is answered 429 (PocketBase's limiter, counted per visitor)
// (docs/decisions/member-card-and-receipts.md#the-public-check). Never kept by any cache, the site's
// own included, and its address (the code) never sent to another site.
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { VERIFICACAO } from "@veteranos/domain/carteirinha"
import { verifyCarteirinha } from "~/features/carteirinha/verificacao.server"
import { initials } from "~/features/site/cargos"
import { headers as passedOn } from "~/http/headers"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { isUnavailable } from "~/http/pocketbase.server"
import { forwardedClient } from "~/http/rate-limit.server"
import { serviceUnavailable } from "~/utils/errors"
import { VerificacaoView, type Resultado } from "./verificacao"

const STATUS = { valida: 200, invalida: 404, demais: 429 } as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const agora = new Date().toISOString()
  const answer = await verifyCarteirinha(params.token ?? "", forwardedClient(request)).catch((error) => {
    if (isUnavailable(error)) throw serviceUnavailable()
    throw error
  })
  const resultado: Resultado =
    typeof answer === "string"
      ? { resultado: answer, agora }
      : { resultado: "valida", verificacao: answer, iniciais: initials(answer.nome), agora }
  // Drawn by the page itself, so the visitor reads 'Carteirinha inválida', not a generic 404.
  return data(resultado, { status: STATUS[resultado.resultado], headers: { "Cache-Control": "no-store" } })
}

export default function Verificar() {
  return <VerificacaoView {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => [
  ...pageMeta(matches, {
    title: page?.resultado === "invalida" ? VERIFICACAO.invalida : "Verificação de carteirinha",
  }),
  // The code is in the address: out of search engines, and never in another site's Referer
  // ("same-origin", not "no-referrer", which would send the header's 'Sair' as `Origin: null`).
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
]

// Whatever happens (an outage's 503 too), nothing keeps the answer: the status is the one of now.
export const headers: HeadersFunction = (args) => {
  const result = new Headers(passedOn(args))
  result.set("Cache-Control", "no-store")
  return result
}

// HTML and CSS only: React is not sent.
export const handle = STATIC_PAGE
