// /painel/associados, 'Gerenciar Associados': the president's members. The list is a page
// (?status=ativo|inativo|todos, ?q=, ?pagina=); each dialog is URL state
// (?acao=novo|editar|excluir|inativar|anonimizar&id=...) and each action a POST answered with 303.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { ASSOCIADO_ACOES, ASSOCIADO_COLUMNS, AssociadoDialog, AssociadosToolbar } from "./associado"
import { associadoForm, novoAssociadoForm } from "./associado.forms"
import { associadosIntents } from "./associados-actions.server"
import { ButtonLink } from "~/components/ui/button"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { SearchForm } from "~/components/ui/search-form"
import { Tabs } from "~/components/ui/tabs"
import type { AssociadosDaPagina } from "~/features/associados/associados.server"
import { readAssociadoFiltro } from "~/features/associados/associados-filtro"
import { requirePanelAccess } from "~/auth/guards.server"
import { readDialog } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import { sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"

const PAGE = "/painel/associados"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "associados")
  const params = new URL(request.url).searchParams
  const filtro = readAssociadoFiltro(params)
  const dialog = readDialog(params, ASSOCIADO_ACOES)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/associados.js.
  const dados = await panelData<AssociadosDaPagina>(request, "associados")
  const { lista } = dados
  const associado = dialog?.id ? dados.associado : null
  return {
    forms: await sendForms(associadoForm, novoAssociadoForm),
    filtro,
    associados: lista.items,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    dialog: dialog && (dialog.acao === "novo" || associado) ? { acao: dialog.acao, associado } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "associados")
  return dispatchIntent(request, user, await readFormData(request), associadosIntents)
}

const TABS = [
  { value: null, label: "Ativos" },
  { value: "inativo", label: "Inativos" },
  { value: "todos", label: "Todos" },
] as const

export default function GerenciarAssociados() {
  const loaderData = useLoaderData<typeof loader>()
  const { filtro, associados, pagina, totalPaginas, dialog } = loaderData
  const lastResult = useActionResult()
  // The export takes the list as it is filtered now (tab and search), every page of it.
  const csvQuery = new URLSearchParams({ status: filtro.aba })
  if (filtro.q) csvQuery.set("q", filtro.q)
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Gerenciar Associados</h1>
        <div className="flex flex-wrap items-center gap-3">
          <AssociadosToolbar csvHref={`/painel/associados.csv?${csvQuery}`} />
          <ButtonLink to="/painel/associados/importar" variant="secondary">
            Importar planilha
          </ButtonLink>
        </div>
      </div>
      <div className="mt-6 grid gap-4">
        <SearchForm label="Buscar" placeholder="Buscar por nome ou e-mail..." />
        <Tabs
          label="Situação dos associados"
          param="status"
          tabs={TABS}
          current={filtro.aba === "ativo" ? null : filtro.aba}
        />
      </div>
      <LoadingArea pathname={PAGE} label="Carregando associados...">
        <DataTable
          caption="Associados"
          columns={ASSOCIADO_COLUMNS}
          rows={associados}
          empty="Nenhum associado encontrado"
          testId="associados"
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />
      {dialog ? (
        <AssociadoDialog
          acao={dialog.acao}
          associado={dialog.associado}
          forms={loaderData.forms}
          lastResult={lastResult}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Gerenciar Associados" loadError="Erro ao carregar associados" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Gerenciar Associados" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
