// The treasurer's lists of the dues: every member's dues of a month, or of a status, with their
// names (the page and its CSV). Read with the user's token: PocketBase lets only the finance roles
// read them all.
import type { ListResult } from "pocketbase"
import type { MensalidadeFiltro } from "~/features/mensalidades/mensalidade"
import {
  dueInMonth,
  FIELDS,
  getMensalidade,
  toMensalidade,
  type Mensalidade,
  type MensalidadeComNome,
} from "~/features/mensalidades/mensalidades.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { searchTerms } from "~/utils/busca"
import { storedDate } from "~/utils/format"
import { mesesAPartirDe, mesPorExtenso } from "~/features/mensalidades/financeiro-meses"
import type { PrestacaoDeContasAnswer } from "~/features/prestacao-de-contas/prestacao-de-contas"

type FiltroFinanceiro = {
  /** yyyy-MM: dues falling due in that month; null: every month. */
  mes: string | null
  /** A stored status, or "vencida" (pending past its day); null: all of them. */
  status: MensalidadeFiltro | null
  /** São Paulo's day (yyyy-MM-dd), what "vencida" is measured against. */
  hoje: string
  /** The search box's text (?q=): dues of members whose name or e-mail holds it; null: everyone's. */
  q?: string | null
}

/** The most members one search names in the dues' filter: PocketBase reads filters of up to 3,500 characters. */
const SOCIOS_POR_BUSCA = 80

/** The members a search found: their accounts (the first SOCIOS_POR_BUSCA by name), and whether that is all. */
type Busca = { contas: string[]; todas: boolean }

/**
 * The members the search box's text finds in their folded name and e-mail (`busca`, kept by
 * PocketBase's hook: docs/decisions/search-and-csv-exports.md); null when there is no search.
 * PocketBase lets only its superuser join another collection in a filter (and `cadastro_geral`, the
 * dues' relation, is the president's), so a search is two questions: the members, then their dues.
 */
async function findMembers(pb: ReturnType<typeof createPocketBase>, q: string | null | undefined) {
  const terms = searchTerms(q)
  if (!terms) return null
  const found = await pb
    .collection("associados")
    .getList<{ id_cadastro_geral: string }>(1, SOCIOS_POR_BUSCA, {
      filter: pb.filter("busca ~ {:texto}", terms),
      sort: "nome,id",
      fields: "id_cadastro_geral",
    })
  const contas = found.items.map((associado) => associado.id_cadastro_geral).filter(Boolean)
  return { contas, todas: found.totalItems <= SOCIOS_POR_BUSCA } satisfies Busca
}

function financeiroFilter(
  pb: ReturnType<typeof createPocketBase>,
  { mes, status, hoje }: FiltroFinanceiro,
  busca: Busca | null,
) {
  const filters: string[] = []
  if (mes) filters.push(dueInMonth(pb, mes))
  if (busca) {
    const contas = busca.contas.map((id, i) => pb.filter(`associado_id = {:c${i}}`, { [`c${i}`]: id }))
    // Nobody found: a condition no due meets.
    filters.push(contas.length > 0 ? `(${contas.join(" || ")})` : 'id = ""')
  }
  if (status === "vencida") {
    filters.push(pb.filter('status = "pendente" && data_vencimento < {:hoje}', { hoje: storedDate(hoje) }))
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

async function withAssociadoNames(token: string, items: Mensalidade[]): Promise<MensalidadeComNome[]> {
  const nomes = await nomesDosAssociados(
    token,
    items.map((item) => item.associado_id),
  )
  return items.map((item) => ({ ...toMensalidade(item), associado_nome: nomes.get(item.associado_id) ?? "" }))
}

/**
 * /painel/financeiro's data, as PocketBase's reader gives it (pocketbase/pb_hooks/lib/paginas/financeiro.js):
 * a page of the month's dues with their members' names (`buscaLimitada`: how many members' dues it
 * lists when the search found more), the year's sums, and, for the financial director's open dialog,
 * its due, the active members ('nova') or the first month without dues ('lancar').
 */
export type FinanceiroPagina = {
  lista: ListResult<MensalidadeComNome>
  buscaLimitada: number | null
  totais: PrestacaoDeContasAnswer
  mensalidade?: MensalidadeComNome | null
  associados?: Array<{ id: string; nome: string }>
  mesParaLancar?: string | null
}

/**
 * Every due of the month `mes` (yyyy-MM), of the members `q` finds (null: everyone's), with the
 * member's name, for the CSV export.
 */
export async function listAllMensalidadesDoMes(
  token: string,
  mes: string,
  q: string | null = null,
): Promise<MensalidadeComNome[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("mensalidades").getFullList<Mensalidade>({
    filter: financeiroFilter(pb, { mes, status: null, hoje: "" }, await findMembers(pb, q)),
    sort: "data_vencimento,created,id",
    fields: FIELDS,
    batch: 500,
  })
  const comNome = await withAssociadoNames(token, items)
  return comNome.sort((a, b) => a.associado_nome.localeCompare(b.associado_nome, "pt-BR"))
}

/** The due `id` with its member's name, or null when it is gone (what a change's message names). */
export async function getMensalidadeComNome(token: string, id: string): Promise<MensalidadeComNome | null> {
  const mensalidade = await getMensalidade(token, id)
  return mensalidade && (await withAssociadoNames(token, [mensalidade]))[0]!
}

/** How many months the browser's list under 'Lançar' offers. */
const MESES_NA_LISTA = 12

/**
 * The months 'Lançar' offers, as the treasurer reads them ('dezembro/2026'): first the one PocketBase
 * suggests (the first from this one on with no due yet), then the months after it. Written here, so
 * the page's script carries no month names.
 */
export function mesesParaLancar(sugerido: string): string[] {
  return mesesAPartirDe(sugerido, MESES_NA_LISTA).map(mesPorExtenso)
}
