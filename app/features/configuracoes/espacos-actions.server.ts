// The spaces' changes on /painel/configuracoes (docs/decisions/reservations.md#spaces-are-records):
// add, rename, deactivate and reactivate, each a POST with its intent, answered 303 with a flash
// message, or 400 with the message beside the name and the typed name kept. PocketBase (with the
// president's own token) refuses a name another space has and records each change.
import { data } from "@remix-run/node"
import { espacoForm } from "~/features/configuracoes/espaco.forms"
import { createEspaco, renameEspaco, setEspacoAtivo } from "~/features/reservas/espacos.server"
import { parseForm } from "~/forms/submission.server"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"

const ESPACO_INTENTS = ["adicionar-espaco", "renomear-espaco", "desativar-espaco", "reativar-espaco"] as const
type EspacoIntent = (typeof ESPACO_INTENTS)[number]

export const isEspacoIntent = (intent: unknown): intent is EspacoIntent =>
  ESPACO_INTENTS.some((known) => known === intent)

/** The rename dialog's address on the settings page. */
export const RENOMEAR = "renomear-espaco"

/**
 * The answer to one of the spaces' intents. `page` is where a change returns (the dialog closed);
 * a refused name answers 400 with `espaco` saying which form it was ("novo" or the space's id).
 */
export async function changeEspacos(token: string, intent: EspacoIntent, formData: FormData, page: string) {
  const id = formData.get("id")
  const espaco = typeof id === "string" && id ? id : null
  if (intent === "desativar-espaco" || intent === "reativar-espaco") {
    const ativo = intent === "reativar-espaco"
    if (!espaco) return data({ erro: "Espaço não informado." }, { status: 400 })
    try {
      await setEspacoAtivo(token, espaco, ativo)
      return redirectWithToast(page, {
        type: "success",
        title: ativo ? "Espaço reativado." : "Espaço desativado.",
      })
    } catch (error) {
      console.error("Falha ao alterar o espaço:", errorMessage(error))
      return redirectWithToast(page, {
        type: "error",
        title: "Não foi possível alterar o espaço. Tente novamente.",
      })
    }
  }

  const renaming = intent === "renomear-espaco"
  if (renaming && !espaco) return data({ erro: "Espaço não informado." }, { status: 400 })
  const which = renaming ? espaco! : "novo"
  const submission = await parseForm(formData, espacoForm)
  if (submission.status !== "success") {
    return data({ result: submission.reply(), espaco: which }, { status: 400 })
  }
  try {
    if (renaming) await renameEspaco(token, espaco!, submission.value.nome)
    else await createEspaco(token, submission.value.nome)
  } catch (error) {
    if (error instanceof RefusedWriteError) {
      return data({ result: submission.reply(error.reply(["nome"])), espaco: which }, { status: 400 })
    }
    console.error("Falha ao salvar o espaço:", errorMessage(error))
    const formErrors = ["Não foi possível salvar o espaço. Tente novamente."]
    return data({ result: submission.reply({ formErrors }), espaco: which }, failedWrite(error))
  }
  return redirectWithToast(page, {
    type: "success",
    title: renaming ? "Espaço renomeado." : "Espaço adicionado.",
  })
}
