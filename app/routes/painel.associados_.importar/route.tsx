// /painel/associados/importar, 'Importar planilha': the president uploads the members' spreadsheet
// (the template's CSV or an XLSX); its rows are stored as a draft import, checked by PocketBase, and
// previewed at ?id= (valid, with errors, already known), where 'Importar' makes the valid ones
// members, all or none (docs/decisions/members.md#members-move-in-from-a-spreadsheet).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { UploadPage } from "~/components/ui/upload-page"
import { ImportacaoPrevia, ImportarPlanilhaForm } from "./importacao"
import { importacaoIntents } from "./importacao-actions.server"
import { importarPlanilhaForm } from "./importacao.forms"
import { getImportacao, previewRows } from "./importacao.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { withFormData } from "~/forms/form-data.server"
import { dispatchIntent } from "~/panel/intents.server"
import { useActionResult } from "~/panel/panel-form"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "associados")
  const id = new URL(request.url).searchParams.get("id")
  const forms = await sendForms(importarPlanilhaForm)
  if (!id) return { forms, importacao: null, linhas: [] }
  const importacao = await orLoadError("importação", getImportacao(user.token, id))
  if (!importacao) throw new Response("Importação não encontrada", { status: 404 })
  const { linhas, ...resumo } = importacao
  return { forms, importacao: resumo, linhas: previewRows(linhas) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "associados")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, importacaoIntents))
}

export default function ImportarPlanilha() {
  const { forms, importacao, linhas } = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  return (
    <UploadPage
      back={{ to: "/painel/associados", label: "Voltar a Gerenciar Associados" }}
      title={{ upload: "Importar planilha", preview: "Prévia da importação" }}
      preview={importacao ? <ImportacaoPrevia importacao={importacao} linhas={linhas} /> : null}
      another={{ to: "/painel/associados/importar", label: "Enviar outra planilha" }}
    >
      <p className="mt-1 text-gray-700">
        Cadastre de uma vez os associados que já existem: envie a planilha, confira a prévia e importe.
      </p>
      <ImportarPlanilhaForm forms={forms} lastResult={lastResult} />
    </UploadPage>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Importar planilha" loadError="Erro ao carregar a importação" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Importar planilha" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
