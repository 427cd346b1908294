// /painel/escolinha: the school's classes (docs/decisions/youth-school.md#classes-and-the-roll), each
// with its birth years, days and times, place, coach, places and waiting list. The president and the
// coordinator create, edit and delete them in dialogs (?acao=nova | editar | excluir) and reach the
// school requests ('Pedidos de matrícula'); a coach sees only the classes they coach.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { ButtonLink } from "~/components/ui/button"
import { DataTable } from "~/components/ui/data-table"
import { NewDialogLink } from "~/components/ui/dialog"
import { onDemand } from "~/components/ui/on-demand"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { readDialog } from "~/utils/list-params"
import { escolinhaIntents } from "./escolinha-actions.server"
import { turmaForm } from "./turma.forms"
import { TURMA_ACOES, turmaColumns } from "./turma-table"
import { atestadoJobLine, type EscolinhaPagina } from "./turmas.server"

const TurmaDialog = onDemand(() => import("./turma-dialogs").then((module) => module.TurmaDialog))

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "escolinha")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/escolinha.js.
  const { execucao, ...dados } = await panelData<EscolinhaPagina>(request, "turmas")
  const dialog = dados.gerencia ? readDialog(new URL(request.url).searchParams, TURMA_ACOES) : null
  const turma = dialog?.id ? (dados.turmas.find((t) => t.id === dialog.id) ?? null) : null
  return {
    ...dados,
    avisos: dados.gerencia ? atestadoJobLine(execucao) : null,
    forms: await sendForms(turmaForm),
    dialog: dialog ? { acao: dialog.acao, turma } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "escolinha")
  const formData = await readFormData(request)
  return dispatchIntent(request, user, formData, escolinhaIntents)
}

export default function Escolinha() {
  const { turmas, gerencia, professores, forms, dialog, avisos } = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Escolinha</h1>
        {gerencia ? (
          <div className="flex flex-wrap gap-2">
            <NewDialogLink acao="nova" label="Nova Turma" />
            <ButtonLink to="/painel/escolinha/matriculas" variant="secondary">
              Pedidos de matrícula
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <p className="mt-1 text-gray-700">
        {gerencia ? "As turmas da escolinha." : "As turmas em que você é professor."}
      </p>
      <DataTable
        caption="Turmas"
        columns={turmaColumns(gerencia)}
        rows={turmas}
        empty={gerencia ? "Nenhuma turma cadastrada." : "Você não é professor de nenhuma turma."}
        testId="turmas"
      />
      {avisos ? <p className="mt-4 text-sm text-gray-600">{avisos}</p> : null}
      {dialog ? (
        <TurmaDialog
          acao={dialog.acao}
          turma={dialog.turma}
          professores={professores}
          forms={forms}
          lastResult={lastResult}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Escolinha" loadError="Erro ao carregar as turmas" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Escolinha" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
