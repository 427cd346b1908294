// /painel/assembleias/{id}/presenca, 'Lista de presença': the secretary's phone at the door. The
// members as the list froze them when the assembly opened, searched by name (?q=), by tab
// (?status=aptos|nao-aptos|presentes, with counts) and by page (?pagina=); one tap marks a member
// present (those not able to vote too: counted apart), the quorum line on top. Before the assembly
// opens there is no list: 'Abrir assembleia' is on the assembly's page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { assembleiaTitulo, PRESENCA_ABA_LABELS, PRESENCA_ABAS } from "@veteranos/domain/assembleias"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink } from "~/components/ui/button"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { SearchForm } from "~/components/ui/search-form"
import { Tabs } from "~/components/ui/tabs"
import { AssembleiaAbas } from "~/features/assembleias/assembleia-abas"
import { assembleiaPagePath, type Assembleia, type Contagem } from "~/features/assembleias/assembleias"
import { QuorumLine } from "~/features/assembleias/quorum"
import { readFormData } from "~/forms/form-data.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { formatEventDateTime } from "~/utils/format"
import { presencaColumns, type LinhaPresenca } from "./presenca-lista"
import { presencaIntents } from "./presenca-actions.server"

type Aba = (typeof PRESENCA_ABAS)[number]

/** What lib/paginas/assembleia-presenca.js gives: null when there is no such assembly. */
type PresencaDaPagina = {
  assembleia: Assembleia
  contagem: Contagem
  /** The agenda has an election (its slates' tab). */
  eleicao: boolean
  aba: Aba | null
  contagens: Record<"todos" | Aba, number>
  lista: { page: number; totalPages: number; items: LinhaPresenca[] }
} | null

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  const dados = await panelData<PresencaDaPagina>(request, "a lista de presença")
  if (!dados) throw new Response("Assembleia não encontrada", { status: 404 })
  return dados
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias", "manageAssembleias")
  return dispatchIntent(request, user, await readFormData(request), presencaIntents(params.id ?? ""))
}

export default function ListaDePresenca() {
  const { assembleia, contagem, eleicao, aba, contagens, lista } = useLoaderData<typeof loader>()
  const base = assembleiaPagePath(assembleia.id)
  const aberta = assembleia.status === "aberta"
  const tabs = [
    { value: null, label: "Todos", badge: contagens.todos },
    ...PRESENCA_ABAS.map((value) => ({ value, label: PRESENCA_ABA_LABELS[value], badge: contagens[value] })),
  ]
  return (
    <>
      <BackLink to="/painel/assembleias">Voltar: Assembleias</BackLink>
      <h1 className="mt-3 text-2xl font-bold break-words text-marca-900">Lista de presença</h1>
      <p className="mt-1 text-gray-700">
        {assembleiaTitulo(assembleia.tipo)} · {formatEventDateTime(assembleia.primeira_chamada)}
      </p>
      <AssembleiaAbas id={assembleia.id} status={assembleia.status} eleicao={eleicao} current="presenca" />
      {contagem.lista ? (
        <>
          <QuorumLine contagem={contagem} chamada={assembleia.chamada} />
          <div className="mt-6 grid gap-4">
            <SearchForm label="Buscar" placeholder="Buscar pelo nome..." />
            <Tabs label="Situação na lista" param="status" tabs={tabs} current={aba} />
          </div>
          <LoadingArea pathname={`${base}/presenca`} label="Carregando a lista...">
            <DataTable
              caption="Lista de presença"
              columns={presencaColumns({ marcavel: aberta, desfazivel: aberta && !assembleia.instalada_em })}
              rows={lista.items}
              empty="Nenhum associado encontrado"
              testId="presencas"
            />
          </LoadingArea>
          <Pagination page={lista.page} totalPages={lista.totalPages} />
        </>
      ) : (
        <p className="mt-6 text-gray-800">
          A lista de presença começa quando a assembleia é aberta, no dia da 1ª convocação:{" "}
          <Link to={base} className="font-semibold text-marca-800 underline">
            ver a assembleia
          </Link>
          .
        </p>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Lista de presença" loadError="Erro ao carregar a lista de presença" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Lista de presença" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
