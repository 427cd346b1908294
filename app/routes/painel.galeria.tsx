// /painel/galeria, 'Galeria': the executive board keeps the association's photos (/galeria) and the
// youth school's (/escolinha and the home page), a tab each (?status=escolinha, pages ?pagina=);
// each dialog is URL state (?acao=...&id=...) and each change a POST answered with 303. A batch of
// photos keeps the ones accepted and names the refused ones
// (docs/decisions/documents-and-photos.md#photos).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { FOTO_ARQUIVO, GALERIAS } from "@veteranos/domain/arquivos"
import { requirePanelAccess } from "~/auth/guards.server"
import { DataTable } from "~/components/ui/data-table"
import { NewDialogLink } from "~/components/ui/dialog"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import { envioFotosForm, fotoForm } from "~/features/galeria/foto.forms"
import { envioToast } from "~/features/galeria/envio-toast"
import { FOTO_ACOES, FotoDialog, fotoColumns } from "~/features/galeria/galeria-painel"
import {
  deleteFoto,
  getFoto,
  listFotosPainel,
  sendFotos,
  updateFoto,
} from "~/features/galeria/galeria-painel.server"
import type { Galeria } from "~/features/galeria/thumbnail"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { withFormData } from "~/forms/form-data.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { ERRO_AO_SALVAR, redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { listAddress, readDialog, readPage, readStatus } from "~/utils/list-params"

/** The tab (?status=escolinha, else the association's photos) as its collection. */
function galeriaOf(params: URLSearchParams): Galeria {
  return readStatus(params, ["escolinha"] as const) ? "galeria_escolinha" : "fotos"
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "galeria")
  const params = new URL(request.url).searchParams
  const galeria = galeriaOf(params)
  const dialog = readDialog(params, FOTO_ACOES)
  const [lista, foto] = await orLoadError(
    "galeria",
    Promise.all([
      listFotosPainel(user.token, galeria, readPage(params)),
      dialog?.id ? getFoto(user.token, galeria, dialog.id) : null,
    ]),
  )
  return {
    forms: await sendForms(envioFotosForm, fotoForm),
    galeria,
    fotos: lista.items,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    dialog: dialog ? { acao: dialog.acao, foto } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "galeria")
  const galeria = galeriaOf(new URL(request.url).searchParams)
  return withFormData(request, async (formData) => {
    const intent = String(formData.get("intent") ?? "")
    const id = String(formData.get("id") ?? "")
    const back = listAddress(request.url)
    try {
      if (intent === "enviar") {
        const submission = await parseForm(formData, envioFotosForm)
        if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
        const envio = await sendFotos(user.token, galeria, submission.value)
        // Nothing stored: the form stays open, each file named with its reason.
        if (envio.enviadas === 0) {
          const motivos = envio.recusadas.map((f) => `${f.nome}: ${f.motivo}`)
          const reply = submission.reply({
            formErrors: ["Nenhuma foto foi enviada.", ...motivos],
            fieldErrors: { imagens: [envio.recusadas[0]?.motivo ?? FOTO_ARQUIVO.tipoRecusado] },
          })
          return data({ result: reply }, { status: 400 })
        }
        return redirectWithToast(back, envioToast(envio))
      }
      if (intent === "editar" && id) {
        const submission = await parseForm(formData, fotoForm)
        if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
        await updateFoto(user.token, galeria, id, submission.value)
        return redirectWithToast(back, { type: "success", title: "Foto atualizada" })
      }
      if (intent === "excluir" && id) {
        await deleteFoto(user.token, galeria, id)
        return redirectWithToast(back, { type: "success", title: "Foto excluída" })
      }
    } catch (error) {
      console.error("Falha ao alterar a galeria:", errorMessage(error))
      return redirectWithToast(back, ERRO_AO_SALVAR)
    }
    return unknownIntent(user, formData)
  })
}

const TABS = [
  { value: null, label: GALERIAS.fotos.label },
  { value: "escolinha", label: GALERIAS.galeria_escolinha.label },
] as const

export default function GerenciarGaleria() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { galeria, fotos, pagina, totalPaginas, dialog } = loaderData
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
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
      <Tabs
        label="Galerias"
        param="status"
        tabs={TABS}
        current={galeria === "fotos" ? null : "escolinha"}
        className="mt-6"
      />
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
        <FotoDialog acao={dialog.acao} foto={dialog.foto} forms={loaderData.forms} lastResult={lastResult} />
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
