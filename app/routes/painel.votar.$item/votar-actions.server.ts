// The ballot's one intent, 'votar': the member's own vote through PocketBase's route, which checks
// the frozen list and counts it once (docs/decisions/elections.md). Answered with the page itself
// (200) and the receipt code, not with a redirect: a code in an address or a flash cookie would stay
// in the browser's history, the server's request log or another tab, beside the person it belongs
// to. A refusal ('Seu voto já foi registrado.') is the form's, 400, its choice not sent back.
import { data } from "@remix-run/node"
import { AssembleiaRecusadaError } from "~/features/assembleias/assembleias.server"
import { cedulaForm } from "~/features/assembleias/cedula.forms"
import { castVote } from "~/features/assembleias/voto.server"
import { failedWrite } from "~/http/pocketbase.server"
import { intent } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"

/** The ballot page's intents on the address's election item. */
export const votarIntents = (item: string) => ({
  votar: intent({
    form: cedulaForm,
    // The choice is never echoed back, even to its own voter's page.
    hideFields: ["escolha"],
    run: async ({ value, user, refuse }) => {
      try {
        return data({ recibo: await castVote(user.token, item, value.escolha) })
      } catch (error) {
        if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] })
        console.error("Falha ao registrar o voto:", errorMessage(error))
        return refuse(
          { formErrors: ["Não foi possível registrar o voto. Tente novamente."] },
          failedWrite(error),
        )
      }
    },
  }),
})
