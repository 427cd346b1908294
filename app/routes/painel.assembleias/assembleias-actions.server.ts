// The intents of /painel/assembleias: 'Nova Assembleia' (those who run assemblies) saves a draft and
// goes (303) to its page with a flash, or answers 400 with the values kept and PocketBase's refusal
// beside its field; any member's 'Pedir assembleia' does the same with the agenda, and 'Assinar
// pedido' / 'Retirar assinatura' answer 303 back to the list with a flash, PocketBase's reason
// when it refused ('Você já assinou este pedido.'). The route keeps the guard and hands the POST to
// this table (app/panel/intents.server.ts).
import { assembleiaForm } from "~/features/assembleias/assembleia.forms"
import type { assembleiaSchema } from "~/features/assembleias/assembleia.schema"
import { assembleiaPagePath } from "~/features/assembleias/assembleias"
import { AssembleiaRecusadaError } from "~/features/assembleias/assembleias.server"
import { pedidoForm } from "~/features/assembleias/pedido.forms"
import type { pedidoSchema } from "~/features/assembleias/pedido.schema"
import { createPedido, signPedido, withdrawSignature } from "~/features/assembleias/pedidos.server"
import { createAssembleia } from "~/features/assembleias/rascunho.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"

const ERRO_SALVAR = "Não foi possível salvar a assembleia. Tente novamente."
const ERRO_PEDIDO = "Não foi possível registrar o pedido. Tente novamente."
const CAMPOS = ["tipo", "data", "hora", "modalidade", "local", "link", "instrucoes", "pedido"]

async function createDraft({ value, refuse, user }: IntentInput<typeof assembleiaSchema>) {
  try {
    const id = await createAssembleia(user.token, value)
    return redirectWithToast(assembleiaPagePath(id), {
      type: "success",
      title: "Rascunho criado",
      description: "Inclua os itens da ordem do dia e publique o edital.",
    })
  } catch (error) {
    if (error instanceof RefusedWriteError) return refuse(error.reply(CAMPOS))
    console.error("Falha ao criar assembleia:", errorMessage(error))
    return refuse({ formErrors: [ERRO_SALVAR] }, failedWrite(error))
  }
}

async function askForAssembly({ value, refuse, user, request }: IntentInput<typeof pedidoSchema>) {
  try {
    await createPedido(user.token, value.pauta)
  } catch (error) {
    if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] }, error.status)
    console.error("Falha ao pedir assembleia:", errorMessage(error))
    return refuse({ formErrors: [ERRO_PEDIDO] }, failedWrite(error))
  }
  return redirectWithToast(listAddress(request.url), {
    type: "success",
    title: "Pedido de assembleia registrado",
    description: "Sua assinatura já conta. Convide outros associados a assinar.",
  })
}

/** A signature given or withdrawn: back to the list, PocketBase's reason when it refused. */
function signature(change: (token: string, id: string) => Promise<unknown>, title: string) {
  return async ({ value, user, request }: IntentInput<typeof byIdSchema>) => {
    const back = listAddress(request.url)
    try {
      await change(user.token, value.id)
    } catch (error) {
      if (error instanceof AssembleiaRecusadaError)
        return redirectWithToast(back, { type: "error", title: error.message })
      return redirectAfterFailedWrite(back, "pedido", error)
    }
    return redirectWithToast(back, { type: "success", title })
  }
}

export const assembleiasIntents = {
  nova: intent({ capability: "manageAssembleias", form: assembleiaForm, run: createDraft }),
  // Any member who enters the page; PocketBase refuses one not able to vote now.
  pedir: intent({ form: pedidoForm, run: askForAssembly }),
  assinar: intent({ form: byIdSchema, run: signature(signPedido, "Pedido assinado") }),
  retirar: intent({ form: byIdSchema, run: signature(withdrawSignature, "Assinatura retirada") }),
}
