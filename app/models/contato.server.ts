// Contact messages (`contato`): the only code that writes them.
import type { ContatoInput } from "~/schemas/contato"
import { createPocketBase } from "~/utils/pocketbase.server"

/** Stores a message from the public contact form, as a visitor. */
export async function createContato(dados: ContatoInput): Promise<void> {
  const pb = createPocketBase()
  await pb.collection("contato").create({
    nome: dados.nome,
    email: dados.email,
    telefone: dados.telefone,
    assunto: dados.assunto,
    mensagem: dados.mensagem,
  })
}
