// /painel/mensalidades/<id>/comprovante.pdf: a paid due's receipt as a PDF, 'recibo-novembro-2026.pdf'
// (the due's month), from the same guard, data and model as its page; ?imprimir opens it in the
// browser's viewer (the page's 'Imprimir' without JavaScript) instead of downloading it. A resource
// route: Remix runs only this loader, not the panel layout's, so the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { requirePanelAccess } from "~/auth/guards.server"
import { reciboDaMensalidade } from "~/features/mensalidades/recibo.server"
import { reciboPdf } from "~/features/mensalidades/recibo-pdf.server"
import { pdfResponse } from "~/utils/pdf.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "mensalidades")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/mensalidade-comprovante-pdf.js.
  const { recibo } = await reciboDaMensalidade(request, user)
  return pdfResponse(request, await reciboPdf(recibo), recibo.arquivo)
}
