// The attendance list's two intents: 'marcar' marks a member present, 'desmarcar' undoes a mistaken
// mark before the votes start. Each answers 303 back to the same list (tab, search, page) with the
// flash message, or PocketBase's reason (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes).
import { AssembleiaRecusadaError, markPresenca } from "~/features/assembleias/assembleias.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { listAddress } from "~/utils/list-params"
import { presencaSchema } from "./presenca.schema"

function presenca(assembleia: string, presente: boolean) {
  return async ({ value, user, request }: IntentInput<typeof presencaSchema>) => {
    const back = listAddress(request.url)
    try {
      await markPresenca(user.token, assembleia, value.associado, presente)
      const quem = value.nome || "associado"
      const title = presente ? `Presença de ${quem} registrada.` : `Presença de ${quem} desfeita.`
      return redirectWithToast(back, { type: "success", title })
    } catch (error) {
      if (error instanceof AssembleiaRecusadaError)
        return redirectWithToast(back, { type: "error", title: error.message })
      return redirectAfterFailedWrite(back, "a presença", error)
    }
  }
}

/** The attendance list's intents on the address's assembly. */
export const presencaIntents = (assembleia: string) => ({
  marcar: intent({ capability: "manageAssembleias", form: presencaSchema, run: presenca(assembleia, true) }),
  desmarcar: intent({
    capability: "manageAssembleias",
    form: presencaSchema,
    run: presenca(assembleia, false),
  }),
})
