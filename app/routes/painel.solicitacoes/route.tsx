// /painel/solicitacoes, 'Gerenciar Solicitações': the president reads, corrects and decides the
// membership requests. The list is a page (?status=, ?q=, ?pagina=); each dialog is URL state
// (?acao=detalhes|editar|aprovar|reprovar|excluir&id=...) and each action a POST answered with 303.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Icon } from "~/components/ui/icon"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PEDIDO_SOCIO_ACOES, PedidoSocioDialog, PedidoSocioRowActions } from "./pedido-socio"
import { PedidoSocioNome, PedidoSocioStatusBadge } from "./pedido-socio-detalhes"
import { pedidoSocioEdicaoForm } from "./pedido-socio-edicao.forms"
import { solicitacoesIntents } from "./solicitacoes-actions.server"
import { withWhatsappLinks } from "./whatsapp"
import { SearchForm } from "~/components/ui/search-form"
import { Tabs } from "~/components/ui/tabs"
import type { SolicitacoesDaPagina } from "~/features/pedido-socio/pedido-socio.server"
import { PEDIDO_SOCIO_STATUS } from "@veteranos/domain/pedido-socio"
import { requirePanelAccess } from "~/auth/guards.server"
import { formatDayOf } from "~/utils/format"
import { readDialog, readSearch, readStatus } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import { getSiteConfig } from "~/http/site-config.server"
import { sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "solicitacoes")
  const params = new URL(request.url).searchParams
  const filtro = { status: readStatus(params, PEDIDO_SOCIO_STATUS), q: readSearch(params) }
  const dialog = readDialog(params, PEDIDO_SOCIO_ACOES)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/solicitacoes.js.
  const [dados, site] = await Promise.all([
    panelData<SolicitacoesDaPagina>(request, "solicitações"),
    getSiteConfig(),
  ])
  const { lista, pendentes } = dados
  const pedido = dialog?.id ? dados.pedido : null
  return {
    forms: await sendForms(pedidoSocioEdicaoForm),
    filtro,
    pedidos: withWhatsappLinks(lista.items, site.nome),
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    pendentes,
    dialog: dialog && pedido ? { acao: dialog.acao, pedido } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "solicitacoes")
  return dispatchIntent(request, user, await readFormData(request), solicitacoesIntents)
}

const TABS = [
  { value: null, label: "Todos" },
  { value: "pendente", label: "Pendentes" },
  { value: "aprovado", label: "Aprovados" },
  { value: "reprovado", label: "Reprovados" },
] as const

export default function GerenciarSolicitacoes() {
  const loaderData = useLoaderData<typeof loader>()
  const { filtro, pedidos, pagina, totalPaginas, pendentes, dialog } = loaderData
  const lastResult = useActionResult()
  const columns: ReadonlyArray<Column<(typeof pedidos)[number]>> = [
    // The name tells, before deciding, when the e-mail already has an account on the site.
    { header: "Nome", cell: (pedido) => <PedidoSocioNome pedido={pedido} /> },
    { header: "Email", cell: (pedido) => pedido.email, className: "hidden md:table-cell" },
    {
      header: "Telefone",
      cell: (pedido) => pedido.telefone,
      className: "hidden whitespace-nowrap md:table-cell",
    },
    { header: "Data", cell: (pedido) => formatDayOf(pedido.created), className: "whitespace-nowrap" },
    { header: "Status", cell: (pedido) => <PedidoSocioStatusBadge status={pedido.status} /> },
    { header: "Ações", cell: (pedido) => <PedidoSocioRowActions pedido={pedido} /> },
  ]
  const tabs = TABS.map((tab) => (tab.value === "pendente" ? { ...tab, badge: pendentes } : tab))
  // The export takes the list as it is filtered now (tab and search), every page of it.
  const csvQuery = new URLSearchParams()
  if (filtro.status) csvQuery.set("status", filtro.status)
  if (filtro.q) csvQuery.set("q", filtro.q)
  const csvHref = `/painel/solicitacoes.csv${csvQuery.size ? `?${csvQuery}` : ""}`

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Gerenciar Solicitações</h1>
        <a
          href={csvHref}
          download
          className="inline-flex items-center gap-2 font-semibold text-marca-800 underline"
        >
          <Icon name="download" className="size-5" />
          Exportar CSV
        </a>
      </div>

      <div className="mt-6 grid gap-4">
        <SearchForm label="Buscar" placeholder="Buscar solicitações..." />
        <Tabs label="Situação das solicitações" param="status" tabs={tabs} current={filtro.status} />
      </div>

      <LoadingArea pathname="/painel/solicitacoes" label="Carregando solicitações...">
        <DataTable
          caption="Solicitações de filiação"
          columns={columns}
          rows={pedidos}
          rowClassName={(pedido) => (pedido.status === "pendente" ? "bg-destaque-50" : undefined)}
          empty="Nenhuma solicitação encontrada"
          testId="solicitacoes"
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />

      {dialog ? (
        <PedidoSocioDialog
          acao={dialog.acao}
          pedido={dialog.pedido}
          forms={loaderData.forms}
          lastResult={lastResult}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Gerenciar Solicitações" loadError="Erro ao carregar solicitações" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Gerenciar Solicitações" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
