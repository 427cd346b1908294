// /painel/filhos, 'Meus filhos' (docs/decisions/youth-school.md#the-guardians-panel): a guardian sees
// only their own children: each one's class, days, times and place, its place, the health
// certificate, the attendance, the consents (each withdrawn after its question), and corrects,
// downloads or erases the child's data. Every change is a POST answered 303.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { readDialog } from "~/utils/list-params"
import { FilhoCardView } from "./filho-card"
import { CorrigirDialog, ExcluirDialog, RetirarDialog } from "./filhos-dialogs"
import { filhosIntents } from "./filhos-actions.server"
import { corrigirFilhoForm } from "./filhos.forms"
import { filhoCardOf, type FilhoDoPainel } from "./filhos"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "filhos")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/filhos.js.
  const { filhos } = await panelData<{ filhos: FilhoDoPainel[] }>(request, "os filhos")
  const params = new URL(request.url).searchParams
  const dialog = readDialog(params, ["retirar", "corrigir", "excluir"] as const)
  const aberto = filhos.find((filho) => filho.id === dialog?.id)
  const tipo: "dados" | "imagem" = params.get("tipo") === "imagem" ? "imagem" : "dados"
  return {
    forms: await sendForms(corrigirFilhoForm),
    filhos: filhos.map(filhoCardOf),
    dialog:
      aberto && dialog
        ? {
            acao: dialog.acao,
            tipo,
            filho: { id: aberto.id, nome: aberto.nome, data_nascimento: aberto.data_nascimento },
          }
        : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "filhos")
  return dispatchIntent(request, user, await readFormData(request), filhosIntents)
}

export default function FilhosPage() {
  const { forms, filhos, dialog } = useLoaderData<typeof loader>()
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Meus filhos</h1>
      {filhos.length === 0 ? (
        <p className="mt-4 text-gray-700">Nenhuma criança cadastrada na escolinha.</p>
      ) : (
        filhos.map((filho) => <FilhoCardView key={filho.id} filho={filho} />)
      )}
      {dialog?.acao === "retirar" ? <RetirarDialog {...dialog.filho} tipo={dialog.tipo} /> : null}
      {dialog?.acao === "excluir" ? <ExcluirDialog {...dialog.filho} /> : null}
      {dialog?.acao === "corrigir" ? <CorrigirDialog filho={dialog.filho} forms={forms} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Meus filhos" loadError="Erro ao carregar os filhos" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Meus filhos" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
