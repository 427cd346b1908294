// The president's intents on /painel/associados: 'novo' and 'editar' (the dialogs' forms, 400 beside
// their fields when refused), 'inativar', 'excluir' and 'anonimizar' (a dialog's button on one
// member). Each answers with a 303 back to the list as it was, with a toast. The route keeps the
// guard and hands the POST to their table, associadosIntents.
import type { PanelUser } from "~/auth/guards.server"
import {
  anonymizeAssociado,
  AssociadoComHistoricoError,
  createAssociado,
  deleteAssociado,
  EmailEmUsoError,
  novoAssociadoToast,
  updateAssociado,
} from "~/features/associados/associados.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { rethrowReconfirmation } from "~/panel/reconfirmacao.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { withQuery } from "~/utils/query"
import { associadoForm, novoAssociadoForm } from "./associado.forms"
import type { associadoSchema, novoAssociadoSchema } from "./associado.schema"

const ATUALIZADO: Toast = { type: "success", title: "Associado atualizado" }
const ERRO_ATUALIZAR = "Não foi possível atualizar o associado. Tente novamente."
const ERRO_EXCLUIR: Toast = { type: "error", title: "Não foi possível excluir o associado. Tente novamente." }
const EMAIL_EM_USO = "Este e-mail já é de outro associado ou conta."

/** 'Novo Associado': the member and their account, told by e-mail how to set a password. */
async function createOne({ value, refuse, request, user }: IntentInput<typeof novoAssociadoSchema>) {
  try {
    const novo = await createAssociado(user.token, value)
    return redirectWithToast(listAddress(request.url), novoAssociadoToast(novo))
  } catch (error) {
    if (error instanceof EmailEmUsoError) return refuse({ fieldErrors: { email: [EMAIL_EM_USO] } })
    console.error("Falha ao cadastrar associado:", errorMessage(error))
    const erro = "Não foi possível cadastrar o associado. Tente novamente."
    return refuse({ formErrors: [erro] }, failedWrite(error))
  }
}

/** 'Editar Associado': the member (the hidden `id`) saved as the form says. */
async function editOne({ value, refuse, request, user }: IntentInput<typeof associadoSchema>) {
  const { id, ...dados } = value
  try {
    await updateAssociado(user.token, id, { telefone: "", ...dados })
    return redirectWithToast(listAddress(request.url), ATUALIZADO)
  } catch (error) {
    if (error instanceof EmailEmUsoError) return refuse({ fieldErrors: { email: [EMAIL_EM_USO] } })
    console.error("Falha ao atualizar associado:", errorMessage(error))
    return refuse({ formErrors: [ERRO_ATUALIZAR] }, failedWrite(error))
  }
}

/** 'Inativar': the member keeps their history but no longer opens the members' pages. */
async function deactivate({ value, request, user }: IntentInput<typeof byIdSchema>) {
  const back = listAddress(request.url)
  try {
    await updateAssociado(user.token, value.id, { status: "inativo" })
    return redirectWithToast(back, ATUALIZADO)
  } catch (error) {
    console.error("Falha ao inativar associado:", errorMessage(error))
    return redirectWithToast(back, { type: "error", title: ERRO_ATUALIZAR })
  }
}

/**
 * 'Excluir' and 'Atender pedido de exclusão': a member without history is erased; one with history
 * is offered 'Inativar' instead, or anonymized when they asked to be erased (LGPD).
 */
function erase(anonymizeWithHistory: boolean) {
  return async ({ value, request, user }: IntentInput<typeof byIdSchema>) => {
    const { id } = value
    const back = listAddress(request.url)
    try {
      await deleteAssociado(user.token, id)
      return redirectWithToast(back, { type: "success", title: "Associado excluído" })
    } catch (error) {
      // Erasing a member is a grave change: its author confirms who they are first.
      rethrowReconfirmation(error)
      if (error instanceof AssociadoComHistoricoError) {
        if (anonymizeWithHistory) return anonymize(user, id, back)
        // Said beside the offer to set them inactive instead.
        const lista = new URL(back, request.url)
        return redirectWithToast(`${lista.pathname}${withQuery(lista.search, { acao: "inativar", id })}`, {
          type: "error",
          title: "Este associado tem histórico e não pode ser excluído.",
          description: "Você pode inativá-lo: o histórico fica guardado.",
        })
      }
      console.error("Falha ao excluir associado:", errorMessage(error))
      return redirectWithToast(back, ERRO_EXCLUIR)
    }
  }
}

async function anonymize(user: PanelUser, id: string, back: string) {
  try {
    await anonymizeAssociado(user.token, id)
    return redirectWithToast(back, {
      type: "success",
      title: "Associado excluído",
      description: "Os dados pessoais foram apagados; mensalidades e reservas ficaram sem o nome.",
    })
  } catch (error) {
    rethrowReconfirmation(error)
    console.error("Falha ao anonimizar associado:", errorMessage(error))
    return redirectWithToast(back, ERRO_EXCLUIR)
  }
}

/** The members page's intents (app/panel/intents.server.ts). */
export const associadosIntents = {
  novo: intent({ form: novoAssociadoForm, run: createOne }),
  editar: intent({ form: associadoForm, run: editOne }),
  inativar: intent({ form: byIdSchema, run: deactivate }),
  excluir: intent({ form: byIdSchema, run: erase(false) }),
  anonimizar: intent({ form: byIdSchema, run: erase(true) }),
}
