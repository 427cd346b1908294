// The fiscal council's one intent on /painel/prestacao-de-contas: 'parecer' records or changes its
// opinion on a year's accounts (303 back to that year, or 400 beside the fields). The route keeps
// the page's guard and hands the POST to this table
// (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
import { saveParecer } from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { parecerForm } from "./parecer.forms"
import type { parecerSchema } from "./parecer.schema"

/** 'Registrar parecer': the council's opinion on the year the form was sent for. */
async function saveOne({ value, refuse, user }: IntentInput<typeof parecerSchema>) {
  try {
    await saveParecer(user.token, value)
    return redirectWithToast(`/painel/prestacao-de-contas?ano=${value.ano}`, {
      type: "success",
      title: "Parecer registrado.",
    })
  } catch (error) {
    if (error instanceof RefusedWriteError) return refuse(error.reply(["resultado", "texto"]))
    console.error("Falha ao registrar o parecer:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao registrar o parecer. Tente novamente."]
    return refuse({ formErrors }, failedWrite(error))
  }
}

/** The page's intents (app/panel/intents.server.ts): the opinion is a council seat's. */
export const prestacaoDeContasIntents = {
  parecer: intent({ capability: "recordParecer", form: parecerForm, run: saveOne }),
}
