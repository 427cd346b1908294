// The class page's intents: 'Registrar atestado' (the managers'), answered 303 back to the class with
// its flash message, or 400 with the date kept and PocketBase's refusal beside it.
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { RefusedWriteError, refusedWriteOr } from "~/http/pocketbase.server"
import { intent } from "~/panel/intents.server"
import { listAddress } from "~/utils/list-params"
import { formatDate } from "~/utils/format"
import { atestadoForm } from "./atestado.forms"
import { createAtestado } from "./turma.server"

export const turmaIntents = {
  atestado: intent({
    capability: "manageEscolinha",
    form: atestadoForm,
    run: async ({ value, user, request, refuse }) => {
      const back = listAddress(request.url)
      try {
        await createAtestado(user.token, value.aluno, value.data)
      } catch (error) {
        const refused = refusedWriteOr(error)
        if (refused instanceof RefusedWriteError) return refuse(refused.reply(["data"]))
        return redirectAfterFailedWrite(back, "atestado", error)
      }
      return redirectWithToast(back, {
        type: "success",
        title: `Atestado de ${formatDate(value.data)} registrado`,
      })
    },
  }),
}
