// The cabine's one intent, 'votar': the member the secretary picked votes on the secretary's device,
// through the same PocketBase route as on their own phone, with `associado` (which only those who
// run the assembly may send). Answered with the page itself (200): the receipt code for the member
// and 'Voltar à lista', never the choice, which is not sent back even on a refusal
// (docs/decisions/elections.md).
import { data } from "@remix-run/node"
import { AssembleiaRecusadaError } from "~/features/assembleias/assembleias.server"
import { cedulaCabineForm } from "~/features/assembleias/cedula.forms"
import { castVote } from "~/features/assembleias/voto.server"
import { failedWrite } from "~/http/pocketbase.server"
import { intent } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"

export const cabineIntents = {
  votar: intent({
    capability: "manageAssembleias",
    form: cedulaCabineForm,
    hideFields: ["escolha"],
    run: async ({ value, user, refuse }) => {
      try {
        return data({ recibo: await castVote(user.token, value.item, value.escolha, value.associado) })
      } catch (error) {
        if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] })
        console.error("Falha ao registrar o voto na cabine:", errorMessage(error))
        return refuse(
          { formErrors: ["Não foi possível registrar o voto. Tente novamente."] },
          failedWrite(error),
        )
      }
    },
  }),
}
