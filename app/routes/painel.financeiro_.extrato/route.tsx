// /painel/financeiro/extrato, 'Importar extrato': the financial director uploads the bank's OFX
// file; its credits are kept and listed (?id=, a tab ?status= and a page ?pagina= at a time) with
// the due each pays, found by its PIX code, the payer's CPF or name and the amount, for 'Confirmar
// baixas'; credits imported before show as such, the others say why they have no due
// (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues). PocketBase refuses the same to anyone else.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { UploadPage } from "~/components/ui/upload-page"
import { ExtratosRecentes, ImportarExtratoForm } from "./extrato"
import { pageOfLinhas } from "./extrato-linhas"
import { ExtratoCreditos } from "./extrato-creditos"
import { extratoIntents } from "./extrato-actions.server"
import { importarExtratoForm } from "./extrato.forms"
import { linhasDoExtrato, type ExtratoPagina } from "./extrato.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { panelData } from "~/panel/page-data.server"
import { withFormData } from "~/forms/form-data.server"
import { dispatchIntent } from "~/panel/intents.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "financeiro", "manageMensalidades")
  const params = new URL(request.url).searchParams
  const forms = await sendForms(importarExtratoForm)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/financeiro-extrato.js.
  const dados = await panelData<ExtratoPagina>(request, "extrato")
  if (!params.get("id")) return { forms, recentes: dados.recentes, extrato: null }
  const extrato = dados.extrato
  if (!extrato) throw new Response("Extrato não encontrado", { status: 404 })
  const todas = await linhasDoExtrato(extrato, dados)
  const { creditos: _creditos, ...resumo } = extrato
  return { forms, recentes: [], extrato: { resumo, ...pageOfLinhas(todas, params) } }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro", "manageMensalidades")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, extratoIntents))
}

export default function ImportarExtrato() {
  const { forms, recentes, extrato } = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  return (
    <UploadPage
      back={{ to: "/painel/financeiro", label: "Voltar ao Controle Financeiro" }}
      title={{ upload: "Importar extrato", preview: "Baixas do extrato" }}
      preview={extrato ? <ExtratoCreditos {...extrato} extrato={extrato.resumo} /> : null}
      another={{ to: "/painel/financeiro/extrato", label: "Importar outro extrato" }}
    >
      <p className="mt-1 text-gray-700">
        Envie o extrato do banco (OFX) para dar baixa nas mensalidades pagas por PIX.
      </p>
      <ImportarExtratoForm forms={forms} lastResult={lastResult} />
      <ExtratosRecentes extratos={recentes} />
    </UploadPage>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Importar extrato" loadError="Erro ao carregar o extrato" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Importar extrato" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
