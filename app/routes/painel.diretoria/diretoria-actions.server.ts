// The president's intents on /painel/diretoria: a seat new, edited, ended or deleted, and the
// presidency handed on. Each answers 303 with its flash message, or 400 with the values kept and
// PocketBase's refusal (the presidency rule) beside its field or in its dialog. The route keeps the
// guard and hands the POST to this table (app/panel/intents.server.ts).
import type { FormSchema } from "~/forms/define-form"
import { byIdSchema } from "~/forms/fields"
import { FileRefusedError } from "~/http/file-refusal.server"
import {
  ClientResponseError,
  failedWrite,
  isNotFound,
  RefusedWriteError,
  StaleChangeError,
} from "~/http/pocketbase.server"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { staleChangeToast } from "~/panel/stale-change.server"
import { rethrowReconfirmation } from "~/panel/reconfirmacao.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { data } from "@remix-run/node"
import { cargoForm, novoCargoForm, transferirForm } from "./cargo.forms"
import type { cargoSchema, novoCargoSchema, transferirSchema } from "./cargo.schema"
import {
  createCargo,
  deleteCargo,
  endCargo,
  resetSecondStep,
  transferPresidencia,
  updateCargo,
} from "./diretoria.server"

const ERRO_SALVAR = "Não foi possível salvar o cargo. Tente novamente."
const ERRO: Toast = { type: "error", title: "Não foi possível alterar o cargo. Tente novamente." }
const NAO_ENCONTRADO: Toast = { type: "error", title: "Este cargo não foi encontrado; nada foi alterado." }

const CARGO_FIELDS = [
  "idCadGeral",
  "tipo",
  "cargo",
  "inicio_mandato",
  "fim_mandato",
  "telefone",
  "email",
  "foto",
]
const TRANSFERIR_FIELDS = ["idCadGeral", "fim_mandato", "telefone", "email", "foto"]

/**
 * A refused form: PocketBase's messages beside the form's fields it names (a refused photo in the
 * shared rules' words), any other as the form's message; 400 with the values kept. A failure that
 * is no refusal: the form's message, with the failure's status.
 */
function refuseSaving<Schema extends FormSchema>(
  refuse: IntentInput<Schema>["refuse"],
  error: unknown,
  fields: readonly string[],
) {
  if (error instanceof FileRefusedError) return refuse({ fieldErrors: { foto: [error.message] } })
  if (!(error instanceof RefusedWriteError)) {
    console.error("Falha ao salvar cargo:", errorMessage(error))
    return refuse({ formErrors: [ERRO_SALVAR] }, failedWrite(error))
  }
  return refuse(error.reply(fields))
}

/** A refused confirmation (ending or deleting a seat, a reset): the message in its dialog, 400. */
async function refusedConfirmation(error: unknown, back: string) {
  rethrowReconfirmation(error)
  if (error instanceof RefusedWriteError) return data({ erro: error.message }, { status: 400 })
  // A route's refusal names no field (the account holds no seat now).
  if (error instanceof ClientResponseError && error.status === 400 && error.message) {
    return data({ erro: error.message }, { status: 400 })
  }
  if (isNotFound(error)) return redirectWithToast(back, NAO_ENCONTRADO)
  console.error("Falha ao alterar cargo:", errorMessage(error))
  return redirectWithToast(back, ERRO)
}

const done = (request: Request, title: string) =>
  redirectWithToast(listAddress(request.url), { type: "success", title })

async function createSeat({ value, refuse, user, request }: IntentInput<typeof novoCargoSchema>) {
  try {
    await createCargo(user.token, value)
    return done(request, "Cargo criado.")
  } catch (error) {
    return refuseSaving(refuse, error, CARGO_FIELDS)
  }
}

async function handOnPresidency({ value, refuse, user, request }: IntentInput<typeof transferirSchema>) {
  const back = listAddress(request.url)
  try {
    const nome = await transferPresidencia(user.token, value)
    // Whoever hands the presidency to someone else loses this page at once: to the dashboard.
    const to = value.idCadGeral === user.id ? back : "/painel"
    return redirectWithToast(to, { type: "success", title: `Presidência transferida para ${nome}.` })
  } catch (error) {
    // A grave change: its author confirms who they are first.
    rethrowReconfirmation(error)
    if (error instanceof StaleChangeError || isNotFound(error)) {
      const stale = error instanceof StaleChangeError ? error : new StaleChangeError(null)
      return redirectWithToast(back, staleChangeToast("A presidência já foi transferida.", stale, {}))
    }
    return refuseSaving(refuse, error, TRANSFERIR_FIELDS)
  }
}

async function updateSeat({ value, refuse, user, request }: IntentInput<typeof cargoSchema>) {
  const { id, ...dados } = value
  try {
    await updateCargo(user.token, id, dados)
    return done(request, "Cargo atualizado.")
  } catch (error) {
    if (isNotFound(error)) return redirectWithToast(listAddress(request.url), NAO_ENCONTRADO)
    return refuseSaving(refuse, error, CARGO_FIELDS)
  }
}

/** Ending or deleting a seat, or resetting its holder's second step, after its dialog's confirmation. */
function confirmed(change: (token: string, id: string) => Promise<unknown>, title: string | Toast) {
  return async ({ value, user, request }: IntentInput<typeof byIdSchema>) => {
    try {
      await change(user.token, value.id)
      if (typeof title !== "string") return redirectWithToast(listAddress(request.url), title)
      return done(request, title)
    } catch (error) {
      return refusedConfirmation(error, listAddress(request.url))
    }
  }
}

/** The board page's intents: what its dialogs' buttons send. */
export const diretoriaIntents = {
  novo: intent({ form: novoCargoForm, run: createSeat }),
  transferir: intent({ form: transferirForm, run: handOnPresidency }),
  editar: intent({ form: cargoForm, run: updateSeat }),
  encerrar: intent({ form: byIdSchema, run: confirmed(endCargo, "Mandato encerrado.") }),
  excluir: intent({ form: byIdSchema, run: confirmed(deleteCargo, "Cargo excluído.") }),
  // The button sends the seat holder's account id (cargo-dialogs.tsx).
  "redefinir-segunda-etapa": intent({
    form: byIdSchema,
    run: confirmed(resetSecondStep, {
      type: "success",
      title: "Segunda etapa redefinida",
      description: "A pessoa foi avisada por e-mail e configura a segunda etapa de novo no próximo acesso.",
    }),
  }),
}
