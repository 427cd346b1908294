// The financial director's one intent on /painel/financeiro/lembretes: 'enviar' sends one due's
// reminder now (303 back to the list with what happened). The route keeps the page's guard and hands
// the POST to this table (docs/decisions/dues-and-pix.md#reminders-go-out-once-each).
import { LembreteRecusadoError, sendReminderNow } from "~/features/lembretes/lembretes.server"
import { byIdSchema } from "~/forms/fields"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"

/** 'Enviar lembrete': the due's reminder by e-mail, now. */
async function sendNow({ value, user, request }: IntentInput<typeof byIdSchema>) {
  const back = listAddress(request.url)
  try {
    const sent = await sendReminderNow(user.token, value.id)
    return redirectWithToast(
      back,
      sent
        ? { type: "success", title: "Lembrete enviado por e-mail." }
        : {
            type: "error",
            title: "O e-mail não foi enviado.",
            description: "Tente de novo mais tarde ou avise pelo WhatsApp.",
          },
    )
  } catch (error) {
    if (error instanceof LembreteRecusadoError) {
      return redirectWithToast(back, { type: "error", title: error.message })
    }
    console.error("Falha ao enviar lembrete:", errorMessage(error))
    return redirectWithToast(back, { type: "error", title: "Ocorreu um erro ao enviar. Tente novamente." })
  }
}

/**
 * The page's intents (app/panel/intents.server.ts): only the financial director sends; PocketBase's
 * route refuses anybody else too.
 */
export const lembretesIntents = {
  enviar: intent({ capability: "manageMensalidades", form: byIdSchema, run: sendNow }),
}
