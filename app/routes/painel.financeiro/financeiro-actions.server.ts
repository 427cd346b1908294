// The financial director's intents on /painel/financeiro, one table (financeiroIntents): the route
// keeps the page's guard and hands the POST here, where each intent takes the capability to manage
// dues. Each answers 303 with a flash message back to the list (the dialog closed, at the changed
// row) or 400 with the typed values kept.
import type { PanelUser } from "~/auth/guards.server"
import {
  createMensalidade,
  exemptMensalidade,
  launchMensalidades,
  markMensalidadePaid,
  MensalidadeDuplicadaError,
  undoMensalidadeExemption,
  undoMensalidadePayment,
} from "./financeiro-changes.server"
import {
  linhaSchema,
  type isentarSchema,
  type lancarMesSchema,
  type novaMensalidadeSchema,
  type pagarSchema,
} from "./mensalidade.schema"
import { isentarForm, lancarMesForm, novaMensalidadeForm, pagarForm } from "./mensalidade.forms"
import { staleChangeToast } from "~/panel/stale-change.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import type { z } from "~/forms/zod"
import { failedWrite, RefusedWriteError, StaleChangeError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { monthLabel } from "@veteranos/domain/datas"
import { MENSALIDADE_STATUS_LABELS, type MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { getMensalidadeComNome } from "~/features/mensalidades/financeiro.server"
import { mensalidadeDe } from "~/features/mensalidades/financeiro-meses"
import {
  ancoraDepoisDaMudanca,
  linhaDaMensalidade,
  MENSALIDADE_FILTROS,
} from "~/features/mensalidades/mensalidade"
import { errorMessage } from "~/utils/errors"
import { listAddress, readStatus } from "~/utils/list-params"

type Linha = z.output<typeof linhaSchema>

/** 'Lançar Nova Mensalidade': the month for every active member who lacks it. */
async function launchMonth({ value, refuse, user }: IntentInput<typeof lancarMesSchema>) {
  const { mes } = value
  try {
    const criadas = await launchMensalidades(user.token, value)
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
    return refuse({ formErrors }, failedWrite(error))
  }
}

/** One due for one member. */
async function createOne({ value, refuse, user, request }: IntentInput<typeof novaMensalidadeSchema>) {
  try {
    const id = await createMensalidade(user.token, value)
    return redirectWithToast(`${listAddress(request.url)}#${linhaDaMensalidade(id)}`, {
      type: "success",
      title: "Mensalidade lançada.",
    })
  } catch (error) {
    if (error instanceof MensalidadeDuplicadaError) {
      return refuse({ fieldErrors: { data_vencimento: [error.message] } })
    }
    console.error("Falha ao lançar mensalidade:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao lançar a mensalidade. Tente novamente."]
    return refuse({ formErrors }, failedWrite(error))
  }
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

/**
 * A change of the due `id` to `status`, answered the same way by every status intent: 303 back to
 * the list at its row (or where it was, when the tab no longer shows it), `title` as the toast and
 * whose due of which month under it, read before the change. `refused` answers a refusal the
 * intent shows beside its field.
 */
async function changeStatus<Refused>(
  { user, request }: { user: PanelUser; request: Request },
  { id, proxima }: Linha,
  { title, status }: { title: string; status: MensalidadeStatus },
  change: () => Promise<void>,
  refused?: (error: unknown) => Refused | null,
) {
  const back = listAddress(request.url)
  const aba = readStatus(new URL(request.url).searchParams, MENSALIDADE_FILTROS)
  try {
    const mensalidade = await getMensalidadeComNome(user.token, id)
    await change()
    const ancora = ancoraDepoisDaMudanca(id, status, aba, proxima ?? null)
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
async function pay(input: IntentInput<typeof pagarSchema>) {
  return changeStatus(input, input.value, { title: "Pagamento registrado.", status: "pago" }, () =>
    markMensalidadePaid(input.user.token, input.value.id, input.value.forma),
  )
}

/** 'Desfazer pagamento'. */
async function undoPayment(input: IntentInput<typeof linhaSchema>) {
  return changeStatus(input, input.value, { title: "Pagamento desfeito.", status: "pendente" }, () =>
    undoMensalidadePayment(input.user.token, input.value.id),
  )
}

/**
 * 'Isentar', with the reason (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): PocketBase's
 * refusal of the reason answers 400 beside the field, the typed reason kept.
 */
async function exempt(input: IntentInput<typeof isentarSchema>) {
  return changeStatus(
    input,
    input.value,
    { title: "Mensalidade isenta.", status: "isenta" },
    () => exemptMensalidade(input.user.token, input.value.id, input.value.motivo),
    (error) =>
      error instanceof RefusedWriteError && error.fields.isencao_motivo
        ? input.refuse({ fieldErrors: { motivo: [error.fields.isencao_motivo] } })
        : null,
  )
}

/** 'Desfazer isenção': the due is open again. */
async function undoExemption(input: IntentInput<typeof linhaSchema>) {
  return changeStatus(input, input.value, { title: "Isenção desfeita.", status: "pendente" }, () =>
    undoMensalidadeExemption(input.user.token, input.value.id),
  )
}

// Every tool is the financial director's: the president reads only, and PocketBase's rules refuse
// the same to anyone calling it directly.
const capability = "manageMensalidades"

/** The page's intents (app/panel/intents.server.ts): a new tool adds its entry here. */
export const financeiroIntents = {
  lancar: intent({ capability, form: lancarMesForm, run: launchMonth }),
  nova: intent({ capability, form: novaMensalidadeForm, run: createOne }),
  pagar: intent({ capability, form: pagarForm, run: pay }),
  desfazer: intent({ capability, form: linhaSchema, run: undoPayment }),
  isentar: intent({ capability, form: isentarForm, run: exempt }),
  "desfazer-isencao": intent({ capability, form: linhaSchema, run: undoExemption }),
}
