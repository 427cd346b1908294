// Monthly dues (`mensalidades`): the only code that reads or writes them, always with the user's
// token, so PocketBase's rules apply: a member reads their own, the finance roles all of them.
import type { ListResult } from "pocketbase"
import type { MensalidadeStatus } from "~/utils/mensalidade"
import { createPocketBase, isNotFound } from "~/utils/pocketbase.server"

const FIELDS = "id,descricao,data_vencimento,valor,status,associado_id,pago_em"

export type Mensalidade = {
  id: string
  descricao: string
  /** yyyy-MM-dd (a calendar day). */
  data_vencimento: string
  /** BRL */
  valor: number
  status: MensalidadeStatus
  associado_id: string
  /** When the treasurer confirmed it (an instant); "" while pending. */
  pago_em: string
}

function toMensalidade(record: Mensalidade): Mensalidade {
  // PocketBase stores a date as "yyyy-MM-dd 00:00:00.000Z"; the due date is a calendar day.
  return { ...record, data_vencimento: record.data_vencimento.slice(0, 10), pago_em: record.pago_em ?? "" }
}

/**
 * Pending dues, read with the user's token: `associadoId` counts one member's own, null counts every
 * member's (PocketBase's rules let only the board's finance roles read them all).
 */
export async function countPendingMensalidades(token: string, associadoId: string | null): Promise<number> {
  const pb = createPocketBase(token)
  const filter = associadoId
    ? pb.filter('status = "pendente" && associado_id = {:id}', { id: associadoId })
    : 'status = "pendente"'
  const page = await pb.collection("mensalidades").getList(1, 1, { filter, fields: "id" })
  return page.totalItems
}

/** One member's dues, the latest due date first. */
export async function listMensalidadesDoAssociado(
  token: string,
  associadoId: string,
  page: number,
  perPage: number,
): Promise<ListResult<Mensalidade>> {
  const pb = createPocketBase(token)
  const result = await pb.collection("mensalidades").getList<Mensalidade>(page, perPage, {
    filter: pb.filter("associado_id = {:id}", { id: associadoId }),
    sort: "-data_vencimento,-created",
    fields: FIELDS,
  })
  return { ...result, items: result.items.map(toMensalidade) }
}

/** What a member owes: the sum of their pending dues, in BRL. */
export async function totalPendenteDoAssociado(token: string, associadoId: string): Promise<number> {
  const pb = createPocketBase(token)
  const pendentes = await pb.collection("mensalidades").getFullList<Pick<Mensalidade, "valor">>({
    filter: pb.filter('status = "pendente" && associado_id = {:id}', { id: associadoId }),
    fields: "valor",
  })
  // In cents, so R$ 0,10 + R$ 0,20 is R$ 0,30.
  return pendentes.reduce((cents, { valor }) => cents + Math.round(valor * 100), 0) / 100
}

/** One due, or null when it does not exist or is not the user's to see. */
export async function getMensalidade(token: string, id: string): Promise<Mensalidade | null> {
  try {
    const record = await createPocketBase(token)
      .collection("mensalidades")
      .getOne<Mensalidade>(id, { fields: FIELDS })
    return toMensalidade(record)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
