// Contact messages (`contato`): the only code that writes them.
import { createPocketBase } from "~/utils/pocketbase.server"

export type ContatoDados = {
  nome: string
  email: string
  telefone: string
  assunto: string
  mensagem: string
}

/** Stores a message from the public contact form, as a visitor. */
export async function createContato(dados: ContatoDados): Promise<void> {
  const pb = createPocketBase()
  await pb.collection("contato").create({
    nome: dados.nome,
    email: dados.email,
    telefone: dados.telefone,
    assunto: dados.assunto,
    mensagem: dados.mensagem,
  })
}
