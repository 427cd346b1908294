// /painel/solicitacoes, 'Gerenciar Solicitações': the president reads, corrects and decides the
// membership requests. The list is a page (?status=, ?q=, ?pagina=); each dialog is URL state
// (?acao=detalhes|editar|aprovar|reprovar|excluir&id=...) and each action a POST answered with 303.
import { parseWithZod } from "@conform-to/zod/v4"
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react"
import { Alert } from "~/components/alert"
import { DataTable, type Column } from "~/components/data-table"
import { ConfirmDialog, Dialog, dialogHref } from "~/components/dialog"
import { Icon } from "~/components/icon"
import { LoadingArea } from "~/components/loading-area"
import { Pagination } from "~/components/pagination"
import { PainelLoadError } from "~/components/painel-load-error"
import { PedidoSocioDetalhes, PedidoSocioEditForm, PedidoSocioStatusBadge } from "~/components/pedido-socio"
import { SearchForm } from "~/components/search-form"
import { Tabs } from "~/components/tabs"
import {
  countPendingPedidosSocio,
  decidePedidoSocio,
  deletePedidoSocio,
  getPedidoSocio,
  listPedidosSocio,
  PedidoJaAnalisadoError,
  updatePedidoSocio,
  type DecisaoPedidoSocio,
  type PedidoSocio,
} from "~/models/pedido-socio.server"
import {
  PEDIDO_SOCIO_STATUS,
  PEDIDO_SOCIO_STATUS_LABELS,
  pedidoSocioEdicaoSchema,
  type PedidoSocioStatus,
} from "~/schemas/pedido-socio-edicao"
import { requireRole } from "~/utils/auth.server"
import { errorMessage } from "~/utils/errors"
import { formatDayOf } from "~/utils/format"
import { unknownIntent } from "~/utils/intent.server"
import { listAddress, readDialog, readPage, readSearch, readStatus } from "~/utils/list-params"
import { pageMeta } from "~/utils/meta"
import { useRootData } from "~/utils/root-data"
import { redirectWithToast, type Toast } from "~/utils/toast.server"
import { pedidoSocioWhatsappMessage, whatsappHref } from "~/utils/whatsapp"

const POR_PAGINA = 100
const ACOES = ["detalhes", "editar", "aprovar", "reprovar", "excluir"] as const

const ATUALIZADA: Toast = { type: "success", title: "Solicitação atualizada com sucesso!" }
const ERRO_ATUALIZAR = "Erro ao atualizar solicitação. Tente novamente."

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "solicitacoes")
  const params = new URL(request.url).searchParams
  const filtro = { status: readStatus(params, PEDIDO_SOCIO_STATUS), q: readSearch(params) }
  const dialog = readDialog(params, ACOES)
  try {
    const [lista, pendentes, pedido] = await Promise.all([
      listPedidosSocio(user.token, filtro, readPage(params), POR_PAGINA),
      countPendingPedidosSocio(user.token),
      dialog?.id ? getPedidoSocio(user.token, dialog.id) : null,
    ])
    return {
      erro: false as const,
      filtro,
      pedidos: lista.items,
      pagina: lista.page,
      totalPaginas: lista.totalPages,
      pendentes,
      dialog: dialog && pedido ? { acao: dialog.acao, pedido } : null,
    }
  } catch (error) {
    console.error("Falha ao ler solicitações:", errorMessage(error))
    return data({ erro: true as const }, { status: 503 })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "solicitacoes")
  const formData = await request.formData()
  const intent = formData.get("intent")
  const id = formData.get("id")
  const back = listAddress(request.url)
  if (typeof id !== "string" || !id) return unknownIntent(user, formData)

  switch (intent) {
    case "editar": {
      const submission = parseWithZod(formData, { schema: pedidoSocioEdicaoSchema })
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
      const { status, de, ...dados } = submission.value
      try {
        // The data first: an approval made here creates the member with the corrected data.
        await updatePedidoSocio(user.token, id, dados, de)
        const decisao = status === de ? null : await decidePedidoSocio(user.token, id, { status, de })
        return redirectWithToast(back, decisionToast(decisao))
      } catch (error) {
        if (error instanceof PedidoJaAnalisadoError) return redirectWithToast(back, staleToast(error))
        console.error("Falha ao atualizar solicitação:", errorMessage(error))
        return data({ result: submission.reply({ formErrors: [ERRO_ATUALIZAR] }) }, { status: 500 })
      }
    }
    case "aprovar":
    case "reprovar": {
      const status: PedidoSocioStatus = intent === "aprovar" ? "aprovado" : "reprovado"
      try {
        const decisao = await decidePedidoSocio(user.token, id, { status, de: "pendente" })
        return redirectWithToast(back, decisionToast(decisao))
      } catch (error) {
        if (error instanceof PedidoJaAnalisadoError) return redirectWithToast(back, staleToast(error))
        console.error("Falha ao decidir solicitação:", errorMessage(error))
        return redirectWithToast(back, { type: "error", title: ERRO_ATUALIZAR })
      }
    }
    case "excluir": {
      try {
        await deletePedidoSocio(user.token, id)
        return redirectWithToast(back, { type: "success", title: "Solicitação excluída com sucesso!" })
      } catch (error) {
        console.error("Falha ao excluir solicitação:", errorMessage(error))
        return redirectWithToast(back, {
          type: "error",
          title: "Erro ao excluir solicitação. Tente novamente.",
        })
      }
    }
  }
  return unknownIntent(user, formData)
}

