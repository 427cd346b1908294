// /painel/mensalidades/<id>/comprovante: the receipt of a paid due, with what Código Civil art. 320
// asks of one (app/features/mensalidades/recibo.ts): the amount in figures and words, the month it
// settles, the payer and their CPF, the day and place, the association with its CNPJ and who signs;
// and the code with a QR to its public check (/verificar/recibo/<code>). 'Imprimir', and 'Baixar
// PDF' (./comprovante.pdf), which says the same.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { BackLink, buttonClass } from "~/components/ui/button"
import { PrintButton } from "~/components/ui/print-button"
import { RECIBO_TITULO } from "~/features/mensalidades/recibo"
import { reciboDaMensalidade } from "~/features/mensalidades/recibo.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { requirePanelAccess } from "~/auth/guards.server"
import { pageMeta } from "~/http/meta"
import { qrCodeSvg } from "~/utils/qr-code.server"
import { ReciboDocumento } from "./recibo-documento"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "mensalidades")
  // PocketBase's reader (pocketbase/pb_hooks/lib/paginas/mensalidade-comprovante.js) gives only the
  // member's own due; its receipt only once the treasurer has confirmed it.
  const { mensalidade, recibo } = await reciboDaMensalidade(request, user)
  const qrCode = recibo.verificacao ? await qrCodeSvg(recibo.verificacao.url) : null
  return { pdf: `/painel/mensalidades/${mensalidade.id}/comprovante.pdf`, recibo, qrCode }
}

export default function Comprovante() {
  const { pdf, recibo, qrCode } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to="/painel/mensalidades" className="print:hidden">
        Voltar às mensalidades
      </BackLink>
      <ReciboDocumento recibo={recibo} qrCode={qrCode} />
      <div className="mx-auto mt-4 flex max-w-xl flex-wrap gap-3 print:hidden">
        <PrintButton semScript={`${pdf}?imprimir=1`} />
        <a href={pdf} download={recibo.arquivo} className={buttonClass("secondary")}>
          Baixar PDF
        </a>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading={RECIBO_TITULO} loadError="Erro ao carregar o comprovante" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: RECIBO_TITULO })
