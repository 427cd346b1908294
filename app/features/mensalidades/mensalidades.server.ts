// Monthly dues (`mensalidades`): what a due is, one due, a member's own, and the counts and totals
// (the treasurer's lists are in financeiro.server.ts, their changes in his page's folder,
// app/routes/painel.financeiro/financeiro-changes.server.ts). These modules are the only code that
// reads or writes dues, always with the user's token, so PocketBase's rules apply: a member reads
// their own, the finance roles all of them, and only the financial director writes
// (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues).
import type { ListResult } from "pocketbase"
import type { FormaPagamento, MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"
import { storedDate } from "~/utils/format"

export const FIELDS =
  "id,descricao,data_vencimento,valor,status,associado_id,pago_em,forma_pagamento,pago_por_nome," +
  "isencao_motivo,isentada_por_nome,isentada_em"

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
  /** How it was paid; "" while pending. */
  forma_pagamento: FormaPagamento | ""
  /** Who confirmed the payment (kept by PocketBase's hook from their account); "" while pending. */
  pago_por_nome: string
  /** Why the financial director exempted it; "" unless isenta. */
  isencao_motivo: string
  /** Who exempted it (kept by PocketBase's hook from their account); "" unless isenta. */
  isentada_por_nome: string
  /** When it was exempted (an instant); "" unless isenta. */
  isentada_em: string
}

/** A due with its member's name, for the treasurer's lists. */
export type MensalidadeComNome = Mensalidade & { associado_nome: string }

/** A due as the pages show it (anything else the record carries, as a member's name, kept). */
export function toMensalidade<M extends Mensalidade>(record: M): M {
  // PocketBase stores a date as "yyyy-MM-dd 00:00:00.000Z"; the due date is a calendar day.
  return {
    ...record,
    data_vencimento: record.data_vencimento.slice(0, 10),
    pago_em: record.pago_em ?? "",
    forma_pagamento: record.forma_pagamento ?? "",
    pago_por_nome: record.pago_por_nome ?? "",
    isencao_motivo: record.isencao_motivo ?? "",
    isentada_por_nome: record.isentada_por_nome ?? "",
    isentada_em: record.isentada_em ?? "",
  }
}

/** A filter for the dues falling due from `de` to before `ate` (yyyy-MM-dd). */
function dueBetween(pb: ReturnType<typeof createPocketBase>, de: string, ate: string) {
  return pb.filter("data_vencimento >= {:de} && data_vencimento < {:ate}", {
    de: storedDate(de),
    ate: storedDate(ate),
  })
}

/** A filter for the dues falling due in `mes` (yyyy-MM). */
export function dueInMonth(pb: ReturnType<typeof createPocketBase>, mes: string) {
  const [ano, m] = mes.split("-").map(Number)
  return dueBetween(pb, `${mes}-01`, new Date(Date.UTC(ano!, m!, 1)).toISOString().slice(0, 10))
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

/** What a member owes: their pending dues (an exempt one is not owed), the sum and the oldest. */
export type Devido = {
  /** BRL */
  total: number
  quantidade: number
  /** The oldest pending due, the next to pay (overdue once its day has passed); null when none. */
  proxima: Pick<Mensalidade, "id" | "descricao" | "data_vencimento"> | null
}

/**
 * A member's page of dues and what they owe, as PocketBase's reader gives them
 * (pocketbase/pb_hooks/lib/paginas/mensalidades.js).
 */
export type MensalidadesDoAssociado = { lista: ListResult<Mensalidade>; devido: Devido }

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
