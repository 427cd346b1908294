// /painel/mensagens' data as PocketBase's reader gives it (pocketbase/pb_hooks/lib/paginas/mensagens.js):
// each tab's unanswered count, a page of the tab's messages and the one a dialog opens.
import type { ListResult } from "pocketbase"
import type { Contato } from "~/features/mensagens/contato.server"
import type { PedidoEscolinha } from "~/features/mensagens/pedido-escolinha.server"

/** A school request in the inbox; `matriculado` (its child enrolled) only for those who enrol. */
export type PedidoEscolinhaDaCaixa = PedidoEscolinha & { matriculado?: boolean }

export type MensagensDoPainel = { naoRespondidas: { contato: number; escolinha: number } } & (
  | { tipo: "contato"; lista: ListResult<Contato>; aberta: Contato | null }
  | { tipo: "escolinha"; lista: ListResult<PedidoEscolinhaDaCaixa>; aberta: PedidoEscolinhaDaCaixa | null }
)
