// The public board listing (the `diretoria_publica` view: each current seat with the person's name,
// and its contact only where the holder chose to publish it: docs/decisions/lgpd-and-privacy.md#what-is-public).
// Role lookups for login live in diretoria-role.server.ts.
import { CARGOS } from "@veteranos/domain/cargos"
import { inTerm } from "@veteranos/domain/mandatos"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { createPocketBase } from "~/http/pocketbase.server"

export type TipoDiretoria = "diretoria" | "conselho"

export type MembroDiretoria = {
  /** Equals the `diretoria` record's id, so the photo is served from diretoria.foto. */
  id: string
  cargo: string
  tipo: TipoDiretoria
  nome: string
  email: string
  telefone: string
  inicio_mandato: string
  fim_mandato: string
  foto: string
}

// The order a visitor expects on the cards (the shared rules' positions); other positions follow
// alphabetically.
const CARGO_ORDEM: readonly string[] = CARGOS

function compareCargo(a: { cargo: string; nome: string }, b: { cargo: string; nome: string }) {
  const rank = (cargo: string) => {
    const index = CARGO_ORDEM.indexOf(cargo.toLowerCase())
    return index === -1 ? CARGO_ORDEM.length : index
  }
  return (
    rank(a.cargo) - rank(b.cargo) ||
    a.cargo.localeCompare(b.cargo, "pt-BR") ||
    a.nome.localeCompare(b.nome, "pt-BR")
  )
}

/**
 * The current members of the executive board or the fiscal council (their term holds `hoje`, São
 * Paulo's day: docs/decisions/roles-and-access.md#seats-count-within-their-term), by position, up to
 * `limit`.
 */
export async function listMembrosDiretoria(
  tipo: TipoDiretoria,
  limit: number,
  hoje: string = todayInSaoPaulo(),
): Promise<MembroDiretoria[]> {
  const pb = createPocketBase()
  // All seats of the kind (a handful per term), so the term and the order by position are applied
  // before the limit.
  const items = await pb.collection("diretoria_publica").getFullList<MembroDiretoria>({
    filter: pb.filter("tipo = {:tipo}", { tipo }),
    sort: "cargo,nome",
    fields: "id,cargo,tipo,nome,email,telefone,inicio_mandato,fim_mandato,foto",
    batch: 200,
  })
  return items
    .filter((membro) => inTerm(membro, hoje))
    .sort(compareCargo)
    .slice(0, limit)
}
