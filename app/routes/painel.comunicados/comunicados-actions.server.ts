// The intents of /painel/comunicados: 'previa', the board's new announcement previewed (200 with
// the e-mail and how many it reaches, nothing stored), 'publicar', its 'Enviar' (303 to the list with
// its message, or 400 with the values kept), and 'lido', anyone's 'Marcar como lido' from the list
// or the dashboard (303 back where it was sent from). A failed write is 303 back to the list with
// ERRO_AO_SALVAR (docs/decisions/e-mail-and-activity-log.md#an-announcement-is-previewed-before-it-is-sent).
import { COMUNICADO_MENSAGENS } from "@veteranos/domain/comunicados"
import { safeRedirect } from "~/auth/guards.server"
import {
  ComunicadoRecusadoError,
  markComunicadoRead,
  previewComunicado,
  publishComunicado,
} from "~/features/comunicados/comunicados.server"
import type { comunicadoSchema } from "~/features/comunicados/comunicado.schema"
import { recordId } from "~/forms/fields"
import { z } from "~/forms/zod"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { listAddress } from "~/utils/list-params"
import { comunicadoForm } from "./comunicado.forms"
import { MARCAR_LIDO } from "~/features/comunicados/marcar-lido"

/** 'Marcar como lido': the announcement and the address it was sent from. */
const lidoSchema = z.object({ id: recordId(), voltar: z.string().optional() })

async function publish({ value, request, user }: IntentInput<typeof comunicadoSchema>) {
  try {
    await publishComunicado(user.token, value)
  } catch (error) {
    return redirectAfterFailedWrite(listAddress(request.url), "comunicados", error)
  }
  return redirectWithToast("/painel/comunicados", { type: "success", title: COMUNICADO_MENSAGENS.publicado })
}

/** The e-mail as members will read it and its recipients' count; a failure is the list's error message. */
async function preview({ value, request, user }: IntentInput<typeof comunicadoSchema>) {
  try {
    return { intent: "previa" as const, previa: await previewComunicado(user.token, value) }
  } catch (error) {
    return redirectAfterFailedWrite(listAddress(request.url), "comunicados", error)
  }
}

async function markRead({ value, request, user }: IntentInput<typeof lidoSchema>) {
  // Back where it was sent from, with any dialog closed (the list's 'Novo Comunicado').
  const back = listAddress(request.url)
  const voltar = listAddress(new URL(safeRedirect(value.voltar, back), request.url).href)
  try {
    await markComunicadoRead(user, value.id)
  } catch (error) {
    if (!(error instanceof ComunicadoRecusadoError))
      return redirectAfterFailedWrite(listAddress(request.url), "comunicados", error)
    return redirectWithToast(voltar, { type: "error", title: error.message })
  }
  return redirectWithToast(voltar, { type: "success", title: COMUNICADO_MENSAGENS.lido })
}

/** The announcements page's intents (app/panel/intents.server.ts). */
export const comunicadosIntents = {
  previa: intent({ capability: "publishComunicados", form: comunicadoForm, run: preview }),
  publicar: intent({ capability: "publishComunicados", form: comunicadoForm, run: publish }),
  [MARCAR_LIDO]: intent({ form: lidoSchema, run: markRead }),
}
