// The dashboard's one intent: a member marks their own presence at a general assembly being held
// online or in both ways, through PocketBase's route, which checks they are on its frozen list and
// that it is open (docs/decisions/general-assembly.md#the-notice-is-public). Answered 303 back to the
// notice, with 'Presença registrada.' or PocketBase's reason.
import { PAINEL_AREAS } from "~/auth/permissions"
import { AssembleiaRecusadaError, markPresenca } from "~/features/assembleias/assembleias.server"
import { byIdSchema } from "~/forms/fields"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent } from "~/panel/intents.server"
import { avisoDaAssembleia } from "./avisos-assembleia"

export const dashboardIntents = {
  "presenca-assembleia": intent({
    form: byIdSchema,
    run: async ({ value, user }) => {
      const back = `${PAINEL_AREAS.inicio.path}#${avisoDaAssembleia(value.id)}`
      try {
        await markPresenca(user.token, value.id, user.id)
      } catch (error) {
        if (error instanceof AssembleiaRecusadaError)
          return redirectWithToast(back, { type: "error", title: error.message })
        return redirectAfterFailedWrite(back, "a presença na assembleia", error)
      }
      return redirectWithToast(back, { type: "success", title: "Presença registrada." })
    },
  }),
}
