// The intent of /painel/escolinha/matriculas: 'matricular' enrols the opened request's child in the
// class chosen, through PocketBase's route (the guardian's account, a place or the waiting list),
// answered 303 with what it did ('Lucas matriculado na Sub-7.'), or the form refused with
// PocketBase's reason beside the class (a request already enrolled, an age outside 5 to 10).
import { failedWrite, RefusedWriteError, refusedWriteOr } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { matricularForm } from "./matricular.forms"
import type { matricularSchema } from "./matricular.schema"
import { enrolPedido } from "./matriculas.server"

async function enrol({ value, refuse, request, user }: IntentInput<typeof matricularSchema>) {
  let mensagem: string
  try {
    ;({ mensagem } = await enrolPedido(user.token, value.id, value.turma, value.updated))
  } catch (error) {
    const refused = refusedWriteOr(error)
    if (refused instanceof RefusedWriteError) return refuse(refused.reply(["turma"]))
    console.error("Falha ao matricular:", errorMessage(error))
    return refuse({ formErrors: ["Não foi possível matricular. Tente novamente."] }, failedWrite(error))
  }
  return redirectWithToast(listAddress(request.url), { type: "success", title: mensagem })
}

export const matriculasIntents = {
  matricular: intent({ capability: "manageEscolinha", form: matricularForm, run: enrol }),
}
