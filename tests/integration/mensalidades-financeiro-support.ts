// What the treasurer's dues tests (tests/integration/mensalidades-*.test.ts and
// mudanca-concorrente.test.ts) share: the people, with their tokens, and the activity records. Each file has its own PocketBase, as they
// launch and change dues.
import type { FinanceiroPagina } from "~/features/mensalidades/financeiro.server"
import type { MensalidadesDoAssociado } from "~/features/mensalidades/mensalidades.server"
import { adminClient } from "../support/pocketbase"
import { createPerson, createPersonWithToken } from "./support"

/** The helpers bound to the PocketBase at `url` (the file's own, started by ownPocketBase). */
export async function financeiroKit(url: string) {
  const admin = await adminClient(url)

  const pessoa = (extra: Parameters<typeof createPerson>[1] = {}) => createPersonWithToken(url, extra)

  /** The people the dues' tests act as: the financial director, the president, another director and a member. */
  const cast = async () => ({
    financeiro: await pessoa({ board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
    presidente: await pessoa({ board: [{ cargo: "presidente", tipo: "diretoria" }] }),
    diretor: await pessoa({ board: [{ cargo: "secretario", tipo: "diretoria" }] }),
    socio: await pessoa({ associado: 1 }),
  })

  const atividades = (texto: string) =>
    admin.collection("atividades").getFullList({ filter: admin.filter("descricao ~ {:texto}", { texto }) })

  /** The data PocketBase's reader of the panel page `caminho` gives `token`, for the page's `query`. */
  const pagina = async <T>(token: string, caminho: string, query: Record<string, string> = {}) => {
    const { verifySessionWithPage } = await import("~/auth/verify-session.server")
    const { dados } = await verifySessionWithPage(token, caminho, new URLSearchParams(query))
    return dados as T
  }

  /** /painel/financeiro's data (?mes=, ?status=, ?q=, ?pagina=, ?ano=): the list and the year's sums. */
  const paginaFinanceiro = (token: string, query: Record<string, string> = {}) =>
    pagina<FinanceiroPagina>(token, "/painel/financeiro", query)

  /** What the member `token` owes, as /painel/mensalidades shows it. */
  const devido = async (token: string) =>
    (await pagina<MensalidadesDoAssociado>(token, "/painel/mensalidades")).devido

  return { admin, pessoa, cast, atividades, paginaFinanceiro, devido }
}
