// The roll's one intent, 'Salvar chamada': each enrolled child's 'Presente' or 'Faltou' (radio
// buttons named chamada.<aluno>), saved through PocketBase's route and answered 303 back to the
// same day's roll with 'Chamada de 28/11/2026 salva: 9 presentes, 1 falta.', or PocketBase's reason.
import { z } from "~/forms/zod"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent } from "~/panel/intents.server"
import { ChamadaRecusadaError, saveChamada } from "./chamada.server"

export const chamadaSchema = z.object({
  data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  chamada: z.record(z.string().regex(/^\w+$/), z.enum(["presente", "faltou"])).default({}),
})

/** The roll's address for `data`. */
const rollAddress = (requestUrl: string, data: string) => `${new URL(requestUrl).pathname}?data=${data}`

export const chamadaIntents = (turma: string) => ({
  salvar: intent({
    capability: "takeChamada",
    form: chamadaSchema,
    run: async ({ value, user, request }) => {
      const back = rollAddress(request.url, value.data)
      const presentes = Object.entries(value.chamada)
        .filter(([, marca]) => marca === "presente")
        .map(([id]) => id)
      try {
        const message = await saveChamada(user.token, turma, value.data, presentes)
        return redirectWithToast(back, { type: "success", title: message })
      } catch (error) {
        if (error instanceof ChamadaRecusadaError)
          return redirectWithToast(back, { type: "error", title: error.message })
        return redirectAfterFailedWrite(back, "chamada", error)
      }
    },
  }),
})
