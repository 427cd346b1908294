// The spaces' changes on /painel/configuracoes (docs/decisions/reservations.md#spaces-are-records):
// add, rename, deactivate and reactivate, each a POST with its intent, answered 303 with a flash
// message, or 400 with the message beside the name and the typed name kept. PocketBase (with the
// president's own token) refuses a name another space has and records each change.
import { data } from "@remix-run/node"
import { createEspaco, renameEspaco, setEspacoAtivo } from "~/features/reservas/espacos.server"
import { z } from "~/forms/zod"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import type { IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import type { EspacoInput, espacoSchema } from "./espaco.schema"

const PAGE = "/painel/configuracoes"

/** The space a button or the rename dialog sends (a missing one is answered, not an unknown intent). */
export const espacoIdSchema = z.object({ id: z.string().optional() })

const semEspaco = () => data({ erro: "Espaço não informado." }, { status: 400 })

/** 'Desativar' (`ativo` false) and 'Reativar' a space. */
export function setAtivo(ativo: boolean) {
  return async ({ value, user }: IntentInput<typeof espacoIdSchema>) => {
    if (!value.id) return semEspaco()
    try {
      await setEspacoAtivo(user.token, value.id, ativo)
      return redirectWithToast(PAGE, {
        type: "success",
        title: ativo ? "Espaço reativado." : "Espaço desativado.",
      })
    } catch (error) {
      console.error("Falha ao alterar o espaço:", errorMessage(error))
      return redirectWithToast(PAGE, {
        type: "error",
        title: "Não foi possível alterar o espaço. Tente novamente.",
      })
    }
  }
}

/** 'Adicionar espaço', or 'Salvar nome' in the rename dialog (the hidden `id`). */
export function saveNome(renaming: boolean) {
  return async ({ value, refuse, user, formData }: IntentInput<typeof espacoSchema>) => {
    const id = formData.get("id")
    const espaco = typeof id === "string" && id ? id : null
    if (renaming && !espaco) return semEspaco()
    try {
      await save(user.token, renaming ? espaco : null, value)
    } catch (error) {
      if (error instanceof RefusedWriteError) return refuse(error.reply(["nome"]))
      console.error("Falha ao salvar o espaço:", errorMessage(error))
      const formErrors = ["Não foi possível salvar o espaço. Tente novamente."]
      return refuse({ formErrors }, failedWrite(error))
    }
    return redirectWithToast(PAGE, {
      type: "success",
      title: renaming ? "Espaço renomeado." : "Espaço adicionado.",
    })
  }
}

function save(token: string, renamed: string | null, { nome }: EspacoInput) {
  return renamed ? renameEspaco(token, renamed, nome) : createEspaco(token, nome)
}
