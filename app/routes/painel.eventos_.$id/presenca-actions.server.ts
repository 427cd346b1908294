// The member's two intents on /painel/eventos/<id>: 'confirmar' signs them up (a place or their
// turn), 'cancelar' gives theirs up. Both answer 303 with the flash message, back where the button
// was: the dashboard when its `voltar` says so, else this page, at the event's card (#evento-{id}),
// so the browser shows the card acted on without JavaScript
// (docs/decisions/events.md#places-said-as-they-are-left). The route keeps the guard.
import type { INSCRICAO_INTENTS } from "@veteranos/domain/inscricoes"
import { cancelAttendance, confirmAttendance } from "~/features/eventos/inscricoes.server"
import { z } from "~/forms/zod"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { PAINEL_AREAS } from "~/auth/permissions"
import { errorMessage } from "~/utils/errors"
import { cardDoEvento } from "~/features/eventos/vagas"

/** What the buttons send besides their intent: where the answer returns (the dashboard's button). */
const presencaSchema = z.object({ voltar: z.string().optional() })

type Change = (pessoa: IntentInput<typeof presencaSchema>["user"], eventoId: string) => Promise<Toast>

/** `change` on the event `eventoId`, answered back where the button was. */
function attendance(eventoId: string, change: Change) {
  return async ({ value, user, request }: IntentInput<typeof presencaSchema>) => {
    const page = new URL(request.url).pathname
    const back = `${value.voltar === PAINEL_AREAS.inicio.path ? PAINEL_AREAS.inicio.path : page}#${cardDoEvento(eventoId)}`
    try {
      return redirectWithToast(back, await change(user, eventoId))
    } catch (error) {
      console.error("Falha ao alterar a presença:", errorMessage(error))
      return redirectWithToast(back, {
        type: "error",
        title: "Não foi possível alterar sua presença. Tente novamente.",
      })
    }
  }
}

/** The event page's intents on the address's event: one per button of 'Presença'. */
export const presencaIntents = (eventoId: string) =>
  ({
    confirmar: intent({ form: presencaSchema, run: attendance(eventoId, confirmAttendance) }),
    cancelar: intent({ form: presencaSchema, run: attendance(eventoId, cancelAttendance) }),
  }) satisfies Record<(typeof INSCRICAO_INTENTS)[number], unknown>
