// The year's accounts, the fiscal council's opinion and the closed years still awaiting it, read and
// written with the person's own token: PocketBase adds the dues up (a plain member may not read the
// others' dues, only their sums: pb_hooks/lib/prestacao-de-contas.js) and its rules let only a
// council seat record the opinion (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
import { assembleiaVerdict, type ParecerResultado } from "@veteranos/domain/prestacao-de-contas"
import {
  toPrestacaoDeContas,
  type LinhaPrestacao,
  type PrestacaoDeContas,
  type PrestacaoDeContasAnswer,
  type TotaisAno,
  type TotaisMes,
} from "~/features/prestacao-de-contas/prestacao-de-contas"
import { createPocketBase, isNotUnique, refusedWriteOr } from "~/http/pocketbase.server"
import { apiPath } from "@veteranos/domain/rotas-api"

/**
 * The year's accounts (dues falling due in `ano`), summed by PocketBase; `sumsOnly` leaves the
 * payments' list out (the treasurer's year and the dashboard's month).
 */
export async function getPrestacaoDeContas(
  token: string,
  ano: number,
  { sumsOnly = false } = {},
): Promise<PrestacaoDeContas> {
  const answer = await createPocketBase(token).send<PrestacaoDeContasAnswer>(apiPath("prestacaoDeContas"), {
    method: "GET",
    query: sumsOnly ? { ano, pagamentos: 0 } : { ano },
  })
  return toPrestacaoDeContas(answer)
}

export type Parecer = {
  id: string
  ano: number
  resultado: ParecerResultado
  texto: string
  /** The council's members' names when it was recorded, its president first. */
  membros: string[]
  registrado_por_nome: string
  /** When it was last recorded (an instant). */
  updated: string
  /** The general assembly's verdict: 'Aprovadas pela Assembleia Geral de 15/03/2027'; null before its vote. */
  assembleia: string | null
}

const FIELDS =
  "id,ano,resultado,texto,membros,registrado_por_nome,updated,assembleia_resultado,assembleia_data"

/**
 * /painel/prestacao-de-contas's data, as PocketBase's reader gives it
 * (pocketbase/pb_hooks/lib/paginas/prestacao-de-contas.js): the year's sums and payments, and the
 * council's opinion on it (null when it has given none).
 */
export type PrestacaoDeContasPagina = {
  prestacao: PrestacaoDeContasAnswer
  parecer: Record<string, unknown> | null
}

export function toParecer(record: Record<string, unknown>): Parecer {
  return {
    id: String(record.id),
    ano: Number(record.ano),
    resultado: record.resultado as ParecerResultado,
    texto: String(record.texto ?? ""),
    membros: Array.isArray(record.membros) ? record.membros.map(String) : [],
    registrado_por_nome: String(record.registrado_por_nome ?? ""),
    updated: String(record.updated ?? ""),
    assembleia: assembleiaVerdict(record),
  }
}

/** The council's opinion on `ano`, or null when it has given none. */
export async function getParecer(token: string, ano: number): Promise<Parecer | null> {
  const pb = createPocketBase(token)
  const page = await pb.collection("pareceres").getList(1, 1, {
    filter: pb.filter("ano = {:ano}", { ano }),
    fields: FIELDS,
  })
  const record = page.items[0]
  return record ? toParecer(record) : null
}

export type ParecerInput = { ano: number; resultado: ParecerResultado; texto: string }

/**
 * Records the council's opinion on a year: the year's one record is updated when there is one
 * (PocketBase keeps what it said before in the activity record), created otherwise; two council
 * members at once both end as an update of the one record. PocketBase's 400 with messages comes back
 * as RefusedWriteError.
 */
export async function saveParecer(token: string, { ano, resultado, texto }: ParecerInput): Promise<void> {
  const pb = createPocketBase(token).collection("pareceres")
  const update = async (id: string) => pb.update(id, { resultado, texto })
  try {
    const existing = await getParecer(token, ano)
    if (existing) await update(existing.id)
    else {
      try {
        await pb.create({ ano, resultado, texto })
      } catch (error) {
        // Another opinion on the year came first (the unique index on `ano`): update that one.
        if (!isNotUnique(error, "ano")) throw error
        const taken = await getParecer(token, ano)
        if (!taken) throw error
        await update(taken.id)
      }
    }
  } catch (error) {
    throw refusedWriteOr(error)
  }
}

/** Received and pending of a line of PocketBase's sums, in BRL. */
const totaisOf = ({ recebidas, abertas }: LinhaPrestacao): TotaisMes => ({
  recebido: recebidas.valor,
  pendente: abertas.valor,
})

/**
 * Received and pending per month of a year (by due date), the year's totals and its exempt dues
 * (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed), in BRL: PocketBase's sums of the year's
 * accounts (`answer`, as the treasurer's page's reader gives them).
 */
export function totaisDe(answer: PrestacaoDeContasAnswer): TotaisAno {
  const { meses, total } = toPrestacaoDeContas(answer)
  return { meses: meses.map(totaisOf), total: totaisOf(total), isentas: total.isentas }
}

/** Received and pending of the dues falling due in `mes` (yyyy-MM), in BRL: the dashboard's card. */
export async function totaisDoMes(token: string, mes: string): Promise<TotaisMes> {
  const { meses } = await getPrestacaoDeContas(token, Number(mes.slice(0, 4)), { sumsOnly: true })
  return totaisOf(meses[Number(mes.slice(5, 7)) - 1]!)
}
