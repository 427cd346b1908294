// /painel/assembleias/<id>/ata.pdf: the minutes' PDF, 'ata-assembleia-AAAA-MM-DD.pdf' (the first
// call's São Paulo day), from the same data and model as the page; ?imprimir opens it in the
// browser's viewer (the page's 'Imprimir' without JavaScript) instead of downloading it. A resource
// route: Remix runs only this loader, not the panel layout's, so the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { requirePanelAccess } from "~/auth/guards.server"
import { ataOf, temAta, type AtaDados } from "~/features/assembleias/ata"
import { ataPdf } from "~/features/assembleias/ata-pdf.server"
import { panelData } from "~/panel/page-data.server"
import { pdfResponse } from "~/utils/pdf.server"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/assembleia-ata-pdf.js.
  const { ata } = await panelData<AtaDados>(request, "ata")
  if (!ata || !temAta(ata.assembleia.status)) throw new Response("Ata não encontrada", { status: 404 })
  const model = ataOf(ata)
  return pdfResponse(request, await ataPdf(model), model.arquivo)
}
