// The intents of /painel/carteirinha: 'novo-codigo' ('Gerar novo código', after its dialog), which
// makes the old card worthless (a lost phone, a printed card given away).
import { z } from "~/forms/zod"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent } from "~/panel/intents.server"
import { renewCarteirinhaToken } from "./carteirinha.server"

const CARTEIRINHA_PATH = "/painel/carteirinha"

export const carteirinhaIntents = {
  "novo-codigo": intent({
    // The button sends nothing but its intent.
    form: z.object({}),
    run: async ({ user }) => {
      try {
        await renewCarteirinhaToken(user.token)
      } catch (error) {
        return redirectAfterFailedWrite(CARTEIRINHA_PATH, "o código da carteirinha", error)
      }
      return redirectWithToast(CARTEIRINHA_PATH, {
        type: "success",
        title: "Novo código gerado. A carteirinha antiga deixou de valer.",
      })
    },
  }),
}
