// /painel/documentos, 'Documentos': the executive board publishes what /documentos shows, a tab per
// category (?status=regulamento, pages ?pagina=); each dialog is URL state (?acao=...&id=...) and
// each change a POST answered with 303, or 400 with the values kept. The PDF is checked by
// PocketBase on its bytes (docs/decisions/documents-and-photos.md#documents).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { CATEGORIA_DOCUMENTO_LABELS, CATEGORIAS_DOCUMENTO } from "@veteranos/domain/arquivos"
import { requirePanelAccess } from "~/auth/guards.server"
import { DataTable } from "~/components/ui/data-table"
import { NewDialogLink } from "~/components/ui/dialog"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import type { DocumentosDoPainel } from "~/features/documentos/documentos.server"
import { withFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { panelData } from "~/panel/page-data.server"
import { readDialog, readStatus } from "~/utils/list-params"
import { DOCUMENTO_ACOES, DOCUMENTO_COLUMNS, DocumentoDialog } from "./documento-painel"
import { documentoForm } from "./documento.forms"
import { documentosIntents } from "./documentos-actions.server"

// The first category is the list's default tab (no ?status=).
const [PRIMEIRA, ...OUTRAS] = CATEGORIAS_DOCUMENTO

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "documentos")
  const params = new URL(request.url).searchParams
  const categoria = readStatus(params, OUTRAS) ?? PRIMEIRA
  const dialog = readDialog(params, DOCUMENTO_ACOES)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/documentos.js (the same tab and page).
  const { lista, documento } = await panelData<DocumentosDoPainel>(request, "documentos")
  return {
    forms: await sendForms(documentoForm),
    categoria,
    documentos: lista.items,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    dialog: dialog ? { acao: dialog.acao, documento } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "documentos")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, documentosIntents))
}

const TABS = CATEGORIAS_DOCUMENTO.map((value) => ({
  value: value === PRIMEIRA ? null : value,
  label: CATEGORIA_DOCUMENTO_LABELS[value],
}))

export default function GerenciarDocumentos() {
  const loaderData = useLoaderData<typeof loader>()
  const { categoria, documentos, pagina, totalPaginas, dialog } = loaderData
  const lastResult = useActionResult()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Documentos</h1>
        <NewDialogLink acao="novo" label="Novo Documento" />
      </div>
      <p className="mt-1 text-gray-700">O que é publicado aqui aparece na página Documentos do site.</p>
      <Tabs
        label="Categorias de documentos"
        param="status"
        tabs={TABS}
        current={categoria === PRIMEIRA ? null : categoria}
        className="mt-6"
      />
      <LoadingArea pathname="/painel/documentos" label="Carregando documentos...">
        <DataTable
          caption={`Documentos: ${CATEGORIA_DOCUMENTO_LABELS[categoria]}`}
          columns={DOCUMENTO_COLUMNS}
          rows={documentos}
          empty="Nenhum documento nesta categoria."
          testId="documentos"
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />
      {dialog ? (
        <DocumentoDialog
          acao={dialog.acao}
          documento={dialog.documento}
          categoria={categoria}
          forms={loaderData.forms}
          lastResult={lastResult}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Documentos" loadError="Erro ao carregar documentos" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Documentos" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
