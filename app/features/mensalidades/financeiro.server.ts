// The treasurer's lists of the dues: every member's dues of a month, or of a status, with their
// names (the page and its CSV). Read with the user's token: PocketBase lets only the finance roles
// read them all.
import type { ListResult } from "pocketbase"
import type { MensalidadeFiltro } from "~/features/mensalidades/mensalidade"
import {
  dueInMonth,
  FIELDS,
  toMensalidade,
  type Mensalidade,
  type MensalidadeComNome,
} from "~/features/mensalidades/mensalidades.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { toStoredDate } from "~/utils/format"

export type FiltroFinanceiro = {
  /** yyyy-MM: dues falling due in that month; null: every month. */
  mes: string | null
  /** A stored status, or "vencida" (pending past its day); null: all of them. */
  status: MensalidadeFiltro | null
  /** São Paulo's day (yyyy-MM-dd), what "vencida" is measured against. */
  hoje: string
}

function financeiroFilter(pb: ReturnType<typeof createPocketBase>, { mes, status, hoje }: FiltroFinanceiro) {
  const filters: string[] = []
  if (mes) filters.push(dueInMonth(pb, mes))
  if (status === "vencida") {
    filters.push(pb.filter('status = "pendente" && data_vencimento < {:hoje}', { hoje: toStoredDate(hoje) }))
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

export async function withAssociadoNames(token: string, items: Mensalidade[]): Promise<MensalidadeComNome[]> {
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
    filter: financeiroFilter(pb, filtro),
    sort: "-data_vencimento,created,id",
    fields: FIELDS,
  })
  return { ...result, items: await withAssociadoNames(token, result.items) }
}

/** Every due of the month `mes` (yyyy-MM) with the member's name, for the CSV export. */
export async function listAllMensalidadesDoMes(token: string, mes: string): Promise<MensalidadeComNome[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("mensalidades").getFullList<Mensalidade>({
    filter: financeiroFilter(pb, { mes, status: null, hoje: "" }),
    sort: "data_vencimento,created,id",
    fields: FIELDS,
    batch: 500,
  })
  const comNome = await withAssociadoNames(token, items)
  return comNome.sort((a, b) => a.associado_nome.localeCompare(b.associado_nome, "pt-BR"))
}