/** The decision stands; the president learns whether the applicant heard of it. */
function decisionToast(decisao: DecisaoPedidoSocio | null): Toast {
  if (!decisao?.email || decisao.email.enviado) return ATUALIZADA
  if (decisao.link) {
    return {
      ...ATUALIZADA,
      description:
        "O e-mail de boas-vindas não pôde ser enviado. Envie ao novo associado este link para ele criar a senha (vale por 3 dias):",
      link: decisao.link,
    }
  }
  return { ...ATUALIZADA, description: "O aviso por e-mail não pôde ser enviado ao solicitante." }
}

function staleToast(error: PedidoJaAnalisadoError): Toast {
  return {
    type: "error",
    title: "Esta solicitação já foi analisada.",
    description: `Ela está ${PEDIDO_SOCIO_STATUS_LABELS[error.status].toLowerCase()}; nada foi alterado.`,
  }
}

const TABS = [
  { value: null, label: "Todos" },
  { value: "pendente", label: "Pendentes" },
  { value: "aprovado", label: "Aprovados" },
  { value: "reprovado", label: "Reprovados" },
] as const

const actionLinkClass = "font-semibold text-marca-800 underline hover:text-marca-950"

function RowActions({ pedido, associacao }: { pedido: PedidoSocio; associacao: string }) {
  const { search } = useLocation()
  const whatsapp = whatsappHref(pedido.telefone, pedidoSocioWhatsappMessage(pedido, associacao))
  const link = (acao: (typeof ACOES)[number], label: string, className = actionLinkClass) => (
    <Link to={dialogHref(search, acao, pedido.id)} preventScrollReset className={className}>
      {label}
      <span className="sr-only"> a solicitação de {pedido.nome}</span>
    </Link>
  )
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      {link("detalhes", "Ver")}
      {link("editar", "Editar")}
      {pedido.status === "pendente" ? (
        <>
          {link("aprovar", "Aprovar")}
          {link("reprovar", "Reprovar")}
        </>
      ) : null}
      {link("excluir", "Excluir", "font-semibold text-red-700 underline hover:text-red-900")}
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noreferrer" className={actionLinkClass}>
          Avisar pelo WhatsApp
          <span className="sr-only"> {pedido.nome}</span>
        </a>
      ) : null}
    </div>
  )
}

