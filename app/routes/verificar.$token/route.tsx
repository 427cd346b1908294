// /verificar/{code}: the public check of a member's card, what its QR code opens (no login, no
// script). It says, right now, 'Sócio em dia' or 'Sócio com pendências' with the first name, last
// initial and photo, or 'Carteirinha inválida' (404) for a code that is no active member's; a visitor
// who checks too many codes is answered 429 (PocketBase's limiter, counted per visitor)
// (docs/decisions/member-card-and-receipts.md#the-public-check). Never kept by any cache, the site's
// own included, and its address (the code) never sent to another site.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { VERIFICACAO } from "@veteranos/domain/carteirinha"
import { verifyCarteirinha } from "~/features/carteirinha/verificacao.server"
import { initials } from "~/features/site/cargos"
import { PUBLIC_CHECK_META, publicCheckHeaders } from "~/http/public-check"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { VerificacaoView, type Resultado } from "./verificacao"

const STATUS = { valida: 200, invalida: 404, demais: 429 } as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const agora = new Date().toISOString()
  const answer = await verifyCarteirinha(request, params.token ?? "")
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
  ...PUBLIC_CHECK_META,
]

export const headers = publicCheckHeaders

// HTML and CSS only: React is not sent.
export const handle = STATIC_PAGE
