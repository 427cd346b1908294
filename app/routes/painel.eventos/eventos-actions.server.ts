// The board's intents on /painel/eventos: an event new, edited or deleted, an entry of the yearly
// calendar new, edited or removed. Each answers 303 back to the list with its flash message, or 400
// with the form's values and PocketBase's refusal beside its field (fewer places than the confirmed
// sign-ups, a refused image); any other failure is 'Erro ao salvar'. The route keeps the guard and
// hands the POST to this table (app/panel/intents.server.ts).
import {
  createCalendarioAnual,
  deleteCalendarioAnual,
  updateCalendarioAnual,
} from "~/features/eventos/calendario-anual.server"
import { createEvento, deleteEvento, updateEvento } from "~/features/eventos/eventos.server"
import { byIdSchema } from "~/forms/fields"
import { FileRefusedError } from "~/http/file-refusal.server"
import { refusedWriteOr, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { listAddress } from "~/utils/list-params"
import { calendarioForm, eventoForm } from "./evento.forms"
import type { calendarioSchema, eventoSchema } from "~/features/eventos/evento.schema"
import type { FormSchema } from "~/forms/define-form"

/**
 * Runs `change` and answers 303 back to the list with `title`; a failure that is no refusal answers
 * 'Erro ao salvar' there instead.
 */
function changing<Schema extends FormSchema>(
  change: (input: IntentInput<Schema>) => Promise<string | Response | object>,
) {
  return async (input: IntentInput<Schema>) => {
    const back = listAddress(input.request.url)
    try {
      const done = await change(input)
      return typeof done === "string" ? redirectWithToast(back, { type: "success", title: done }) : done
    } catch (error) {
      return redirectAfterFailedWrite(back, "eventos", error)
    }
  }
}

/** The id an edit form sends in its hidden field (none for a new record). */
const sentId = (formData: FormData) => String(formData.get("id") ?? "")

/** A new or edited event; a refused image or too few places go back beside their field. */
function saveEvento(novo: boolean) {
  return changing<typeof eventoSchema>(async ({ value, refuse, user, formData }) => {
    try {
      if (novo) await createEvento(user.token, value)
      else await updateEvento(user.token, sentId(formData), value)
    } catch (error) {
      if (error instanceof FileRefusedError) return refuse({ fieldErrors: { imagem: [error.message] } })
      // Fewer places than the confirmed sign-ups: PocketBase's message, beside the field.
      const refused = refusedWriteOr(error)
      if (!(refused instanceof RefusedWriteError)) throw error
      return refuse(refused.reply(["capacidade"]))
    }
    return novo ? "Evento criado" : "Evento atualizado"
  })
}

/** A new or edited entry of the yearly calendar. */
function saveCalendario(novo: boolean) {
  return changing<typeof calendarioSchema>(async ({ value, user, formData }) => {
    if (novo) await createCalendarioAnual(user.token, value)
    else await updateCalendarioAnual(user.token, sentId(formData), value)
    return novo ? "Incluído no calendário anual" : "Calendário anual atualizado"
  })
}

/** The events page's intents: what its dialogs' buttons send. */
export const eventosIntents = {
  novo: intent({ form: eventoForm, run: saveEvento(true) }),
  editar: intent({ form: eventoForm, run: saveEvento(false) }),
  excluir: intent({
    form: byIdSchema,
    run: changing<typeof byIdSchema>(async ({ value, user }) => {
      await deleteEvento(user.token, value.id)
      return "Evento excluído"
    }),
  }),
  "calendario-novo": intent({ form: calendarioForm, run: saveCalendario(true) }),
  "calendario-editar": intent({ form: calendarioForm, run: saveCalendario(false) }),
  "calendario-excluir": intent({
    form: byIdSchema,
    run: changing<typeof byIdSchema>(async ({ value, user }) => {
      await deleteCalendarioAnual(user.token, value.id)
      return "Removido do calendário anual"
    }),
  }),
}
