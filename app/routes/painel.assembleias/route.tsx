// /painel/assembleias: every member's requests for an assembly ('Pedir assembleia', ?acao=pedir,
// and each request's signatures: pedidos.tsx, docs/decisions/elections.md#members-call-an-assembly);
// to those who run assemblies, the general assemblies too (docs/decisions/general-assembly.md),
// those ahead first (soonest first), then those held or cancelled (latest first); each row opens
// its page. 'Nova Assembleia' is a dialog as URL state (?acao=nova) whose POST saves a draft and
// goes to its page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { DataTable } from "~/components/ui/data-table"
import { Dialog, NewDialogLink } from "~/components/ui/dialog"
import { LoadingArea } from "~/components/ui/loading-area"
import { requirePanelAccess } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import { assembleiaForm } from "~/features/assembleias/assembleia.forms"
import { AssembleiaForm } from "~/features/assembleias/assembleia-form"
import type { AssembleiasDoPainel } from "~/features/assembleias/assembleias"
import { pedidoForm } from "~/features/assembleias/pedido.forms"
import { pedidoOpcao, type PedidoAssembleia } from "~/features/assembleias/pedidos"
import { withFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { readDialog } from "~/utils/list-params"
import { ASSEMBLEIA_COLUMNS } from "./assembleia-table"
import { assembleiasIntents } from "./assembleias-actions.server"
import { PedirDialog, PedidosAssembleia } from "./pedidos"

const PAGE = "/painel/assembleias"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias")
  const gestor = can(user, "manageAssembleias")
  const acoes = gestor ? (["nova", "pedir"] as const) : (["pedir"] as const)
  const dialog = readDialog(new URL(request.url).searchParams, acoes)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/assembleias.js (the assemblies to those
  // who run them only).
  const { proximas, realizadas, pedidos } = await panelData<
    AssembleiasDoPainel & { pedidos: PedidoAssembleia[] }
  >(request, "assembleias")
  return {
    forms: await sendForms(assembleiaForm, pedidoForm),
    gestor,
    proximas,
    realizadas,
    pedidos,
    acao: dialog?.acao ?? null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, assembleiasIntents))
}

export default function Assembleias() {
  const { forms, gestor, proximas, realizadas, pedidos, acao } = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Assembleias</h1>
        <div className="flex flex-wrap gap-3">
          {gestor ? <NewDialogLink acao="nova" label="Nova Assembleia" /> : null}
          <NewDialogLink acao="pedir" label="Pedir assembleia" variant={gestor ? "secondary" : "primary"} />
        </div>
      </div>
      <p className="mt-2 text-gray-700">
        {gestor
          ? "Da convocação à ata: publique o edital com a antecedência do estatuto, registre a presença e as votações, e gere a ata."
          : "1/5 dos associados aptos a votar pode pedir uma assembleia geral: proponha a pauta ou assine um pedido."}
      </p>
      <LoadingArea pathname={PAGE} label="Carregando assembleias...">
        {gestor ? (
          <>
            <section aria-labelledby="assembleias-proximas" className="mt-8">
              <h2 id="assembleias-proximas" className="text-xl font-bold text-marca-900">
                Próximas
              </h2>
              <DataTable
                caption="Próximas assembleias"
                columns={ASSEMBLEIA_COLUMNS}
                rows={proximas}
                empty="Nenhuma assembleia marcada."
                testId="assembleias-proximas"
              />
            </section>
            <section aria-labelledby="assembleias-realizadas" className="mt-10">
              <h2 id="assembleias-realizadas" className="text-xl font-bold text-marca-900">
                Realizadas e canceladas
              </h2>
              <DataTable
                caption="Assembleias realizadas e canceladas"
                columns={ASSEMBLEIA_COLUMNS}
                rows={realizadas}
                empty="Nenhuma assembleia realizada."
                testId="assembleias-realizadas"
              />
            </section>
          </>
        ) : null}
        <section aria-labelledby="assembleias-pedidos" className="mt-10">
          <h2 id="assembleias-pedidos" className="text-xl font-bold text-marca-900">
            Pedidos dos associados
          </h2>
          <PedidosAssembleia pedidos={pedidos} />
        </section>
      </LoadingArea>
      {acao === "nova" ? (
        <Dialog title="Nova Assembleia">
          <AssembleiaForm
            assembleia={null}
            forms={forms}
            lastResult={lastResult}
            intent={"nova" satisfies IntentOf<typeof assembleiasIntents>}
            pedidos={pedidos.filter((pedido) => pedido.status === "atingido").map(pedidoOpcao)}
          />
        </Dialog>
      ) : acao === "pedir" ? (
        <PedirDialog forms={forms} lastResult={lastResult} />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Assembleias" loadError="Erro ao carregar assembleias" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Assembleias" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
