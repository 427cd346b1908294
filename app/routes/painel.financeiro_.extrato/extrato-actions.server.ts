// The treasurer's two intents on /painel/financeiro/extrato: 'importar' reads the bank's OFX file
// and keeps its credits (303 to the statement's page, or 400 beside the file field), 'confirmar'
// pays the ticked dues from them (303 back to the statement with how many). The route keeps the
// guards and dispatches here (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues).
import { data } from "@remix-run/node"
import { EXTRATO_ARQUIVO, extratoRepetido } from "@veteranos/domain/extratos"
import type { Credito } from "@veteranos/domain/extratos"
import type { PanelUser } from "~/auth/guards.server"
import { importarExtratoForm } from "~/features/mensalidades/extrato.forms"
import { OfxInvalidoError, readOfx } from "~/features/mensalidades/extrato-ofx.server"
import {
  confirmBaixas,
  createExtrato,
  findExtratoIgual,
  type Baixa,
} from "~/features/mensalidades/extrato.server"
import { parseForm } from "~/forms/submission.server"
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
export async function importExtrato(user: PanelUser, formData: FormData) {
  const submission = await parseForm(formData, importarExtratoForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { arquivo } = submission.value
  const refuse = (message: string) =>
    data({ result: submission.reply({ fieldErrors: { arquivo: [message] } }) }, { status: 400 })
  let creditos
  try {
    creditos = await readOfx(new Uint8Array(await arquivo.arrayBuffer()))
  } catch (error) {
    if (!(error instanceof OfxInvalidoError)) throw error
    return refuse(EXTRATO_ARQUIVO.invalido)
  }
  if (creditos.length > EXTRATO_ARQUIVO.maxCreditos) return refuse(EXTRATO_ARQUIVO.muitos)
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
    return data({ result: submission.reply({ formErrors }) }, failedWrite(error))
  }
}

/** The ticked boxes, each "<due id>:<credit's identity>" (neither holds a colon). */
function readBaixas(formData: FormData): Baixa[] {
  return formData.getAll("baixa").flatMap((value) => {
    if (typeof value !== "string") return []
    const at = value.indexOf(":")
    return at > 0 ? [{ mensalidade: value.slice(0, at), credito: value.slice(at + 1) }] : []
  })
}

/** 'Confirmar baixas': the ticked dues paid from their credits, in one transaction. */
export async function confirmChosenBaixas(user: PanelUser, formData: FormData) {
  const extrato = String(formData.get("extrato") ?? "")
  if (!extrato) return redirectWithToast(EXTRATO_PAGE, { type: "error", title: "Extrato não encontrado." })
  const back = extratoAddress(extrato)
  const baixas = readBaixas(formData)
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
