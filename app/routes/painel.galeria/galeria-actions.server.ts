// The board's three intents on /painel/galeria, in the gallery of the list's tab: 'enviar' stores a
// batch of photos (303 back to the list naming the refused files, or 400 with the form open when
// none was stored), 'editar' a photo's title and date, 'excluir' deletes one (303 back to the list).
// A failed write is 303 back to the list with ERRO_AO_SALVAR
// (docs/decisions/documents-and-photos.md#photos).
import { canAccess } from "@veteranos/domain/acessos"
import { FOTO_ARQUIVO } from "@veteranos/domain/arquivos"
import type { PanelUser } from "~/auth/guards.server"
import { RefusedWriteError, refusedWriteOr } from "~/http/pocketbase.server"
import type { Galeria } from "~/features/galeria/thumbnail"
import { byIdSchema } from "~/forms/fields"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { listAddress, readStatus } from "~/utils/list-params"
import { envioToast } from "./envio-toast"
import { envioFotosForm, fotoForm } from "./foto.forms"
import type { envioFotosSchema, fotoSchema } from "./foto.schema"
import { deleteFoto, sendFotos, updateFoto } from "./galeria-painel.server"

/**
 * The tab (?status=escolinha, else the association's photos) as its collection; the coordinator,
 * whose role alone opens no gallery, keeps the school's only (as lib/paginas/galeria.js shows it).
 */
function galeriaOf(params: URLSearchParams, user: PanelUser): Galeria {
  const escolinha = readStatus(params, ["escolinha"] as const) !== null
  return escolinha || !canAccess(user.role, "galeria") ? "galeria_escolinha" : "fotos"
}

/** The gallery of the list the POST came from, and the list's address. */
function listOf(request: Request, user: PanelUser) {
  return { galeria: galeriaOf(new URL(request.url).searchParams, user), back: listAddress(request.url) }
}

/** PocketBase's refusal of a school photo's marks (lib/escolinha-fotos.js), beside the form. */
function marksRefusal(error: unknown) {
  const refused = refusedWriteOr(error)
  return refused instanceof RefusedWriteError && refused.fields.criancas ? refused.fields.criancas : null
}

async function send({ value, refuse, request, user }: IntentInput<typeof envioFotosSchema>) {
  const { galeria, back } = listOf(request, user)
  let envio
  try {
    envio = await sendFotos(user.token, galeria, value)
  } catch (error) {
    const motivo = marksRefusal(error)
    if (motivo) return refuse({ formErrors: [motivo], fieldErrors: { marcas: [motivo] } })
    return redirectAfterFailedWrite(back, "a galeria", error)
  }
  // Nothing stored: the form stays open, each file named with its reason.
  if (envio.enviadas === 0) {
    const motivos = envio.recusadas.map((f) => `${f.nome}: ${f.motivo}`)
    return refuse({
      formErrors: ["Nenhuma foto foi enviada.", ...motivos],
      fieldErrors: { imagens: [envio.recusadas[0]?.motivo ?? FOTO_ARQUIVO.tipoRecusado] },
    })
  }
  return redirectWithToast(back, envioToast(envio))
}

async function edit({ value, refuse, request, user }: IntentInput<typeof fotoSchema>) {
  const { galeria, back } = listOf(request, user)
  try {
    await updateFoto(user.token, galeria, value.id, value)
  } catch (error) {
    const motivo = marksRefusal(error)
    if (motivo) return refuse({ formErrors: [motivo], fieldErrors: { marcas: [motivo] } })
    return redirectAfterFailedWrite(back, "a galeria", error)
  }
  return redirectWithToast(back, { type: "success", title: "Foto atualizada" })
}

async function remove({ value, request, user }: IntentInput<typeof byIdSchema>) {
  const { galeria, back } = listOf(request, user)
  try {
    await deleteFoto(user.token, galeria, value.id)
  } catch (error) {
    return redirectAfterFailedWrite(back, "a galeria", error)
  }
  return redirectWithToast(back, { type: "success", title: "Foto excluída" })
}

/** The gallery page's intents (app/panel/intents.server.ts). */
export const galeriaIntents = {
  enviar: intent({ form: envioFotosForm, run: send }),
  editar: intent({ form: fotoForm, run: edit }),
  excluir: intent({ form: byIdSchema, run: remove }),
}
