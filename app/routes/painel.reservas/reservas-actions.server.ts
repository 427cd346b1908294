// The intents of /painel/reservas: a member asks for a reservation ('criar', 303 to the list, or 400
// with the values kept and the taken time beside its field) or withdraws their pending one
// ('cancelar'); the president approves or rejects one ('aprovar', 'rejeitar'). Each answers 303 back
// to the list with its flash message. The overlap rule and who may do what live in PocketBase (its
// rules and hooks); the route keeps the guard (app/panel/intents.server.ts).
import type { PanelUser } from "~/auth/guards.server"
import { listEspacosAtivos } from "~/features/reservas/espacos.server"
import {
  cancelReserva,
  createReserva,
  decideReserva,
  HorarioOcupadoError,
  ReservaJaDecididaError,
} from "~/features/reservas/reservas.server"
import type { createReservaSchema } from "~/features/reservas/reserva.schema"
import type { ReadyForm } from "~/forms/define-form"
import { recentSubmissions } from "~/forms/duplicate-guard.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite, StaleChangeError } from "~/http/pocketbase.server"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { staleChangeToast } from "~/panel/stale-change.server"
import { errorMessage } from "~/utils/errors"
import { todayInSaoPaulo } from "~/utils/format"
import { listAddress } from "~/utils/list-params"
import { RESERVA_MENSAGENS, RESERVA_STATUS_LABELS } from "@veteranos/domain/reservas"
import { reservaForm } from "./reserva.forms"

type ReservaSchema = ReturnType<typeof createReservaSchema>

/** The reservation form as sent today: its rules read the active spaces only when one is sent. */
function reservaFormOf(user: PanelUser): ReadyForm<"reserva", ReservaSchema> {
  const form: ReadyForm<"reserva", ReservaSchema> = {
    id: reservaForm.id,
    load: async () =>
      reservaForm.with({ espacos: await listEspacosAtivos(user.token), hoje: todayInSaoPaulo() }).load(),
    with: () => form,
  }
  return form
}

const SOLICITADA: Toast = {
  type: "success",
  title: "Reserva Solicitada",
  description: "Sua reserva está em análise. Você receberá um e-mail quando a diretoria decidir.",
}

/** 'Nova Reserva': stored once even when sent twice (double click, resent POST). */
async function requestReserva({ value, refuse, user }: IntentInput<ReservaSchema>) {
  try {
    await recentSubmissions.once(["reserva", user.id, value], () => createReserva(user.token, user.id, value))
    // The list, without the form: the new reservation is at its top.
    return redirectWithToast("/painel/reservas", SOLICITADA)
  } catch (error) {
    if (error instanceof HorarioOcupadoError) {
      return refuse({ fieldErrors: { hora_inicio: [RESERVA_MENSAGENS.ocupado] } })
    }
    console.error("Falha ao gravar reserva:", errorMessage(error))
    return refuse({ formErrors: ["Ocorreu um erro ao enviar sua solicitação."] }, failedWrite(error))
  }
}

/** The member withdraws their pending reservation. */
async function withdrawReserva({ value, user, request }: IntentInput<typeof byIdSchema>) {
  const back = listAddress(request.url)
  try {
    await cancelReserva(user.token, value.id)
    return redirectWithToast(back, { type: "success", title: "Reserva cancelada." })
  } catch (error) {
    if (error instanceof ReservaJaDecididaError) {
      return redirectWithToast(back, {
        type: "error",
        title: "Esta reserva já foi decidida e não pode mais ser cancelada.",
      })
    }
    console.error("Falha ao cancelar reserva:", errorMessage(error))
    return redirectWithToast(back, { type: "error", title: "Ocorreu um erro ao cancelar a reserva." })
  }
}

/** The president's decision; PocketBase's rule says the same to anyone who calls it directly. */
function decide(approve: boolean) {
  return async ({ value, user, request }: IntentInput<typeof byIdSchema>) => {
    const back = listAddress(request.url)
    const falha = approve ? "Ocorreu um erro ao aprovar a reserva." : "Ocorreu um erro ao rejeitar a reserva."
    try {
      await decideReserva(user.token, value.id, approve ? "aprovado" : "rejeitado")
      return redirectWithToast(back, {
        type: "success",
        title: approve ? "Reserva Aprovada" : "Reserva Rejeitada",
      })
    } catch (error) {
      if (error instanceof StaleChangeError) {
        return redirectWithToast(
          back,
          staleChangeToast("Esta reserva já foi decidida.", error, RESERVA_STATUS_LABELS),
        )
      }
      if (error instanceof HorarioOcupadoError) {
        return redirectWithToast(back, {
          type: "error",
          title: falha,
          description: RESERVA_MENSAGENS.ocupado,
        })
      }
      console.error("Falha ao decidir reserva:", errorMessage(error))
      return redirectWithToast(back, { type: "error", title: falha })
    }
  }
}

/** The reservations page's intents, for `user` (the form's spaces are read with their token). */
export const reservasIntents = (user: PanelUser) => ({
  criar: intent({ form: reservaFormOf(user), run: requestReserva }),
  cancelar: intent({ form: byIdSchema, run: withdrawReserva }),
  aprovar: intent({ capability: "manageReservas", form: byIdSchema, run: decide(true) }),
  rejeitar: intent({ capability: "manageReservas", form: byIdSchema, run: decide(false) }),
})
