// /painel/escolinha/matriculas, 'Matrículas': the school requests not yet enrolled, for those who
// manage the school (docs/decisions/youth-school.md#enrolment-from-the-requests). A page of requests
// newest first (?pagina=); 'Matricular' opens the request as URL state (?acao=matricular&id=) with
// the class its birth year suggests, and the enrolment is a POST answered 303 with what it did.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { PAINEL_AREAS } from "~/auth/permissions"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { matriculasIntents } from "./matriculas-actions.server"
import type { MatriculasDoPainel } from "./matriculas.server"
import { MatricularDialog, PEDIDO_COLUMNS } from "./matriculas"
import { matricularForm } from "./matricular.forms"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "escolinha", "manageEscolinha")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/escolinha-matriculas.js.
  const dados = await panelData<MatriculasDoPainel>(request, "os pedidos de matrícula")
  return { forms: await sendForms(matricularForm), ...dados }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "escolinha", "manageEscolinha")
  return dispatchIntent(request, user, await readFormData(request), matriculasIntents)
}

export default function Matriculas() {
  const { forms, lista, turmas, aberto } = useLoaderData<typeof loader>()
  return (
    <>
      <p>
        <Link to={PAINEL_AREAS.escolinha.path} className="font-semibold text-marca-800 underline">
          Escolinha
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-marca-900">Matrículas</h1>
      <p className="mt-1 text-gray-700">
        Pedidos de participação na escolinha ainda não matriculados, os mais novos primeiro.
      </p>
      <LoadingArea pathname="/painel/escolinha/matriculas" label="Carregando pedidos...">
        <DataTable
          caption="Pedidos a matricular"
          columns={PEDIDO_COLUMNS}
          rows={lista.items}
          empty="Nenhum pedido a matricular."
          testId="matriculas"
        />
      </LoadingArea>
      <Pagination page={lista.page} totalPages={lista.totalPages} />
      {aberto ? <MatricularDialog pedido={aberto} turmas={turmas} forms={forms} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Matrículas" loadError="Erro ao carregar os pedidos de matrícula" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Matrículas" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
