// /painel/assembleias/<id>/ata: the assembly's minutes, written from its record once it opened (a
// draft, 'Minuta', until it closes; final after), with 'Imprimir' (only the minutes print, on A4)
// and 'Baixar PDF' (./ata.pdf) for the registry office
// (docs/decisions/general-assembly.md#the-minutes-are-written-once-drawn-twice).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink, buttonClass } from "~/components/ui/button"
import { PrintButton } from "~/components/ui/print-button"
import { AssembleiaAbas } from "~/features/assembleias/assembleia-abas"
import { ataOf, temAta, type AtaDados } from "~/features/assembleias/ata"
import { assembleiaPagePath } from "~/features/assembleias/assembleias"
import { pageMeta } from "~/http/meta"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { AtaDocumento } from "./ata-documento"

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/assembleia-ata.js.
  const { ata } = await panelData<AtaDados>(request, "ata")
  if (!ata) throw new Response("Assembleia não encontrada", { status: 404 })
  const id = params.id ?? ""
  const { status } = ata.assembleia
  const pdf = `${new URL(request.url).pathname.replace(/\/$/, "")}.pdf`
  const eleicao = ata.itens.some((item) => item.tipo === "eleicao")
  return { id, status, eleicao, ata: temAta(status) ? ataOf(ata) : null, pdf }
}

export default function AtaPage() {
  const { id, status, eleicao, ata, pdf } = useLoaderData<typeof loader>()
  return (
    <>
      <div className="print:hidden">
        <BackLink to={assembleiaPagePath(id)}>Voltar: Assembleia</BackLink>
        <AssembleiaAbas id={id} status={status} eleicao={eleicao} current="ata" />
      </div>
      {ata ? (
        <>
          <div className="mt-4 flex flex-wrap gap-3 print:hidden">
            <PrintButton semScript={`${pdf}?imprimir=1`} />
            <a href={pdf} download={ata.arquivo} className={buttonClass("secondary")}>
              Baixar PDF
            </a>
          </div>
          <AtaDocumento ata={ata} />
        </>
      ) : (
        <>
          <h1 className="mt-3 text-2xl font-bold text-marca-900">Ata</h1>
          <p className="mt-3 text-gray-700">A ata é escrita a partir da abertura da assembleia.</p>
        </>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Ata da assembleia" loadError="Erro ao carregar a ata" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Ata da assembleia" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
