// The classes page's intents (the president's and the coordinator's): a class new, edited or deleted,
// answered 303 back to the list with its flash message, or 400 with the values kept and PocketBase's
// refusal beside its field; a class with children is not deleted ('A turma tem alunos...').
import { TURMA_MENSAGENS } from "@veteranos/domain/escolinha-turmas"
import { byIdSchema } from "~/forms/fields"
import { RefusedWriteError, refusedWriteOr } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent } from "~/panel/intents.server"
import { listAddress } from "~/utils/list-params"
import { turmaForm } from "./turma.forms"
import { createTurma, deleteTurma, updateTurma } from "./turmas.server"

const FIELDS = [
  "nome",
  "ano_inicio",
  "ano_fim",
  "dias",
  "hora_inicio",
  "hora_fim",
  "local",
  "professor",
  "vagas",
]

function saveTurma(novo: boolean) {
  return intent({
    capability: "manageEscolinha",
    form: turmaForm,
    run: async ({ value, user, request, formData, refuse }) => {
      const back = listAddress(request.url)
      try {
        if (novo) await createTurma(user.token, value)
        else await updateTurma(user.token, String(formData.get("id") ?? ""), value)
      } catch (error) {
        const refused = refusedWriteOr(error)
        if (refused instanceof RefusedWriteError) return refuse(refused.reply(FIELDS))
        return redirectAfterFailedWrite(back, "turma", error)
      }
      return redirectWithToast(back, { type: "success", title: novo ? "Turma criada" : "Turma atualizada" })
    },
  })
}

export const escolinhaIntents = {
  novo: saveTurma(true),
  editar: saveTurma(false),
  excluir: intent({
    capability: "manageEscolinha",
    form: byIdSchema,
    run: async ({ value, user, request }) => {
      const back = listAddress(request.url)
      try {
        await deleteTurma(user.token, value.id)
      } catch (error) {
        const refused = refusedWriteOr(error)
        if (refused instanceof RefusedWriteError)
          return redirectWithToast(back, { type: "error", title: refused.message })
        return redirectAfterFailedWrite(back, "turma", error)
      }
      return redirectWithToast(back, { type: "success", title: TURMA_MENSAGENS.turmaExcluida })
    },
  }),
}
