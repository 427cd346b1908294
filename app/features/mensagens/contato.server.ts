// Contact messages (`contato`): the site's code that writes them. Visitors send them; the board
// reads them in its inbox (PocketBase's page reader: pocketbase/pb_hooks/lib/paginas/mensagens.js)
// and marks them answered, always with its own token.
import type { ContatoInput } from "~/features/mensagens/contato.schema"
import { createPocketBase } from "~/http/pocketbase.server"

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

/**
 * Marks the message answered (or not). PocketBase's hook keeps when and by whom from the account
 * and records it; the moment sent here is only the mark.
 */
export async function markContatoAnswered(token: string, id: string, respondida: boolean): Promise<void> {
  await createPocketBase(token)
    .collection("contato")
    .update(id, { respondido_em: respondida ? new Date().toISOString() : "" })
}
