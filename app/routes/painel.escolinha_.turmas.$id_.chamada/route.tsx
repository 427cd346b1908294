// /painel/escolinha/turmas/<id>/chamada: the roll on the coach's phone
// (docs/decisions/youth-school.md#classes-and-the-roll): today's, or another day up to today
// (?data=yyyy-MM-dd, a GET form), every enrolled child 'Presente' or 'Faltou', one 'Salvar chamada'.
// A coach opens only their own classes' rolls: another's is 'Não encontrado'.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Form, useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink, Button } from "~/components/ui/button"
import { readFormData } from "~/forms/form-data.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { formatDate } from "~/utils/format"
import { chamadaIntents } from "./chamada-actions.server"
import { ChamadaLinhas } from "./chamada-linhas"
import type { ChamadaPagina } from "./chamada.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "escolinha", "takeChamada")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/escolinha-chamada.js.
  const dados = await panelData<ChamadaPagina>(request, "chamada")
  if (!dados.turma) throw new Response("Turma não encontrada", { status: 404 })
  return { ...dados, turma: dados.turma }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "escolinha", "takeChamada")
  const formData = await readFormData(request)
  return dispatchIntent(request, user, formData, chamadaIntents(params.id ?? ""))
}

export default function Chamada() {
  const { turma, hoje, data, alunos } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to={`/painel/escolinha/turmas/${turma.id}`}>Voltar: {turma.nome}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-marca-900">Chamada: {turma.nome}</h1>
      <p className="mt-1 text-gray-700">
        {data === hoje ? "Hoje, " : ""}
        {formatDate(data)}
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-medium text-gray-900">
          Data da chamada
          <input
            type="date"
            name="data"
            max={hoje}
            defaultValue={data}
            className="min-h-11 rounded-md border border-gray-300 px-3"
          />
        </label>
        <Button type="submit" variant="secondary">
          Abrir
        </Button>
      </Form>
      {alunos.length === 0 ? (
        <p className="mt-6 text-gray-700">Nenhuma criança matriculada nesta turma.</p>
      ) : (
        <ChamadaLinhas data={data} alunos={alunos} />
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Chamada" loadError="Erro ao carregar a chamada" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Chamada" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
