// /painel/assembleias/{id}/chapas, 'Chapas': the secretary registers each election item's slates
// before the vote opens (docs/decisions/elections.md). Each election with its bodies and term, its
// slates ('Chapa 1 — Renovação' and who fills each seat, 'Excluir') and 'Registrar chapa', whose
// people are chosen among the members able to vote, narrowed by the search (?q=) when the list is
// long. Every change a POST through the page's intent table, answered 303 or 400 beside the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { assembleiaTitulo, type AssembleiaStatus } from "@veteranos/domain/assembleias"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink } from "~/components/ui/button"
import { SearchForm } from "~/components/ui/search-form"
import { AssembleiaAbas } from "~/features/assembleias/assembleia-abas"
import { assembleiaPagePath, eleicaoLinha, type ItemEleicao } from "~/features/assembleias/assembleias"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { formatEventDateTime } from "~/utils/format"
import { chapaForm } from "./chapa.forms"
import { chapasIntents } from "./chapas-actions.server"
import { ChapaCard, RegistrarChapa, type Chapa, type Pessoa } from "./chapas"

/** What lib/paginas/assembleia-chapas.js gives: null when there is no such assembly. */
type ChapasDaPagina = {
  assembleia: { id: string; tipo: string; primeira_chamada: string; status: AssembleiaStatus }
  eleicoes: Array<
    Pick<ItemEleicao, "orgaos" | "mandato_inicio" | "mandato_fim" | "votacao"> & {
      id: string
      ordem: number
      titulo: string
      chapas: Chapa[]
    }
  >
  aptos: Pessoa[]
  aptosAchados: number
  aptosMax: number
} | null

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  const dados = await panelData<ChapasDaPagina>(request, "as chapas")
  if (!dados) throw new Response("Assembleia não encontrada", { status: 404 })
  return { ...dados, forms: await sendForms(chapaForm) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias", "manageAssembleias")
  return dispatchIntent(request, user, await readFormData(request), chapasIntents)
}

export default function Chapas() {
  const { assembleia, eleicoes, aptos, aptosAchados, aptosMax, forms } = useLoaderData<typeof loader>()
  const lastResult = useActionResult("registrar-chapa")
  // Slates are registered once the notice is out and until each item's vote opens.
  const registra = assembleia.status === "publicada" || assembleia.status === "aberta"
  return (
    <>
      <BackLink to="/painel/assembleias">Voltar: Assembleias</BackLink>
      <h1 className="mt-3 text-2xl font-bold break-words text-marca-900">Chapas</h1>
      <p className="mt-1 text-gray-700">
        {assembleiaTitulo(assembleia.tipo)} · {formatEventDateTime(assembleia.primeira_chamada)}
      </p>
      <AssembleiaAbas id={assembleia.id} status={assembleia.status} eleicao current="chapas" />
      {eleicoes.length === 0 ? (
        <p className="mt-6 text-gray-800">
          Esta assembleia não tem eleição na ordem do dia.{" "}
          <Link to={assembleiaPagePath(assembleia.id)} className="font-semibold text-marca-800 underline">
            Ver a assembleia
          </Link>
        </p>
      ) : null}
      {registra && eleicoes.some((eleicao) => eleicao.votacao === "fechada") ? (
        <div className="mt-6">
          <SearchForm label="Buscar associado apto" placeholder="Nome" />
          <p className="mt-2 text-sm text-gray-700">
            {aptosAchados > aptosMax
              ? `Mostrando ${aptosMax} de ${aptosAchados} associados aptos a votar: busque pelo nome.`
              : `As listas mostram os ${aptosAchados} associados aptos a votar.`}
          </p>
        </div>
      ) : null}
      {eleicoes.map((eleicao) => {
        const aberta = registra && eleicao.votacao === "fechada"
        return (
          <section
            key={eleicao.id}
            id={`eleicao-${eleicao.id}`}
            aria-labelledby={`titulo-${eleicao.id}`}
            className="mt-8 scroll-mt-4"
          >
            <h2 id={`titulo-${eleicao.id}`} className="text-xl font-bold break-words text-marca-900">
              {eleicao.ordem}. {eleicao.titulo}
            </h2>
            <p className="text-sm text-gray-700">{eleicaoLinha(eleicao)}</p>
            {eleicao.chapas.length === 0 ? (
              <p className="mt-3 text-gray-700">Nenhuma chapa registrada.</p>
            ) : (
              <ul className="mt-3 grid gap-3" aria-label="Chapas registradas">
                {eleicao.chapas.map((chapa) => (
                  <ChapaCard key={chapa.id} chapa={chapa} podeExcluir={aberta} />
                ))}
              </ul>
            )}
            {aberta ? (
              <RegistrarChapa
                // A new slate empties the form: it is drawn afresh for the next.
                key={`${eleicao.id}-${eleicao.chapas.length}`}
                item={eleicao.id}
                orgaos={eleicao.orgaos}
                pessoas={aptos}
                forms={forms}
                lastResult={lastResult}
              />
            ) : (
              <p className="mt-3 text-gray-700">
                {assembleia.status === "rascunho"
                  ? "As chapas são registradas depois que o edital é publicado."
                  : eleicao.votacao === "fechada"
                    ? "As chapas não mudam mais."
                    : "A votação foi aberta: as chapas não mudam mais."}
              </p>
            )}
          </section>
        )
      })}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Chapas" loadError="Erro ao carregar as chapas" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Chapas" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
