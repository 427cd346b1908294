// Youth-school participation requests (`pedido_escolinha`): the only code that reads or writes them.
// Guardians send them; the board reads them in its inbox and marks them answered, with its own token.
import type { ListResult } from "pocketbase"
import type { PedidoEscolinhaInput } from "~/features/mensagens/pedido-escolinha.schema"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"
import { PRIVACIDADE_VERSAO } from "~/features/site/privacidade"
import { storedDay } from "@veteranos/domain/datas"

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

const FIELDS =
  "id,nome_responsavel,cpf_responsavel,nome_crianca,data_nascimento,telefone,email,observacoes,respondido_em,respondido_por_nome,created"

const toPedido = (record: PedidoEscolinha): PedidoEscolinha => ({
  ...record,
  // The birth date is a calendar day.
  data_nascimento: storedDay(record.data_nascimento),
  observacoes: record.observacoes ?? "",
})

/** One page of the requests, newest first (the board's token: only the board may read them). */
export async function listPedidosEscolinha(
  token: string,
  page: number,
  perPage: number,
): Promise<ListResult<PedidoEscolinha>> {
  const result = await createPocketBase(token)
    .collection("pedido_escolinha")
    .getList<PedidoEscolinha>(page, perPage, { sort: "-created,-id", fields: FIELDS })
  return { ...result, items: result.items.map(toPedido) }
}

export async function getPedidoEscolinha(token: string, id: string): Promise<PedidoEscolinha | null> {
  try {
    return toPedido(
      await createPocketBase(token)
        .collection("pedido_escolinha")
        .getOne<PedidoEscolinha>(id, { fields: FIELDS }),
    )
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** Requests not yet marked answered. */
export async function countPedidosEscolinhaNaoRespondidos(token: string): Promise<number> {
  const page = await createPocketBase(token)
    .collection("pedido_escolinha")
    .getList(1, 1, { filter: 'respondido_em = ""', fields: "id" })
  return page.totalItems
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