export default function GerenciarSolicitacoes() {
  const loaderData = useLoaderData<typeof loader>()
  const { site } = useRootData()

  if (loaderData.erro) {
    return <PainelLoadError heading="Gerenciar Solicitações" title="Erro ao carregar solicitações" />
  }

  const { filtro, pedidos, pagina, totalPaginas, pendentes, dialog } = loaderData
  const columns: ReadonlyArray<Column<PedidoSocio>> = [
    {
      header: "Nome",
      cell: (pedido) => (
        <>
          <span className="font-medium">{pedido.nome}</span>
          {/* On a phone the contacts go under the name instead of in columns of their own. */}
          <span className="block break-all text-gray-700 md:hidden">{pedido.email}</span>
          <span className="block text-gray-700 md:hidden">{pedido.telefone}</span>
        </>
      ),
    },
    { header: "Email", cell: (pedido) => pedido.email, className: "hidden md:table-cell" },
    {
      header: "Telefone",
      cell: (pedido) => pedido.telefone,
      className: "hidden whitespace-nowrap md:table-cell",
    },
    { header: "Data", cell: (pedido) => formatDayOf(pedido.created), className: "whitespace-nowrap" },
    { header: "Status", cell: (pedido) => <PedidoSocioStatusBadge status={pedido.status} /> },
    { header: "Ações", cell: (pedido) => <RowActions pedido={pedido} associacao={site.nome} /> },
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
          rowKey={(pedido) => pedido.id}
          rowClassName={(pedido) => (pedido.status === "pendente" ? "bg-destaque-50" : undefined)}
          empty="Nenhuma solicitação encontrada"
          testId="solicitacoes"
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />

      {dialog ? <PedidoSocioDialog acao={dialog.acao} pedido={dialog.pedido} /> : null}
    </>
  )
}

function PedidoSocioDialog({ acao, pedido }: { acao: (typeof ACOES)[number]; pedido: PedidoSocio }) {
  const actionData = useActionData<typeof action>()
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
  const resumo = (
    <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <span className="font-semibold">{pedido.nome}</span> · {pedido.email}
    </p>
  )
  switch (acao) {
    case "detalhes":
      return (
        <Dialog title="Detalhes da Solicitação">
          <PedidoSocioDetalhes pedido={pedido} />
        </Dialog>
      )
    case "editar":
      return (
        <Dialog title="Editar Solicitação">
          <PedidoSocioEditForm key={pedido.id} pedido={pedido} lastResult={lastResult} />
        </Dialog>
      )
    case "aprovar":
    case "reprovar":
      // A request decided meanwhile (another tab) is not offered for a decision again.
      if (pedido.status !== "pendente") {
        return (
          <Dialog title={acao === "aprovar" ? "Aprovar solicitação" : "Reprovar solicitação"}>
            <Alert tone="info" title="Esta solicitação já foi analisada.">
              Ela está {PEDIDO_SOCIO_STATUS_LABELS[pedido.status].toLowerCase()}.
            </Alert>
            {resumo}
          </Dialog>
        )
      }
      return acao === "aprovar" ? (
        <ConfirmDialog
          title="Aprovar solicitação"
          question="Tem certeza que deseja aprovar esta solicitação? O solicitante será notificado e adicionado como associado."
          intent="aprovar"
          id={pedido.id}
          confirmLabel="Aprovar"
          pendingLabel="Processando..."
        >
          {resumo}
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          title="Reprovar solicitação"
          question="Tem certeza que deseja reprovar esta solicitação? O solicitante será notificado sobre a reprovação."
          intent="reprovar"
          id={pedido.id}
          confirmLabel="Reprovar"
          pendingLabel="Processando..."
          variant="danger"
        >
          {resumo}
        </ConfirmDialog>
      )
    case "excluir":
      return (
        <ConfirmDialog
          title="Confirmar exclusão"
          question="Tem certeza que deseja excluir esta solicitação? Esta ação não pode ser desfeita."
          intent="excluir"
          id={pedido.id}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          {resumo}
        </ConfirmDialog>
      )
  }
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Gerenciar Solicitações" })
