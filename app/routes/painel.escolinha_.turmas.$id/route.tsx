// /painel/escolinha/turmas/<id>: a class's page (docs/decisions/youth-school.md#classes-and-the-roll):
// its days, times and place, each enrolled child with their certificate's mark and attendance rate,
// the guardian to call, the waiting list in order, 'Fazer chamada', and the managers' 'Registrar
// atestado' (?acao=atestado&id=<aluno>). A coach opens only their own classes: another's is
// 'Não encontrado'.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { anosLabel, vagasLabel } from "@veteranos/domain/escolinha-turmas"
import { ALUNO_STATUS_LABELS, horarioOf } from "@veteranos/domain/escolinha"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink, ButtonLink } from "~/components/ui/button"
import { DataTable } from "~/components/ui/data-table"
import { onDemand } from "~/components/ui/on-demand"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { readDialog } from "~/utils/list-params"
import { alunoColumns, ListaDeEspera } from "./alunos-table"
import { atestadoForm } from "./atestado.forms"
import { turmaIntents } from "./turma-actions.server"
import type { TurmaPagina } from "./turma.server"

const AtestadoDialog = onDemand(() => import("./atestado-dialog").then((module) => module.AtestadoDialog))

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "escolinha")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/escolinha-turma.js.
  const dados = await panelData<TurmaPagina>(request, "turma")
  if (!dados.turma) throw new Response("Turma não encontrada", { status: 404 })
  const dialog = readDialog(new URL(request.url).searchParams, ["atestado"] as const)
  const aluno = dados.gerencia && dialog ? (dados.alunos.find((a) => a.id === dialog.id) ?? null) : null
  return {
    ...dados,
    turma: dados.turma,
    forms: await sendForms(atestadoForm),
    dialog: aluno ? { id: aluno.id, nome: aluno.nome } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "escolinha")
  const formData = await readFormData(request)
  return dispatchIntent(request, user, formData, turmaIntents)
}

export default function TurmaPage() {
  const { turma, gerencia, hoje, alunos, espera, forms, dialog } = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  return (
    <>
      <BackLink to="/painel/escolinha">Voltar: Escolinha</BackLink>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">{turma.nome}</h1>
        <ButtonLink to={`/painel/escolinha/turmas/${turma.id}/chamada`}>Fazer chamada</ButtonLink>
      </div>
      <p className="mt-2 text-gray-800">
        {anosLabel(turma)} · {horarioOf(turma)} · {turma.local}
      </p>
      <p className="mt-1 text-gray-700">{vagasLabel(alunos.length, turma.vagas)}</p>
      <h2 className="mt-8 text-xl font-bold text-marca-900">Matriculados</h2>
      <DataTable
        caption="Crianças matriculadas"
        columns={alunoColumns(gerencia)}
        rows={alunos}
        empty="Nenhuma criança matriculada nesta turma."
        testId="alunos"
      />
      <h2 className="mt-8 text-xl font-bold text-marca-900">{ALUNO_STATUS_LABELS.espera}</h2>
      <ListaDeEspera espera={espera} />
      {dialog ? <AtestadoDialog aluno={dialog} hoje={hoje} forms={forms} lastResult={lastResult} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Turma" loadError="Erro ao carregar a turma" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Turma" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
