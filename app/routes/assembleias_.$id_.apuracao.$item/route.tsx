// /assembleias/<id>/apuracao/<item>: an election's result, public as its notice is. After the vote
// closed: each slate's votes, 'Em branco', 'Nulo', the turnout, the slate elected (or the tie and its
// decision), and every receipt code with what it counted, sorted by code, so each member checks their
// own ('?recibo=' finds and marks one); before, 'A apuração sai quando a votação for encerrada.'
// Nobody can tell whose code is whose (docs/decisions/elections.md). It sends no React.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { normalizeRecibo } from "@veteranos/domain/eleicoes"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { ApuracaoView } from "./apuracao"
import { getResultado } from "./resultado.server"

export async function loader({ params, request }: LoaderFunctionArgs) {
  const resultado = await getResultado(params.id ?? "", params.item ?? "")
  if (!resultado) throw new Response("Eleição não encontrada", { status: 404 })
  const busca = new URL(request.url).searchParams.get("recibo") ?? ""
  return { resultado, busca: busca.trim() ? normalizeRecibo(busca) : "" }
}

export default function ApuracaoPage() {
  return <ApuracaoView {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: data ? `Apuração · ${data.resultado.item.titulo}` : "Apuração" })

// HTML and CSS only: the search is a GET form.
export const handle = STATIC_PAGE
