// The financial director's intents on /painel/financeiro, one handler each: the route's action keeps
// the guards (the page's access, then the capability) and dispatches here by `intent`. Each answers
// 303 with a flash message back to the list (the dialog closed, at the changed row) or 400 with the
// typed values kept.
import { data } from "@remix-run/node"
import type { SubmissionResult } from "@conform-to/react"
import type { PanelUser } from "~/auth/guards.server"
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
import { staleChangeToast } from "~/panel/stale-change.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm } from "~/forms/submission.server"
import { failedWrite, RefusedWriteError, StaleChangeError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { monthLabel } from "@veteranos/domain/datas"
import { MENSALIDADE_STATUS_LABELS, type MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { getMensalidadeComNome } from "~/features/mensalidades/financeiro.server"
import { mensalidadeDe } from "~/features/mensalidades/financeiro-meses"
import {
  ancoraDepoisDaMudanca,
  linhaDaMensalidade,
  type MensalidadeFiltro,
} from "~/features/mensalidades/mensalidade"
import { errorMessage } from "~/utils/errors"

/**
 * What a handler gets: the guarded user, the posted form, where the list is (its dialog closed) and
 * the list's tab.
 */
type FinanceiroIntentArgs = {
  user: PanelUser
  formData: FormData
  back: string
  aba: MensalidadeFiltro | null
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
    const id = await createMensalidade(user.token, submission.value)
    return redirectWithToast(`${back}#${linhaDaMensalidade(id)}`, {
      type: "success",
      title: "Mensalidade lançada.",
    })
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

// A record's id as PocketBase makes them: anything else names no due, and must not reach the
// address's #anchor either (a control character there would break the answer's Location).
const RECORD_ID = /^[a-z0-9]{1,30}$/

/** The posted record id in `field`, or null when absent or not an id. */
function postedRecordId(formData: FormData, field: string): string | null {
  const id = formData.get(field)
  return typeof id === "string" && RECORD_ID.test(id) ? id : null
}

/** The posted due's id, or null (the intent then answers as unknown: nothing changes). */
const postedId = (formData: FormData) => postedRecordId(formData, "id")

/** The row after the changed one, as the dialog sent it: where to return when the row leaves its tab. */
const postedProxima = (formData: FormData) => postedRecordId(formData, "proxima")

/** A status change that failed: a change made meanwhile as the stale toast, anything else as the error toast. */
function statusChangeFailed(back: string, error: unknown) {
  if (error instanceof StaleChangeError) {
    const stale = staleChangeToast("Esta mensalidade já foi alterada.", error, MENSALIDADE_STATUS_LABELS)
    return redirectWithToast(back, stale)
  }
  console.error("Falha ao alterar mensalidade:", errorMessage(error))
  return redirectWithToast(back, { type: "error", title: "Ocorreu um erro ao salvar. Tente novamente." })
}

/**
 * A change of the due `id` to `status`, answered the same way by every status intent: 303 back to
 * the list at its row (or where it was, when the tab no longer shows it), `title` as the toast and
 * whose due of which month under it, read before the change. `refused` answers a refusal the
 * intent shows beside its field.
 */
async function changeStatus(
  { user, formData, back, aba }: FinanceiroIntentArgs,
  id: string,
  { title, status }: { title: string; status: MensalidadeStatus },
  change: () => Promise<void>,
  refused?: (error: unknown) => ReturnType<typeof data<{ result: SubmissionResult<string[]> }>> | null,
) {
  try {
    const mensalidade = await getMensalidadeComNome(user.token, id)
    await change()
    const ancora = ancoraDepoisDaMudanca(id, status, aba, postedProxima(formData))
    const description = mensalidade && mensalidadeDe(mensalidade.associado_nome, mensalidade.data_vencimento)
    return redirectWithToast(`${back}#${ancora}`, {
      type: "success",
      title,
      description: description || undefined,
    })
  } catch (error) {
    return refused?.(error) ?? statusChangeFailed(`${back}#${linhaDaMensalidade(id)}`, error)
  }
}

/** 'Marcar como pago', with the payment method. */
async function pay(args: FinanceiroIntentArgs) {
  const id = postedId(args.formData)
  if (!id) return unknownIntent(args.user, args.formData)
  const submission = await parseForm(args.formData, pagarForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { forma } = submission.value
  return changeStatus(args, id, { title: "Pagamento registrado.", status: "pago" }, () =>
    markMensalidadePaid(args.user.token, id, forma),
  )
}

/** 'Desfazer pagamento'. */
async function undoPayment(args: FinanceiroIntentArgs) {
  const id = postedId(args.formData)
  if (!id) return unknownIntent(args.user, args.formData)
  return changeStatus(args, id, { title: "Pagamento desfeito.", status: "pendente" }, () =>
    undoMensalidadePayment(args.user.token, id),
  )
}

/**
 * 'Isentar', with the reason (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): PocketBase's
 * refusal of the reason answers 400 beside the field, the typed reason kept.
 */
async function exempt(args: FinanceiroIntentArgs) {
  const id = postedId(args.formData)
  if (!id) return unknownIntent(args.user, args.formData)
  const submission = await parseForm(args.formData, isentarForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { motivo } = submission.value
  return changeStatus(
    args,
    id,
    { title: "Mensalidade isenta.", status: "isenta" },
    () => exemptMensalidade(args.user.token, id, motivo),
    (error) =>
      error instanceof RefusedWriteError && error.fields.isencao_motivo
        ? data(
            { result: submission.reply({ fieldErrors: { motivo: [error.fields.isencao_motivo] } }) },
            { status: 400 },
          )
        : null,
  )
}

/** 'Desfazer isenção': the due is open again. */
async function undoExemption(args: FinanceiroIntentArgs) {
  const id = postedId(args.formData)
  if (!id) return unknownIntent(args.user, args.formData)
  return changeStatus(args, id, { title: "Isenção desfeita.", status: "pendente" }, () =>
    undoMensalidadeExemption(args.user.token, id),
  )
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
