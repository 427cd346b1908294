// /painel/galeria, 'Galeria': the executive board keeps the association's photos (/galeria), the
// president and the school's coordinator the youth school's (/escolinha and the home page), a tab
// each (?status=escolinha, pages ?pagina=) for whoever keeps both; each dialog is URL state
// (?acao=...&id=...) and each change a POST answered with 303. A batch of photos keeps the ones
// accepted and names the refused ones (docs/decisions/documents-and-photos.md#photos); a school
// photo's dialogs mark its children (marcacao.tsx,
// docs/decisions/youth-school.md#image-consent-in-the-gallery).
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { GALERIAS } from "@veteranos/domain/arquivos"
import { requirePanelAccess } from "~/auth/guards.server"
import { DataTable } from "~/components/ui/data-table"
import { NewDialogLink } from "~/components/ui/dialog"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import { withFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { panelData } from "~/panel/page-data.server"
import { readDialog } from "~/utils/list-params"
import { envioFotosForm, fotoForm } from "./foto.forms"
import { galeriaIntents } from "./galeria-actions.server"
import { FOTO_ACOES, FotoDialog, fotoColumns } from "./galeria-painel"
import type { FotosDoPainel } from "./galeria-painel.server"
import { searchAddress } from "./marcacao"

export async function loader({ request }: LoaderFunctionArgs) {
  // A school dialog's search without JavaScript: its chosen children as the reader reads them.
  const url = new URL(request.url)
  const searched = searchAddress(url)
  if (searched) throw redirect(searched)
  await requirePanelAccess(request, "galeria")
  const params = url.searchParams
  const dialog = readDialog(params, FOTO_ACOES)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/galeria.js (the same tab and page), which
  // shows each person only the galleries they keep.
  const { galerias, galeria, lista, foto, alunos } = await panelData<FotosDoPainel>(request, "galeria")
  return {
    forms: await sendForms(envioFotosForm, fotoForm),
    galerias,
    galeria,
    fotos: lista.items,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    dialog: dialog ? { acao: dialog.acao, foto, alunos } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "galeria")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, galeriaIntents))
}

const TABS = [
  { value: null, label: GALERIAS.fotos.label },
  { value: "escolinha", label: GALERIAS.galeria_escolinha.label },
] as const

export default function GerenciarGaleria() {
  const loaderData = useLoaderData<typeof loader>()
  const { galerias, galeria, fotos, pagina, totalPaginas, dialog } = loaderData
  const lastResult = useActionResult()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Galeria</h1>
        <NewDialogLink acao="enviar" label="Enviar Fotos" />
      </div>
      <p className="mt-1 text-gray-700">
        {galeria === "fotos"
          ? "As fotos da associação aparecem na página Galeria do site."
          : "As fotos da escolinha aparecem na página da Escolinha e na página inicial."}
      </p>
      {galerias.length > 1 ? (
        <Tabs
          label="Galerias"
          param="status"
          tabs={TABS}
          current={galeria === "fotos" ? null : "escolinha"}
          className="mt-6"
        />
      ) : null}
      <LoadingArea pathname="/painel/galeria" label="Carregando fotos...">
        <DataTable
          caption={GALERIAS[galeria].label}
          columns={fotoColumns(galeria)}
          rows={fotos}
          empty="Nenhuma foto nesta galeria."
          testId="fotos"
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />
      {dialog ? (
        <FotoDialog
          acao={dialog.acao}
          foto={dialog.foto}
          forms={loaderData.forms}
          lastResult={lastResult}
          galeria={galeria}
          alunos={dialog.alunos}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Galeria" loadError="Erro ao carregar a galeria" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Galeria" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
