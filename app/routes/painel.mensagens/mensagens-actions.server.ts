// The board's two intents on /painel/mensagens: 'responder' and 'reabrir' mark the opened message
// of the list's tab (?status=contato|escolinha) answered or not (303 back to the list with a
// message, or with the error's when the write fails).
import { markContatoAnswered } from "~/features/mensagens/contato.server"
import { markPedidoEscolinhaAnswered } from "~/features/mensagens/pedido-escolinha.server"
import { byIdSchema } from "~/forms/fields"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress, readStatus } from "~/utils/list-params"

/** The inbox's tabs: contact messages, youth-school requests. */
const TIPOS = ["contato", "escolinha"] as const

/** The list's tab: the contact messages unless ?status=escolinha. */
const tipoOf = (params: URLSearchParams): (typeof TIPOS)[number] => readStatus(params, TIPOS) ?? "contato"

/** Marks the message answered (`respondida`) or not, back to the list. */
const mark =
  (respondida: boolean) =>
  async ({ value, request, user }: IntentInput<typeof byIdSchema>) => {
    const tipo = tipoOf(new URL(request.url).searchParams)
    const back = listAddress(request.url)
    try {
      await (tipo === "contato" ? markContatoAnswered : markPedidoEscolinhaAnswered)(
        user.token,
        value.id,
        respondida,
      )
    } catch (error) {
      console.error("Falha ao marcar a mensagem:", errorMessage(error))
      return redirectWithToast(back, {
        type: "error",
        title: "Não foi possível atualizar a mensagem. Tente novamente.",
      })
    }
    return redirectWithToast(back, {
      type: "success",
      title: respondida ? "Mensagem marcada como respondida" : "Mensagem marcada como não respondida",
    })
  }

/** The inbox's intents (app/panel/intents.server.ts). */
export const mensagensIntents = {
  responder: intent({ form: byIdSchema, run: mark(true) }),
  reabrir: intent({ form: byIdSchema, run: mark(false) }),
}
