// The slates page's intents: 'registrar-chapa' sends the slate to PocketBase's registerChapa, which
// refuses a seat empty, a person twice, a person unable to vote or already on another slate
// ('Fulano já está na Chapa 1.'): the refusal beside the form, 400 with the values kept;
// 'excluir-chapa' removes a slate before the vote opens. Each answers 303 back to the page with the
// flash message (docs/decisions/elections.md, app/panel/intents.server.ts).
import { AssembleiaRecusadaError } from "~/features/assembleias/assembleias.server"
import { registerChapa, removeChapa } from "~/features/assembleias/eleicoes.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { chapaForm } from "./chapa.forms"
import { membrosOf, type chapaSchema } from "./chapa.schema"

/** The page without its dialog, at the election acted on. */
const backTo = (request: Request, item?: string) =>
  `${listAddress(request.url)}${item ? `#eleicao-${item}` : ""}`

async function register({ value, user, request, refuse }: IntentInput<typeof chapaSchema>) {
  try {
    await registerChapa(user.token, value.item, value.nome, membrosOf(value))
  } catch (error) {
    if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] })
    console.error("Falha ao registrar a chapa:", errorMessage(error))
    return refuse(
      { formErrors: ["Não foi possível registrar a chapa. Tente novamente."] },
      failedWrite(error),
    )
  }
  return redirectWithToast(backTo(request, value.item), { type: "success", title: "Chapa registrada." })
}

async function remove({ value, user, request }: IntentInput<typeof byIdSchema>) {
  const back = backTo(request)
  try {
    await removeChapa(user.token, value.id)
  } catch (error) {
    if (error instanceof AssembleiaRecusadaError)
      return redirectWithToast(back, { type: "error", title: error.message })
    return redirectAfterFailedWrite(back, "a chapa", error)
  }
  return redirectWithToast(back, { type: "success", title: "Chapa excluída." })
}

export const chapasIntents = {
  "registrar-chapa": intent({ capability: "manageAssembleias", form: chapaForm, run: register }),
  "excluir-chapa": intent({ capability: "manageAssembleias", form: byIdSchema, run: remove }),
}
