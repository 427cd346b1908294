// /painel/financeiro/extrato, 'Importar extrato': the financial director uploads the bank's OFX
// file; its credits are kept and listed (?id=) with the due each pays, by its PIX code or by the
// member's name and the amount, ticked for 'Confirmar baixas'; credits imported before show as such
// (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues). PocketBase refuses the same to anyone else.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { requireCapability, requirePanelAccess } from "~/auth/guards.server"
import { UploadPage } from "~/components/ui/upload-page"
import { ExtratoCreditos, ExtratosRecentes, ImportarExtratoForm } from "~/features/mensalidades/extrato"
import { confirmChosenBaixas, importExtrato } from "~/features/mensalidades/extrato-actions.server"
import { importarExtratoForm } from "~/features/mensalidades/extrato.forms"
import { getExtrato, linhasDoExtrato, listExtratos } from "~/features/mensalidades/extrato.server"
import { PanelErrorBoundary } from "~/features/painel/panel-error-boundary"
import { orLoadError } from "~/features/painel/panel-load.server"
import { withFormData } from "~/forms/form-data.server"
import { unknownIntent } from "~/forms/intent.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"

/** How many of the latest statements the upload page links to. */
const RECENTES = 10

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  requireCapability(user, "gerenciarMensalidades")
  const id = new URL(request.url).searchParams.get("id")
  const forms = await sendForms(importarExtratoForm)
  if (!id) {
    const recentes = await orLoadError("extratos", listExtratos(user.token, RECENTES))
    return { forms, recentes, extrato: null, linhas: [] }
  }
  const extrato = await orLoadError("extrato", getExtrato(user.token, id))
  if (!extrato) throw new Response("Extrato não encontrado", { status: 404 })
  const linhas = await orLoadError("mensalidades", linhasDoExtrato(user.token, extrato))
  const { creditos: _creditos, ...resumo } = extrato
  return { forms, recentes: [], extrato: resumo, linhas }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  requireCapability(user, "gerenciarMensalidades")
  return withFormData(request, async (formData) => {
    const intent = formData.get("intent")
    if (intent === "importar") return importExtrato(user, formData)
    if (intent === "confirmar") return confirmChosenBaixas(user, formData)
    return unknownIntent(user, formData)
  })
}

export default function ImportarExtrato() {
  const { forms, recentes, extrato, linhas } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
  return (
    <UploadPage
      back={{ to: "/painel/financeiro", label: "Voltar ao Controle Financeiro" }}
      title={{ upload: "Importar extrato", preview: "Baixas do extrato" }}
      preview={extrato ? <ExtratoCreditos extrato={extrato} linhas={linhas} /> : null}
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
