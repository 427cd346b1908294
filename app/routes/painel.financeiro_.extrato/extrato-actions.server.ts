// The treasurer's two intents on /painel/financeiro/extrato: 'importar' reads the bank's OFX file
// and keeps its credits (303 to the statement's page, or 400 beside the file field), 'confirmar'
// pays the ticked dues from them (303 back to the statement with how many). The route keeps the
// guard and hands the POST to their table, extratoIntents (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues).
import { EXTRATO_ARQUIVO, extratoRepetido } from "@veteranos/domain/extratos"
import type { Credito } from "@veteranos/domain/extratos"
import type { PanelUser } from "~/auth/guards.server"
import { importarExtratoForm } from "./extrato.forms"
import { OfxInvalidoError, readOfx } from "./extrato-ofx.server"
import {
  confirmarBaixasSchema,
  type ConfirmarBaixasSchema,
  type ImportarExtratoSchema,
} from "./extrato.schema"
import { confirmBaixas, createExtrato, findExtratoIgual } from "./extrato.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { failedWrite, isNotFound, isNotUnique } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { formatDayOf, plural } from "~/utils/format"

const EXTRATO_PAGE = "/painel/financeiro/extrato"

/** The statement's page. */
const extratoAddress = (id: string) => `${EXTRATO_PAGE}?id=${encodeURIComponent(id)}`

/** The statement imported before with the same credits, opened with when it was. */
async function openSameExtrato(user: PanelUser, creditos: Credito[]) {
  const igual = await findExtratoIgual(user.token, creditos)
  if (!igual) return null
  const title = extratoRepetido(formatDayOf(igual.created))
  return redirectWithToast(extratoAddress(igual.id), { type: "success", title })
}

/**
 * 'Importar extrato': the file's credits stored, then their proposals on the statement's page; the
 * same statement again opens the one imported before.
 */
async function importExtrato({ value, refuse, user }: IntentInput<ImportarExtratoSchema>) {
  const { arquivo } = value
  const refuseFile = (message: string) => refuse({ fieldErrors: { arquivo: [message] } })
  let creditos
  try {
    creditos = await readOfx(new Uint8Array(await arquivo.arrayBuffer()))
  } catch (error) {
    if (!(error instanceof OfxInvalidoError)) throw error
    return refuseFile(EXTRATO_ARQUIVO.invalido)
  }
  if (creditos.length > EXTRATO_ARQUIVO.maxCreditos) return refuseFile(EXTRATO_ARQUIVO.muitos)
  try {
    const igual = await openSameExtrato(user, creditos)
    if (igual) return igual
    const id = await createExtrato(user.token, arquivo.name, creditos)
    return redirectWithToast(extratoAddress(id), {
      type: "success",
      title: `Extrato importado: ${plural(creditos.length, "crédito", "créditos")}.`,
    })
  } catch (error) {
    // The same statement imported at the same moment by another tab: the unique signature refused it.
    const igual = isNotUnique(error, "assinatura") ? await openSameExtrato(user, creditos) : null
    if (igual) return igual
    console.error("Falha ao importar extrato:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao importar o extrato. Tente novamente."]
    return refuse({ formErrors }, failedWrite(error))
  }
}

/** 'Confirmar baixas': the ticked dues paid from their credits, in one transaction. */
async function confirmChosenBaixas({ value, user }: IntentInput<ConfirmarBaixasSchema>) {
  const { extrato, baixa: baixas } = value
  const back = extratoAddress(extrato)
  if (baixas.length === 0) {
    return redirectWithToast(back, { type: "error", title: "Nenhuma baixa marcada: nada foi alterado." })
  }
  try {
    const { pagas, naoAplicadas } = await confirmBaixas(user.token, extrato, baixas)
    const title = pagas === 1 ? "1 baixa confirmada." : `${pagas} baixas confirmadas.`
    if (naoAplicadas.length === 0) return redirectWithToast(back, { type: "success", title })
    const description =
      `${plural(naoAplicadas.length, "baixa não foi aplicada", "baixas não foram aplicadas")}: ` +
      "a mensalidade já não estava pendente, o crédito já pagou outra ou o valor é diferente."
    return redirectWithToast(back, { type: pagas > 0 ? "success" : "error", title, description })
  } catch (error) {
    if (isNotFound(error)) return redirectWithToast(back, { type: "error", title: "Extrato não encontrado." })
    console.error("Falha ao confirmar baixas:", errorMessage(error))
    return redirectWithToast(back, {
      type: "error",
      title: "Ocorreu um erro ao confirmar as baixas. Tente novamente.",
    })
  }
}

/** The statement page's intents (app/panel/intents.server.ts). */
export const extratoIntents = {
  importar: intent({ form: importarExtratoForm, run: importExtrato }),
  confirmar: intent({ form: confirmarBaixasSchema, run: confirmChosenBaixas }),
}
