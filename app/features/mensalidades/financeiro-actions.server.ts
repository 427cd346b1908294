// The financial director's intents on /painel/financeiro, one handler each: the route's action keeps
// the guards (the page's access, then the capability) and dispatches here by `intent`. Each answers
// 303 with a flash message back to the list (the dialog closed) or 400 with the typed values kept.
import { data } from "@remix-run/node"
import type { requirePanelAccess } from "~/auth/guards.server"
import {
  createMensalidade,
  exemptMensalidade,
  launchMensalidades,
  markMensalidadePaid,
  MensalidadeDuplicadaError,
  undoMensalidadeExemption,
  undoMensalidadePayment,
} from "~/features/mensalidades/financeiro-changes.server"
import {
  isentarForm,
  lancarMesForm,
  novaMensalidadeForm,
  pagarForm,
} from "~/features/mensalidades/mensalidade.forms"
import { staleChangeToast } from "~/features/painel/stale-change.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm } from "~/forms/submission.server"
import { failedWrite, RefusedWriteError, StaleChangeError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { monthLabel } from "@veteranos/domain/datas"
import { MENSALIDADE_STATUS_LABELS } from "@veteranos/domain/mensalidades"
import { errorMessage } from "~/utils/errors"

/** What a handler gets: the guarded user, the posted form and where the list is (its dialog closed). */
type FinanceiroIntentArgs = {
  user: Awaited<ReturnType<typeof requirePanelAccess>>
  formData: FormData
  back: string
}

/** 'Lançar Nova Mensalidade': the month for every active member who lacks it. */
async function launchMonth({ user, formData }: FinanceiroIntentArgs) {
  const submission = await parseForm(formData, lancarMesForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { mes } = submission.value
  try {
    const criadas = await launchMensalidades(user.token, submission.value)
    const title =
      criadas === 0
        ? `Nenhuma mensalidade nova: todos os associados ativos já têm a de ${monthLabel(mes)}.`
        : criadas === 1
          ? "1 mensalidade lançada."
          : `${criadas} mensalidades lançadas.`
    // The launched month, so the treasurer sees what was created.
    return redirectWithToast(`/painel/financeiro?mes=${mes}&ano=${mes.slice(0, 4)}`, {
      type: "success",
      title,
    })
  } catch (error) {
    console.error("Falha ao lançar mensalidades:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao lançar as mensalidades. Tente novamente."]
    return data({ result: submission.reply({ formErrors }) }, failedWrite(error))
  }
}

/** One due for one member. */
async function createOne({ user, formData, back }: FinanceiroIntentArgs) {
  const submission = await parseForm(formData, novaMensalidadeForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  try {
    await createMensalidade(user.token, submission.value)
    return redirectWithToast(back, { type: "success", title: "Mensalidade lançada." })
  } catch (error) {
    if (error instanceof MensalidadeDuplicadaError) {
      const fieldErrors = { data_vencimento: [error.message] }
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 })
    }
    console.error("Falha ao lançar mensalidade:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao lançar a mensalidade. Tente novamente."]
    return data({ result: submission.reply({ formErrors }) }, failedWrite(error))
  }
}

/** The posted due's id, or null (the intent then answers as unknown: nothing changes). */
function postedId(formData: FormData): string | null {
  const id = formData.get("id")
  return typeof id === "string" && id ? id : null
}

/** A status change that failed: a change made meanwhile as the stale toast, anything else as the error toast. */
function statusChangeFailed(back: string, error: unknown) {
  if (error instanceof StaleChangeError) {
    const stale = staleChangeToast("Esta mensalidade já foi alterada.", error, MENSALIDADE_STATUS_LABELS)
    return redirectWithToast(back, stale)
  }
  console.error("Falha ao alterar mensalidade:", errorMessage(error))
  return redirectWithToast(back, { type: "error", title: "Ocorreu um erro ao salvar. Tente novamente." })
}

/** A change of one due's status, answered the same way by every status intent: `success` as the toast. */
async function changeStatus(back: string, success: string, change: () => Promise<void>) {
  try {
    await change()
    return redirectWithToast(back, { type: "success", title: success })
  } catch (error) {
    return statusChangeFailed(back, error)
  }
}

/** 'Marcar como pago', with the payment method. */
async function pay({ user, formData, back }: FinanceiroIntentArgs) {
  const id = postedId(formData)
  if (!id) return unknownIntent(user, formData)
  const submission = await parseForm(formData, pagarForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { forma } = submission.value
  return changeStatus(back, "Pagamento registrado.", () => markMensalidadePaid(user.token, id, forma))
}

/** 'Desfazer pagamento'. */
async function undoPayment({ user, formData, back }: FinanceiroIntentArgs) {
  const id = postedId(formData)
  if (!id) return unknownIntent(user, formData)
  return changeStatus(back, "Pagamento desfeito.", () => undoMensalidadePayment(user.token, id))
}

/**
 * 'Isentar', with the reason (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): PocketBase's
 * refusal of the reason answers 400 beside the field, the typed reason kept.
 */
async function exempt({ user, formData, back }: FinanceiroIntentArgs) {
  const id = postedId(formData)
  if (!id) return unknownIntent(user, formData)
  const submission = await parseForm(formData, isentarForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { motivo } = submission.value
  try {
    await exemptMensalidade(user.token, id, motivo)
  } catch (error) {
    if (error instanceof RefusedWriteError && error.fields.isencao_motivo) {
      const fieldErrors = { motivo: [error.fields.isencao_motivo] }
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 })
    }
    return statusChangeFailed(back, error)
  }
  return redirectWithToast(back, { type: "success", title: "Mensalidade isenta." })
}

/** 'Desfazer isenção': the due is open again. */
async function undoExemption({ user, formData, back }: FinanceiroIntentArgs) {
  const id = postedId(formData)
  if (!id) return unknownIntent(user, formData)
  return changeStatus(back, "Isenção desfeita.", () => undoMensalidadeExemption(user.token, id))
}

/** Every intent of the page, by name: a new tool adds its handler here. */
export const FINANCEIRO_INTENTS = {
  lancar: launchMonth,
  nova: createOne,
  pagar: pay,
  desfazer: undoPayment,
  isentar: exempt,
  "desfazer-isencao": undoExemption,
}

export type FinanceiroIntent = keyof typeof FINANCEIRO_INTENTS

export const isFinanceiroIntent = (intent: unknown): intent is FinanceiroIntent =>
  typeof intent === "string" && Object.hasOwn(FINANCEIRO_INTENTS, intent)
