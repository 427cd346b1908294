// The financial director's intents on /painel/financeiro/lembretes: 'enviar' sends one member's
// reminders now, one per open due (303 back to their card with what happened), and 'todos' queues a
// reminder for every open due ('Enviar lembrete a todos', 303 with how many). The route keeps the
// page's guard and hands the POST to this table
// (docs/decisions/dues-and-pix.md#enviar-lembrete-a-todos-goes-through-the-queue).
import { EMAIL_NAO_ENVIADO } from "@veteranos/domain/envios"
import { LembreteRecusadoError, queueReminders, sendReminderNow } from "~/features/lembretes/lembretes.server"
import { openDuesOf } from "~/features/lembretes/lembretes-lista.server"
import { byIdSchema } from "~/forms/fields"
import { z } from "~/forms/zod"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { plural } from "~/utils/format"
import { listAddress } from "~/utils/list-params"
import { cartaoId } from "./cartao"

const ERRO_AO_ENVIAR = "Ocorreu um erro ao enviar. Tente novamente."
/** 'Enviar lembrete a todos' sends nothing but its intent. */
const todosSchema = z.object({})

/** 'Enviar lembrete' on a member's card: each of their open dues' reminder by e-mail, now. */
async function sendNow({ value, user, request }: IntentInput<typeof byIdSchema>) {
  const back = `${listAddress(request.url)}#${cartaoId(value.id)}`
  try {
    const dues = await openDuesOf(user.token, value.id)
    if (dues.length === 0) {
      return redirectWithToast(back, {
        type: "error",
        title: "Este associado não tem mensalidade em aberto.",
      })
    }
    let enviados = 0
    for (const due of dues) if (await sendReminderNow(user.token, due)) enviados++
    if (enviados < dues.length) {
      return redirectWithToast(back, {
        type: "error",
        title: EMAIL_NAO_ENVIADO,
        description: "Tente de novo mais tarde ou avise pelo WhatsApp.",
      })
    }
    return redirectWithToast(back, {
      type: "success",
      title: enviados === 1 ? "Lembrete enviado por e-mail." : `${enviados} lembretes enviados por e-mail.`,
    })
  } catch (error) {
    if (error instanceof LembreteRecusadoError) {
      return redirectWithToast(back, { type: "error", title: error.message })
    }
    console.error("Falha ao enviar lembrete:", errorMessage(error))
    return redirectWithToast(back, { type: "error", title: ERRO_AO_ENVIAR })
  }
}

/** 'Enviar lembrete a todos': one reminder queued for each open due that has none of its kind. */
async function queueAll({ user, request }: IntentInput<typeof todosSchema>) {
  const back = listAddress(request.url)
  try {
    const { enfileirados, semEmail } = await queueReminders(user.token)
    const title =
      enfileirados === 0
        ? "Nenhum lembrete novo: cada mensalidade em aberto já tem o seu."
        : `${plural(enfileirados, "lembrete", "lembretes")} na fila: saem por e-mail nos próximos minutos.`
    return redirectWithToast(back, {
      type: "success",
      title,
      description:
        semEmail > 0
          ? `${plural(semEmail, "mensalidade é", "mensalidades são")} de quem não recebe e-mail: avise pelo WhatsApp.`
          : undefined,
    })
  } catch (error) {
    console.error("Falha ao pôr lembretes na fila:", errorMessage(error))
    return redirectWithToast(back, { type: "error", title: ERRO_AO_ENVIAR })
  }
}

/**
 * The page's intents (app/panel/intents.server.ts): only the financial director sends; PocketBase's
 * routes refuse anybody else too.
 */
export const lembretesIntents = {
  enviar: intent({ capability: "manageMensalidades", form: byIdSchema, run: sendNow }),
  todos: intent({ capability: "manageMensalidades", form: todosSchema, run: queueAll }),
}
