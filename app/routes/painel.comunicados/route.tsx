// /painel/comunicados, 'Comunicados': each member reads the announcements addressed to them (the
// board's only by the board), newest first (?pagina=), and marks them as read; the board publishes
// one ('Novo Comunicado', ?acao=novo) and follows its e-mails as the queue sends them
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue). Each change is
// a POST with an intent answered 303 with a message, or 400 with the values kept.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import { NewDialogLink } from "~/components/ui/dialog"
import { onDemand } from "~/components/ui/on-demand"
import { Pagination } from "~/components/ui/pagination"
import { comunicadosDaPagina, type ComunicadosDaPagina } from "~/features/comunicados/comunicados.server"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { panelData } from "~/panel/page-data.server"
import { readDialog } from "~/utils/list-params"
import { comunicadoForm } from "./comunicado.forms"
import { comunicadosIntents } from "./comunicados-actions.server"
import { ComunicadosLista } from "./comunicados-lista"
import { lastQueueRunLine } from "./fila.server"

// The form and its preview arrive when opened (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
const ComunicadoDialog = onDemand(() =>
  import("./comunicado-dialog").then((module) => module.ComunicadoDialog),
)
const ComunicadoPreviaDialog = onDemand(() =>
  import("./comunicado-previa").then((module) => module.ComunicadoPreviaDialog),
)

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "comunicados")
  const params = new URL(request.url).searchParams
  const publicar = can(user, "publishComunicados")
  const dialog = publicar ? readDialog(params, ["novo"] as const) : null
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/comunicados.js.
  const dados = await panelData<ComunicadosDaPagina>(request, "comunicados")
  return {
    forms: await sendForms(comunicadoForm),
    publicar,
    novo: dialog !== null,
    fila: publicar ? lastQueueRunLine(dados.fila) : null,
    ...comunicadosDaPagina(dados),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "comunicados")
  return dispatchIntent(request, user, await readFormData(request), comunicadosIntents)
}

export default function Comunicados() {
  const { forms, publicar, novo, fila, items, pagina, totalPaginas, pendente } =
    useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  const answer = useActionData<typeof action>()
  const previa = answer && "previa" in answer ? answer.previa : null
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
      {publicar && previa ? (
        <ComunicadoPreviaDialog previa={previa} forms={forms} />
      ) : publicar && novo ? (
        <ComunicadoDialog forms={forms} lastResult={lastResult} />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Comunicados" loadError="Erro ao carregar comunicados" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Comunicados" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
