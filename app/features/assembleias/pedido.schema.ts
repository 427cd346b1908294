// 'Pedir assembleia': the agenda a member proposes (docs/decisions/elections.md#members-call-an-assembly);
// its limit and message are the shared rule's.
import { z } from "~/forms/zod"
import { text } from "~/forms/fields"
import { PAUTA_MAX, PEDIDO_MENSAGENS } from "@veteranos/domain/pedidos-assembleia"

export const pedidoSchema = z.object({ pauta: text(PAUTA_MAX, PEDIDO_MENSAGENS.pauta) })
