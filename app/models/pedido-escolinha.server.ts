// Youth-school participation requests (`pedido_escolinha`): the only code that writes them.
import type { PedidoEscolinhaInput } from "~/schemas/pedido-escolinha"
import { createPocketBase } from "~/utils/pocketbase.server"

export const PEDIDO_ESCOLINHA_TIPO = "Pedido"

/** Stores a request from the public form, as a visitor, with the guardian's consent (LGPD). */
export async function createPedidoEscolinha(
  dados: PedidoEscolinhaInput,
  now: Date = new Date(),
): Promise<void> {
  const pb = createPocketBase()
  await pb.collection("pedido_escolinha").create({
    nome_responsavel: dados.nome_responsavel,
    cpf_responsavel: dados.cpf_responsavel,
    nome_crianca: dados.nome_crianca,
    data_nascimento: dados.data_nascimento,
    telefone: dados.telefone,
    email: dados.email,
    observacoes: dados.observacoes ?? "",
    tipo: PEDIDO_ESCOLINHA_TIPO,
    consentimento: dados.consentimento,
    consentimento_em: now.toISOString(),
  })
}
