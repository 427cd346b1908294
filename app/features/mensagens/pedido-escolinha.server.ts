// Youth-school participation requests (`pedido_escolinha`): the site's code that writes them.
// Guardians send them; the board reads them in its inbox (PocketBase's page reader:
// pocketbase/pb_hooks/lib/paginas/mensagens.js) and marks them answered, with its own token.
import type { PedidoEscolinhaInput } from "~/features/mensagens/pedido-escolinha.schema"
import { createPocketBase } from "~/http/pocketbase.server"
import { PRIVACIDADE_VERSAO } from "~/features/site/privacidade"

const PEDIDO_ESCOLINHA_TIPO = "Pedido"

/** Stores a request from the public form, as a visitor, with the guardian's consent (LGPD). */
export async function createPedidoEscolinha(
  dados: PedidoEscolinhaInput,
  now: Date = new Date(),
): Promise<void> {
  const pb = createPocketBase()
  // The schema's output is exactly what the form asks for (zod drops any other field).
  await pb.collection("pedido_escolinha").create({
    ...dados,
    observacoes: dados.observacoes ?? "",
    tipo: PEDIDO_ESCOLINHA_TIPO,
    consentimento_em: now.toISOString(),
    consentimento_versao: PRIVACIDADE_VERSAO,
  })
}

/** A youth-school request as the board's inbox shows it (children's data: the board's only). */
export type PedidoEscolinha = {
  id: string
  nome_responsavel: string
  cpf_responsavel: string
  nome_crianca: string
  /** yyyy-MM-dd */
  data_nascimento: string
  telefone: string
  email: string
  observacoes: string
  /** When it was marked answered (an instant), or "" while it waits. */
  respondido_em: string
  respondido_por_nome: string
  created: string
}

/** Marks the request answered (or not); PocketBase keeps when and by whom, and records it. */
export async function markPedidoEscolinhaAnswered(
  token: string,
  id: string,
  respondida: boolean,
): Promise<void> {
  await createPocketBase(token)
    .collection("pedido_escolinha")
    .update(id, { respondido_em: respondida ? new Date().toISOString() : "" })
}
