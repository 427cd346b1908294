// Contact messages (`contato`): the only code that reads or writes them. Visitors send them; the
// board reads them in its inbox and marks them answered, always with its own token.
import type { ListResult } from "pocketbase"
import type { ContatoInput } from "~/features/mensagens/contato.schema"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"

/** Stores a message from the public contact form, as a visitor. */
export async function createContato(dados: ContatoInput): Promise<void> {
  // The schema's output is exactly what the form asks for (zod drops any other field).
  await createPocketBase().collection("contato").create(dados)
}

/** A contact message as the board's inbox shows it. */
export type Contato = {
  id: string
  nome: string
  email: string
  telefone: string
  assunto: string
  mensagem: string
  /** When it was marked answered (an instant), or "" while it waits. */
  respondido_em: string
  respondido_por_nome: string
  created: string
}

const FIELDS = "id,nome,email,telefone,assunto,mensagem,respondido_em,respondido_por_nome,created"

/** One page of the messages, newest first (the board's token: only the board may read them). */
export async function listContatos(
  token: string,
  page: number,
  perPage: number,
): Promise<ListResult<Contato>> {
  return createPocketBase(token)
    .collection("contato")
    .getList<Contato>(page, perPage, { sort: "-created,-id", fields: FIELDS })
}

export async function getContato(token: string, id: string): Promise<Contato | null> {
  try {
    return await createPocketBase(token).collection("contato").getOne<Contato>(id, { fields: FIELDS })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** Messages not yet marked answered. */
export async function countContatosNaoRespondidos(token: string): Promise<number> {
  const page = await createPocketBase(token)
    .collection("contato")
    .getList(1, 1, { filter: 'respondido_em = ""', fields: "id" })
  return page.totalItems
}

/**
 * Marks the message answered (or not). PocketBase's hook keeps when and by whom from the account
 * and records it; the moment sent here is only the mark.
 */
export async function markContatoAnswered(token: string, id: string, respondida: boolean): Promise<void> {
  await createPocketBase(token)
    .collection("contato")
    .update(id, { respondido_em: respondida ? new Date().toISOString() : "" })
}
