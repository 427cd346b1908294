// Monthly dues (`mensalidades`): the only code that reads or writes them, always with the user's
// token, so PocketBase's rules apply: a member reads their own, the finance roles all of them, and
// only the financial director writes (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues).
import type { ListResult } from "pocketbase"
import type { LancarMesInput, NovaMensalidadeInput } from "~/features/mensalidades/mensalidade.schema"
import type { FormaPagamento, MensalidadeStatus } from "@veteranos/domain/mensalidades"
import {
  somarPorMes,
  type MensalidadeFiltro,
  type TotaisAno,
  type TotaisMes,
} from "~/features/mensalidades/mensalidade"
import { ClientResponseError, createPocketBase, isNotFound } from "~/http/pocketbase.server"

const FIELDS = "id,descricao,data_vencimento,valor,status,associado_id,pago_em,forma_pagamento,pago_por_nome"

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
}

/** A due with its member's name, for the treasurer's lists. */
export type MensalidadeComNome = Mensalidade & { associado_nome: string }

function toMensalidade(record: Mensalidade): Mensalidade {
  // PocketBase stores a date as "yyyy-MM-dd 00:00:00.000Z"; the due date is a calendar day.
  return {
    ...record,
    data_vencimento: record.data_vencimento.slice(0, 10),
    pago_em: record.pago_em ?? "",
    forma_pagamento: record.forma_pagamento ?? "",
    pago_por_nome: record.pago_por_nome ?? "",
  }
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

/** The due was changed meanwhile (another tab, a replayed POST) or is not the user's to change. */
export class MensalidadeInalteradaError extends Error {
  constructor(public readonly atual: Mensalidade | null) {
    super(atual ? `A mensalidade já está ${atual.status}.` : "Mensalidade não encontrada.")
  }
}

/** The member already has a due with that date (the unique index refused it). */
export class MensalidadeDuplicadaError extends Error {
  constructor() {
    super("Este associado já tem uma mensalidade com esse vencimento.")
  }
}

export type FiltroFinanceiro = {
  /** yyyy-MM: dues falling due in that month; null: every month. */
  mes: string | null
  /** A stored status, or "vencida" (pending past its day); null: all of them. */
  status: MensalidadeFiltro | null
  /** São Paulo's day (yyyy-MM-dd), what "vencida" is measured against. */
  hoje: string
}

/** PocketBase stores a calendar day as "yyyy-MM-dd 00:00:00.000Z". */
const toStored = (day: string) => `${day} 00:00:00.000Z`

/** The first day of the month after `mes` (yyyy-MM), as yyyy-MM-dd. */
function mesSeguinte(mes: string): string {
  const [ano, m] = mes.split("-").map(Number)
  return new Date(Date.UTC(ano!, m!, 1)).toISOString().slice(0, 10)
}

function filtroFinanceiro(pb: ReturnType<typeof createPocketBase>, { mes, status, hoje }: FiltroFinanceiro) {
  const filters: string[] = []
  if (mes) {
    filters.push(
      pb.filter("data_vencimento >= {:de} && data_vencimento < {:ate}", {
        de: toStored(`${mes}-01`),
        ate: toStored(mesSeguinte(mes)),
      }),
    )
  }
  if (status === "vencida") {
    filters.push(pb.filter('status = "pendente" && data_vencimento < {:hoje}', { hoje: toStored(hoje) }))
  } else if (status) {
    filters.push(pb.filter("status = {:status}", { status }))
  }
  return filters.join(" && ")
}

/**
 * The members' names by account id. A separate read of `associados` (the board may read it), since
 * `cadastro_geral`, which the relation points to, is the president's only: an expand would be empty.
 */
async function nomesDosAssociados(token: string, contas: readonly string[]): Promise<Map<string, string>> {
  const nomes = new Map<string, string>()
  const unicas = [...new Set(contas)]
  const pb = createPocketBase(token)
  // In slices, so the filter stays short whatever the page size.
  for (let n = 0; n < unicas.length; n += 50) {
    const slice = unicas.slice(n, n + 50)
    const filter = slice
      .map((id, i) => pb.filter(`id_cadastro_geral = {:id${i}}`, { [`id${i}`]: id }))
      .join(" || ")
    const associados = await pb
      .collection("associados")
      .getFullList<{ id_cadastro_geral: string; nome: string }>({ filter, fields: "id_cadastro_geral,nome" })
    for (const associado of associados) nomes.set(associado.id_cadastro_geral, associado.nome)
  }
  return nomes
}

async function comNomes(token: string, items: Mensalidade[]): Promise<MensalidadeComNome[]> {
  const nomes = await nomesDosAssociados(
    token,
    items.map((item) => item.associado_id),
  )
  return items.map((item) => ({ ...toMensalidade(item), associado_nome: nomes.get(item.associado_id) ?? "" }))
}

/** One page of every member's dues that match, with their names; the latest due date first. */
export async function listMensalidadesFinanceiro(
  token: string,
  filtro: FiltroFinanceiro,
  page: number,
  perPage: number,
): Promise<ListResult<MensalidadeComNome>> {
  const pb = createPocketBase(token)
  const result = await pb.collection("mensalidades").getList<Mensalidade>(page, perPage, {
    filter: filtroFinanceiro(pb, filtro),
    sort: "-data_vencimento,created,id",
    fields: FIELDS,
  })
  return { ...result, items: await comNomes(token, result.items) }
}

/** Every due of the month `mes` (yyyy-MM) with the member's name, for the CSV export. */
export async function listAllMensalidadesDoMes(token: string, mes: string): Promise<MensalidadeComNome[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("mensalidades").getFullList<Mensalidade>({
    filter: filtroFinanceiro(pb, { mes, status: null, hoje: "" }),
    sort: "data_vencimento,created,id",
    fields: FIELDS,
    batch: 500,
  })
  const comNome = await comNomes(token, items)
  return comNome.sort((a, b) => a.associado_nome.localeCompare(b.associado_nome, "pt-BR"))
}

/** Received and pending per month of `ano` (by due date) and the year's totals, in BRL. */
export async function totaisDoAno(token: string, ano: number): Promise<TotaisAno> {
  const pb = createPocketBase(token)
  const items = await pb
    .collection("mensalidades")
    .getFullList<Pick<Mensalidade, "valor" | "status" | "data_vencimento">>({
      filter: pb.filter("data_vencimento >= {:de} && data_vencimento < {:ate}", {
        de: toStored(`${ano}-01-01`),
        ate: toStored(`${ano + 1}-01-01`),
      }),
      fields: "valor,status,data_vencimento",
      batch: 1000,
    })
  return somarPorMes(items.map((item) => ({ ...item, data_vencimento: item.data_vencimento.slice(0, 10) })))
}

/** A rule's refusal reads as 404, like a due that is gone: MensalidadeInalteradaError with what is stored. */
async function atualizar(token: string, id: string, de: MensalidadeStatus, body: Record<string, string>) {
  const atual = await getMensalidade(token, id)
  if (!atual || atual.status !== de) throw new MensalidadeInalteradaError(atual)
  try {
    await createPocketBase(token).collection("mensalidades").update(id, body)
  } catch (error) {
    if (isNotFound(error)) throw new MensalidadeInalteradaError(await getMensalidade(token, id))
    throw error
  }
}

/**
 * The treasurer confirms a pending due paid, with how. PocketBase stores who and when (its hook) and
 * records it. MensalidadeInalteradaError when it is no longer pending or the user may not change it.
 */
export async function marcarComoPaga(token: string, id: string, forma: FormaPagamento): Promise<void> {
  await atualizar(token, id, "pendente", { status: "pago", forma_pagamento: forma })
}

/** Undoes a confirmation: pending again, without when, who or how (PocketBase's hook clears them). */
export async function desfazerPagamento(token: string, id: string): Promise<void> {
  await atualizar(token, id, "pago", { status: "pendente" })
}

/** Launches `mes` for every active member who lacks it (PocketBase's route); answers how many were created. */
export async function lancarMes(token: string, { mes, valor, dia }: LancarMesInput): Promise<number> {
  const answer = await createPocketBase(token).send<{ criadas: number }>(
    "/api/associacao/mensalidades/lancar",
    {
      method: "POST",
      body: { mes, valor, dia },
    },
  )
  return answer.criadas
}

/** One pending due for one member. MensalidadeDuplicadaError when they already have one that day. */
export async function createMensalidade(token: string, dados: NovaMensalidadeInput): Promise<void> {
  try {
    await createPocketBase(token)
      .collection("mensalidades")
      .create({
        descricao: dados.descricao,
        valor: dados.valor,
        data_vencimento: toStored(dados.data_vencimento),
        associado_id: dados.associadoId,
        status: "pendente" satisfies MensalidadeStatus,
      })
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400) {
      const data = error.response?.data as Record<string, { code?: string }> | undefined
      if (
        data?.associado_id?.code === "validation_not_unique" ||
        data?.data_vencimento?.code === "validation_not_unique"
      ) {
        throw new MensalidadeDuplicadaError()
      }
    }
    throw error
  }
}

/** Received and pending of the dues falling due in `mes` (yyyy-MM), in BRL: the dashboard's card. */
export async function totaisDoMes(token: string, mes: string): Promise<TotaisMes> {
  const pb = createPocketBase(token)
  const items = await pb
    .collection("mensalidades")
    .getFullList<Pick<Mensalidade, "valor" | "status" | "data_vencimento">>({
      filter: filtroFinanceiro(pb, { mes, status: null, hoje: "" }),
      fields: "valor,status,data_vencimento",
      batch: 1000,
    })
  const { total } = somarPorMes(
    items.map((item) => ({ ...item, data_vencimento: item.data_vencimento.slice(0, 10) })),
  )
  return total
}
