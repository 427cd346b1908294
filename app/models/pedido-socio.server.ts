// Membership requests (`pedido_socio`): the only code that reads or writes them. The public form
// creates them; the panel (count, list, update, delete) builds on the same types.
import type { PedidoSocioInput } from "~/schemas/pedido-socio"
import { createPocketBase } from "~/utils/pocketbase.server"

type PedidoSocioStatus = "pendente" | "aprovado" | "reprovado"

const PEDIDO_SOCIO_TIPO = "filiacao"

/**
 * Stores a new request from the public form, as a visitor (no token): always pendente, tipo
 * filiacao, stamped with the moment it was sent and the moment the applicant consented (LGPD).
 */
export async function createPedidoSocio(dados: PedidoSocioInput, now: Date = new Date()): Promise<void> {
  const pb = createPocketBase()
  const moment = now.toISOString()
  // The schema's output is exactly what the form asks for (zod drops any other field).
  await pb.collection("pedido_socio").create({
    ...dados,
    observacoes: dados.observacoes ?? "",
    status: "pendente" satisfies PedidoSocioStatus,
    tipo: PEDIDO_SOCIO_TIPO,
    data_solicitacao: moment,
    consentimento_em: moment,
  })
}

/** Requests waiting for the president, read with the user's token (only the president may list them). */
export async function countPendingPedidosSocio(token: string): Promise<number> {
  const page = await createPocketBase(token)
    .collection("pedido_socio")
    .getList(1, 1, { filter: 'status = "pendente"', fields: "id" })
  return page.totalItems
}
