// /painel/associados, 'Gerenciar Associados': the president's members. The list is a page
// (?status=ativo|inativo|todos, ?q=, ?pagina=); each dialog is URL state
// (?acao=novo|editar|excluir|inativar|anonimizar&id=...) and each action a POST answered with 303.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import {
  ASSOCIADO_ACOES,
  ASSOCIADO_COLUMNS,
  AssociadoDialog,
  AssociadosToolbar,
} from "~/features/associados/associado"
import { ButtonLink } from "~/components/ui/button"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { SearchForm } from "~/components/ui/search-form"
import { Tabs } from "~/components/ui/tabs"
import {
  anonymizeAssociado,
  AssociadoComHistoricoError,
  createAssociado,
  deleteAssociado,
  EmailEmUsoError,
  getAssociado,
  listAssociados,
  novoAssociadoToast,
  updateAssociado,
} from "~/features/associados/associados.server"
import { readAssociadoFiltro } from "~/features/associados/associado.schema"
import { associadoForm, novoAssociadoForm } from "~/features/associados/associado.forms"
import { requirePanelAccess } from "~/auth/guards.server"
import { errorMessage } from "~/utils/errors"
import { unknownIntent } from "~/forms/intent.server"
import { listAddress, readDialog, readPage } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import { withQuery } from "~/utils/query"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"
import { failedWrite } from "~/http/pocketbase.server"
import { LIMITES } from "@veteranos/domain/paginas"

const PAGE = "/painel/associados"

const ATUALIZADO: Toast = { type: "success", title: "Associado atualizado" }
const ERRO_ATUALIZAR = "Não foi possível atualizar o associado. Tente novamente."
const ERRO_EXCLUIR: Toast = { type: "error", title: "Não foi possível excluir o associado. Tente novamente." }
const EMAIL_EM_USO = "Este e-mail já é de outro associado ou conta."

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "associados")
  const params = new URL(request.url).searchParams
  const filtro = readAssociadoFiltro(params)
  const dialog = readDialog(params, ASSOCIADO_ACOES)
  const [lista, associado] = await orLoadError(
    "associados",
    Promise.all([
      listAssociados(user.token, filtro, readPage(params), LIMITES.associadosPorPagina),
      dialog?.id ? getAssociado(user.token, dialog.id) : null,
    ]),
  )
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
  const formData = await readFormData(request)
  const intent = formData.get("intent")
  const back = listAddress(request.url)

  if (intent === "novo") {
    const submission = await parseForm(formData, novoAssociadoForm)
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
    try {
      const novo = await createAssociado(user.token, submission.value)
      return redirectWithToast(back, novoAssociadoToast(novo))
    } catch (error) {
      if (error instanceof EmailEmUsoError) {
        return data({ result: submission.reply({ fieldErrors: { email: [EMAIL_EM_USO] } }) }, { status: 400 })
      }
      console.error("Falha ao cadastrar associado:", errorMessage(error))
      const erro = "Não foi possível cadastrar o associado. Tente novamente."
      return data({ result: submission.reply({ formErrors: [erro] }) }, failedWrite(error))
    }
  }

  const id = formData.get("id")
  if (typeof id !== "string" || !id) return unknownIntent(user, formData)

  switch (intent) {
    case "editar": {
      const submission = await parseForm(formData, associadoForm)
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
      try {
        await updateAssociado(user.token, id, { telefone: "", ...submission.value })
        return redirectWithToast(back, ATUALIZADO)
      } catch (error) {
        if (error instanceof EmailEmUsoError) {
          return data(
            { result: submission.reply({ fieldErrors: { email: [EMAIL_EM_USO] } }) },
            { status: 400 },
          )
        }
        console.error("Falha ao atualizar associado:", errorMessage(error))
        return data({ result: submission.reply({ formErrors: [ERRO_ATUALIZAR] }) }, failedWrite(error))
      }
    }
    case "inativar": {
      try {
        await updateAssociado(user.token, id, { status: "inativo" })
        return redirectWithToast(back, ATUALIZADO)
      } catch (error) {
        console.error("Falha ao inativar associado:", errorMessage(error))
        return redirectWithToast(back, { type: "error", title: ERRO_ATUALIZAR })
      }
    }
    case "excluir":
    case "anonimizar": {
      try {
        await deleteAssociado(user.token, id)
        return redirectWithToast(back, { type: "success", title: "Associado excluído" })
      } catch (error) {
        if (error instanceof AssociadoComHistoricoError) {
          if (intent === "anonimizar") return anonymize(user.token, id, back)
          // Said beside the offer to set them inactive instead.
          const lista = new URL(back, request.url)
          return redirectWithToast(`${lista.pathname}${withQuery(lista.search, { acao: "inativar", id })}`, {
            type: "error",
            title: "Este associado tem histórico e não pode ser excluído.",
            description: "Você pode inativá-lo: o histórico fica guardado.",
          })
        }
        console.error("Falha ao excluir associado:", errorMessage(error))
        return redirectWithToast(back, ERRO_EXCLUIR)
      }
    }
  }
  return unknownIntent(user, formData)
}

async function anonymize(token: string, id: string, back: string) {
  try {
    await anonymizeAssociado(token, id)
    return redirectWithToast(back, {
      type: "success",
      title: "Associado excluído",
      description: "Os dados pessoais foram apagados; mensalidades e reservas ficaram sem o nome.",
    })
  } catch (error) {
    console.error("Falha ao anonimizar associado:", errorMessage(error))
    return redirectWithToast(back, ERRO_EXCLUIR)
  }
}

const TABS = [
  { value: null, label: "Ativos" },
  { value: "inativo", label: "Inativos" },
  { value: "todos", label: "Todos" },
] as const

export default function GerenciarAssociados() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { filtro, associados, pagina, totalPaginas, dialog } = loaderData
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
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
