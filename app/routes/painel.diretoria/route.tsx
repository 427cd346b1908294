// /painel/diretoria, 'Diretoria': the president's seats of the executive board and the fiscal
// council, with their terms. Each dialog is URL state (?acao=novo|editar|encerrar|excluir|transferir|
// redefinir-segunda-etapa&id=..., a person search as &pessoa=) and each change a POST answered with
// 303, or 400 with the values kept and PocketBase's refusal (the presidency rule) beside its field or
// in its dialog. A seat counts within its term
// (docs/decisions/roles-and-access.md#seats-count-within-their-term), so what changes here changes
// roles at the next click; /diretoria shows the current seats.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { onDemand } from "~/components/ui/on-demand"
import { requirePanelAccess } from "~/auth/guards.server"
import { withFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { panelData } from "~/panel/page-data.server"
import { readDialog } from "~/utils/list-params"
import { TIPO_LABELS } from "@veteranos/domain/cargos"
import { addDays, todayInSaoPaulo } from "@veteranos/domain/datas"
import { ANTERIOR_COLUMNS, CARGO_ACOES, CARGO_COLUMNS, DiretoriaToolbar } from "./cargo-table"
import { cargoForm, novoCargoForm, transferirForm } from "./cargo.forms"
import { currentPresident, groupCargos, termEnd } from "./cargo-groups.server"
import { diretoriaIntents } from "./diretoria-actions.server"
import type { DiretoriaDaPagina } from "./diretoria.server"

// The president's dialogs arrive with the first one opened (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
const CargoDialog = onDemand(() => import("./cargo-dialogs").then((module) => module.CargoDialog))

const PAGE = "/painel/diretoria"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "diretoria")
  const params = new URL(request.url).searchParams
  const dialog = readDialog(params, CARGO_ACOES)
  const termo = params.get("pessoa")?.trim().slice(0, 100) || null
  const procura = termo && (dialog?.acao === "novo" || dialog?.acao === "transferir") ? termo : null
  // PocketBase's reader (pocketbase/pb_hooks/lib/paginas/diretoria.js) searches the same way.
  const { cargos, pessoas } = await panelData<DiretoriaDaPagina>(request, "diretoria")
  const hoje = todayInSaoPaulo()
  const cargo = dialog?.id ? (cargos.find((c) => c.id === dialog.id) ?? null) : null
  return {
    forms: await sendForms(novoCargoForm, cargoForm, transferirForm),
    // Computed here, so the page's script carries no date arithmetic.
    novoMandato: { inicio: hoje, fim: termEnd(hoje), fimAnterior: addDays(hoje, -1) },
    grupos: groupCargos(cargos, hoje),
    presidente: currentPresident(cargos, hoje),
    dialog: dialog ? { acao: dialog.acao, cargo } : null,
    termo: procura,
    pessoas,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "diretoria")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, diretoriaIntents))
}

export default function GerenciarDiretoria() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { grupos, presidente, dialog } = loaderData
  const lastResult = useActionResult()
  const erro = actionData && "erro" in actionData ? actionData.erro : null
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Diretoria</h1>
        <DiretoriaToolbar transferir={presidente !== null} />
      </div>
      <p className="mt-2 text-gray-700">
        Cada cargo vale do início ao fim do mandato: quem tem um cargo atual da Diretoria Executiva tem acesso
        às páginas da diretoria; os da Escolinha, só às páginas da escolinha. A página pública mostra os
        cargos atuais da Diretoria Executiva e do Conselho Fiscal.
      </p>
      <LoadingArea pathname={PAGE} label="Carregando a diretoria...">
        {(["diretoria", "conselho", "escolinha"] as const).map((tipo) => (
          <section key={tipo} aria-labelledby={`cargos-${tipo}`} className="mt-8">
            <h2 id={`cargos-${tipo}`} className="text-xl font-bold text-marca-900">
              {TIPO_LABELS[tipo]}
            </h2>
            <DataTable
              caption={TIPO_LABELS[tipo]}
              columns={CARGO_COLUMNS}
              rows={grupos[tipo]}
              empty="Nenhum cargo com mandato atual."
              testId={`cargos-${tipo}`}
            />
          </section>
        ))}
        <section aria-labelledby="gestoes-anteriores" className="mt-10">
          <h2 id="gestoes-anteriores" className="text-xl font-bold text-marca-900">
            Gestões anteriores
          </h2>
          <DataTable
            caption="Gestões anteriores"
            columns={ANTERIOR_COLUMNS}
            rows={grupos.anteriores}
            empty="Nenhum mandato encerrado."
            testId="cargos-anteriores"
          />
        </section>
      </LoadingArea>
      {dialog ? (
        <CargoDialog
          acao={dialog.acao}
          cargo={dialog.cargo}
          presidente={presidente}
          forms={loaderData.forms}
          lastResult={lastResult}
          erro={erro}
          novoMandato={loaderData.novoMandato}
          pessoas={loaderData.pessoas}
          termo={loaderData.termo}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Diretoria" loadError="Erro ao carregar a diretoria" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Diretoria" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
