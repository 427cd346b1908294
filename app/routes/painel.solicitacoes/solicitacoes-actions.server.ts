// The president's intents on /painel/solicitacoes: 'editar' (the dialog's form, its data then its
// status, from the status seen when it was opened), 'aprovar' and 'reprovar' (a pending request,
// from 'pendente') and 'excluir'. Each answers with a 303 back to the list as it was, with a toast;
// a request decided meanwhile is told, not overwritten. The route keeps the guard and hands the
// POST to their table, solicitacoesIntents.
import { PEDIDO_SOCIO_STATUS_LABELS, type PedidoSocioStatus } from "@veteranos/domain/pedido-socio"
import type { pedidoSocioEdicaoSchema } from "~/features/pedido-socio/pedido-socio-edicao.schema"
import {
  decidePedidoSocio,
  deletePedidoSocio,
  updatePedidoSocio,
} from "~/features/pedido-socio/pedido-socio.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite, StaleChangeError } from "~/http/pocketbase.server"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { staleChangeToast } from "~/panel/stale-change.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { decisionToast } from "./pedido-socio-decisao.server"
import { pedidoSocioEdicaoForm } from "./pedido-socio-edicao.forms"

const ERRO_ATUALIZAR = "Erro ao atualizar solicitação. Tente novamente."

function staleToast(error: StaleChangeError): Toast {
  return staleChangeToast("Esta solicitação já foi analisada.", error, PEDIDO_SOCIO_STATUS_LABELS)
}

/** 'Editar Solicitação': the request (the hidden `id`) corrected, then decided if its status changed. */
async function edit({ value, refuse, request, user }: IntentInput<typeof pedidoSocioEdicaoSchema>) {
  const back = listAddress(request.url)
  const { id, status, de, ...dados } = value
  try {
    // The data first: an approval made here creates the member with the corrected data.
    await updatePedidoSocio(user.token, id, dados, de)
    const decisao = status === de ? null : await decidePedidoSocio(user.token, id, { status, de })
    return redirectWithToast(back, await decisionToast(user.token, id, dados.nome, decisao))
  } catch (error) {
    if (error instanceof StaleChangeError) return redirectWithToast(back, staleToast(error))
    console.error("Falha ao atualizar solicitação:", errorMessage(error))
    return refuse({ formErrors: [ERRO_ATUALIZAR] }, failedWrite(error))
  }
}

/** 'Aprovar' and 'Reprovar': a pending request decided (an approval makes the member). */
function decide(status: PedidoSocioStatus) {
  return async ({ value, request, user }: IntentInput<typeof byIdSchema>) => {
    const back = listAddress(request.url)
    try {
      const decisao = await decidePedidoSocio(user.token, value.id, { status, de: "pendente" })
      return redirectWithToast(back, await decisionToast(user.token, value.id, decisao.nome, decisao))
    } catch (error) {
      if (error instanceof StaleChangeError) return redirectWithToast(back, staleToast(error))
      console.error("Falha ao decidir solicitação:", errorMessage(error))
      return redirectWithToast(back, { type: "error", title: ERRO_ATUALIZAR })
    }
  }
}

/** 'Excluir': the request erased. */
async function erase({ value, request, user }: IntentInput<typeof byIdSchema>) {
  const back = listAddress(request.url)
  try {
    await deletePedidoSocio(user.token, value.id)
    return redirectWithToast(back, { type: "success", title: "Solicitação excluída com sucesso!" })
  } catch (error) {
    console.error("Falha ao excluir solicitação:", errorMessage(error))
    return redirectWithToast(back, { type: "error", title: "Erro ao excluir solicitação. Tente novamente." })
  }
}

/** The requests page's intents (app/panel/intents.server.ts). */
export const solicitacoesIntents = {
  editar: intent({ form: pedidoSocioEdicaoForm, run: edit }),
  aprovar: intent({ form: byIdSchema, run: decide("aprovado") }),
  reprovar: intent({ form: byIdSchema, run: decide("reprovado") }),
  excluir: intent({ form: byIdSchema, run: erase }),
}
