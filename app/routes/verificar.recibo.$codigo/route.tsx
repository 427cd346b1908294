// /verificar/recibo/{code}: the public check of a receipt, what its QR code opens (no login, no
// script) (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check). It shows the
// association, the amount, the month, the payment's day and the payer as 'Maria S.'; 'Recibo
// cancelado em dd/mm/aaaa' once the payment was undone; 'Recibo não encontrado' (404) for a code no
// receipt has; a visitor who checks too many codes is answered 429 (PocketBase's limiter, counted
// per visitor). Never kept by any cache, and its address (the code) never sent to another site.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { normalizeReciboCodigo } from "@veteranos/domain/carteirinha"
import { checkRecibo } from "~/features/mensalidades/recibo-verificacao.server"
import { PUBLIC_CHECK_META, publicCheckHeaders } from "~/http/public-check"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { tituloOf, VerificacaoView, type Resultado } from "./verificacao"

const STATUS = { valido: 200, cancelado: 200, inexistente: 404, demais: 429 } as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const codigo = params.codigo ?? ""
  const resultado: Resultado = {
    ...(await checkRecibo(request, codigo)),
    codigo: normalizeReciboCodigo(codigo),
    agora: new Date().toISOString(),
  }
  // Drawn by the page itself, so the visitor reads 'Recibo não encontrado', not a generic 404.
  return data(resultado, { status: STATUS[resultado.resultado], headers: { "Cache-Control": "no-store" } })
}

export default function VerificarRecibo() {
  return <VerificacaoView {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => [
  ...pageMeta(matches, { title: page ? tituloOf(page) : "Verificação de recibo" }),
  ...PUBLIC_CHECK_META,
]

export const headers = publicCheckHeaders

// HTML and CSS only: React is not sent.
export const handle = STATIC_PAGE
