// The financial director's changes to the dues
// (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues): confirming a payment and
// undoing it, each made only from the status the treasurer saw (a change made meanwhile, in another
// tab or by a replayed POST, is StaleChangeError: docs/decisions/forms.md#a-change-is-made-from-what-was-seen),
// exempting a due with its reason and undoing it (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed),
// launching a month and adding one due. PocketBase keeps who and when, and records each change.
import { withSeen } from "@veteranos/domain/mudancas"
import type { LancarMesInput, NovaMensalidadeInput } from "./mensalidade.schema"
import type { FormaPagamento, MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { getMensalidade } from "~/features/mensalidades/mensalidades.server"
import { storedDate } from "~/utils/format"
import {
  isNotUnique,
  createPocketBase,
  isNotFound,
  refusedWriteOr,
  StaleChangeError,
  staleChangeOr,
} from "~/http/pocketbase.server"
import { apiPath } from "@veteranos/domain/rotas-api"

/** The member already has a due with that date (the unique index refused it). */
export class MensalidadeDuplicadaError extends Error {
  constructor() {
    super("Este associado já tem uma mensalidade com esse vencimento.")
  }
}

/**
 * Changes the due `id` from the status `seen` (what the treasurer saw): StaleChangeError when it no
 * longer has it, or is gone (a rule's refusal reads as 404, like a due that is gone: a due still
 * there was refused for another reason, which stays as it is); RefusedWriteError when PocketBase
 * refuses a field (an exemption's reason).
 */
async function changeFrom(
  token: string,
  id: string,
  seen: MensalidadeStatus,
  changes: Record<string, string>,
) {
  try {
    await createPocketBase(token)
      .collection("mensalidades")
      .update(id, withSeen(changes, { status: seen }))
  } catch (error) {
    if (isNotFound(error) && !(await getMensalidade(token, id))) throw new StaleChangeError(null)
    throw refusedWriteOr(staleChangeOr(error))
  }
}

/**
 * The treasurer confirms a pending due paid, with how. PocketBase stores who and when (its hook) and
 * records it. StaleChangeError when it is no longer pending, or is gone.
 */
export async function markMensalidadePaid(token: string, id: string, forma: FormaPagamento): Promise<void> {
  await changeFrom(token, id, "pendente", { status: "pago", forma_pagamento: forma })
}

/**
 * Undoes a confirmation: pending again, without when, who or how (PocketBase's hook clears them).
 * StaleChangeError when it is no longer paid, or is gone.
 */
export async function undoMensalidadePayment(token: string, id: string): Promise<void> {
  await changeFrom(token, id, "pago", { status: "pendente" })
}

/**
 * The treasurer exempts a pending due, with the reason. PocketBase stores who and when (its hook),
 * refuses an empty reason (RefusedWriteError on `isencao_motivo`) and records it. StaleChangeError
 * when it is no longer pending, or is gone.
 */
export async function exemptMensalidade(token: string, id: string, motivo: string): Promise<void> {
  await changeFrom(token, id, "pendente", { status: "isenta", isencao_motivo: motivo })
}

/**
 * Undoes an exemption: pending again, without the reason, who or when (PocketBase's hook clears
 * them). StaleChangeError when it is no longer exempt, or is gone.
 */
export async function undoMensalidadeExemption(token: string, id: string): Promise<void> {
  await changeFrom(token, id, "isenta", { status: "pendente" })
}

/** Launches `mes` for every active member who lacks it (PocketBase's route); answers how many were created. */
export async function launchMensalidades(
  token: string,
  { mes, valor, dia }: LancarMesInput,
): Promise<number> {
  const answer = await createPocketBase(token).send<{ criadas: number }>(apiPath("launchMonth"), {
    method: "POST",
    body: { mes, valor, dia },
  })
  return answer.criadas
}

/**
 * One pending due for one member; answers its id. MensalidadeDuplicadaError when they already have
 * one that day.
 */
export async function createMensalidade(token: string, dados: NovaMensalidadeInput): Promise<string> {
  try {
    const { id } = await createPocketBase(token)
      .collection("mensalidades")
      .create({
        descricao: dados.descricao,
        valor: dados.valor,
        data_vencimento: storedDate(dados.data_vencimento),
        associado_id: dados.associadoId,
        status: "pendente" satisfies MensalidadeStatus,
      })
    return id
  } catch (error) {
    if (isNotUnique(error, "associado_id") || isNotUnique(error, "data_vencimento")) {
      throw new MensalidadeDuplicadaError()
    }
    throw error
  }
}
