// Youth-school participation requests (`pedido_escolinha`): the only code that writes them.
import type { PedidoEscolinhaInput } from "~/schemas/pedido-escolinha"
import { createPocketBase } from "~/utils/pocketbase.server"
import { PRIVACIDADE_VERSAO } from "~/utils/privacidade"

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
