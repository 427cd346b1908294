// /painel/comunicados, 'Comunicados': each member reads the announcements addressed to them (the
// board's only by the board), newest first (?pagina=), and marks them as read; the board publishes
// one ('Novo Comunicado', ?acao=novo) and follows its e-mails as the queue sends them
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue). Each change is
// a POST with an intent answered 303 with a message, or 400 with the values kept.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { COMUNICADO_MENSAGENS } from "@veteranos/domain/comunicados"
import { requireCapability, requirePanelAccess, safeRedirect } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import { NewDialogLink } from "~/components/ui/dialog"
import { Pagination } from "~/components/ui/pagination"
import { ComunicadoDialog } from "~/features/comunicados/comunicado-dialog"
import { comunicadoForm } from "~/features/comunicados/comunicado.forms"
import { lastQueueRunLine } from "~/features/comunicados/fila.server"
import { ComunicadosLista } from "~/features/comunicados/comunicados-lista"
import {
  ComunicadoRecusadoError,
  listComunicados,
  markComunicadoRead,
  publishComunicado,
} from "~/features/comunicados/comunicados.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { readFormData } from "~/forms/form-data.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { ERRO_AO_SALVAR, redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { listAddress, readDialog, readPage } from "~/utils/list-params"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "comunicados")
  const params = new URL(request.url).searchParams
  const publicar = can(user, "publicarComunicados")
  const dialog = publicar ? readDialog(params, ["novo"] as const) : null
  const [lista, fila] = await orLoadError(
    "comunicados",
    Promise.all([
      listComunicados(user, readPage(params), publicar),
      publicar ? lastQueueRunLine(user.token) : null,
    ]),
  )
  return {
    forms: await sendForms(comunicadoForm),
    publicar,
    novo: dialog !== null,
    fila,
    ...lista,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "comunicados")
  const formData = await readFormData(request)
  const intent = String(formData.get("intent") ?? "")
  const back = listAddress(request.url)
  try {
    if (intent === "publicar") {
      requireCapability(user, "publicarComunicados")
      const submission = await parseForm(formData, comunicadoForm)
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
      await publishComunicado(user.token, submission.value)
      return redirectWithToast("/painel/comunicados", {
        type: "success",
        title: COMUNICADO_MENSAGENS.publicado,
      })
    }
    if (intent === "lido") {
      // Back where it was sent from, with any dialog closed (the list's 'Novo Comunicado').
      const voltar = listAddress(new URL(safeRedirect(formData.get("voltar"), back), request.url).href)
      try {
        await markComunicadoRead(user, String(formData.get("id") ?? ""))
      } catch (error) {
        if (!(error instanceof ComunicadoRecusadoError)) throw error
        return redirectWithToast(voltar, { type: "error", title: error.message })
      }
      return redirectWithToast(voltar, { type: "success", title: COMUNICADO_MENSAGENS.lido })
    }
  } catch (error) {
    if (error instanceof Response) throw error
    console.error("Falha ao alterar comunicados:", errorMessage(error))
    return redirectWithToast(back, ERRO_AO_SALVAR)
  }
  return unknownIntent(user, formData)
}

export default function Comunicados() {
  const { forms, publicar, novo, fila, items, pagina, totalPaginas, pendente } =
    useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Comunicados</h1>
        {publicar ? <NewDialogLink acao="novo" label="Novo Comunicado" /> : null}
      </div>
      <p className="mt-1 text-gray-700">
        {publicar
          ? "Os comunicados da diretoria, com os e-mails de cada um."
          : "Os comunicados da diretoria aos associados."}
      </p>
      {fila ? (
        <p className="mt-1 text-sm text-gray-700" data-testid="fila-de-emails">
          {fila}
        </p>
      ) : null}
      <ComunicadosLista comunicados={items} pendente={pendente} />
      <Pagination page={pagina} totalPages={totalPaginas} />
      {publicar && novo ? <ComunicadoDialog forms={forms} lastResult={lastResult} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Comunicados" loadError="Erro ao carregar comunicados" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Comunicados" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
