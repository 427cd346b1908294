// The board page's seats grouped as the loader shows them (current, beginning later, ended) and the
// current president's seat (the one a transfer ends), by São Paulo's day and the shared rule.
import { CARGOS, normalizeCargo } from "@veteranos/domain/cargos"
import { addDays, storedDay } from "@veteranos/domain/datas"
import { inTerm, MANDATO_ANOS } from "@veteranos/domain/mandatos"
import { isPresidentSeat } from "@veteranos/domain/papeis"
import type { Cargo, TipoCargo } from "./cargos"

/** A seat in its list: `futuro` when its term begins after today. */
export type CargoLinha = Cargo & { futuro: boolean }

const rank = (cargo: string) => {
  const index = (CARGOS as readonly string[]).indexOf(normalizeCargo(cargo))
  return index === -1 ? CARGOS.length : index
}

const byCargo = (a: Cargo, b: Cargo) =>
  rank(a.cargo) - rank(b.cargo) ||
  a.cargo.localeCompare(b.cargo, "pt-BR") ||
  a.nome.localeCompare(b.nome, "pt-BR")

/**
 * The seats by what `hoje` makes of them: each body's current seats (by position) followed by those
 * that begin later (soonest first), and every ended seat under 'Gestões anteriores' (latest first).
 */
export function groupCargos(cargos: readonly Cargo[], hoje: string) {
  const ended = (cargo: Cargo) => {
    const fim = storedDay(cargo.fim_mandato)
    return fim !== "" && fim < hoje
  }
  const body = (tipo: TipoCargo): CargoLinha[] => {
    const own = cargos.filter((cargo) => cargo.tipo === tipo && !ended(cargo))
    const current = own.filter((cargo) => inTerm(cargo, hoje)).sort(byCargo)
    const future = own
      .filter((cargo) => !inTerm(cargo, hoje))
      .sort((a, b) => a.inicio_mandato.localeCompare(b.inicio_mandato) || byCargo(a, b))
    return [...current.map((c) => ({ ...c, futuro: false })), ...future.map((c) => ({ ...c, futuro: true }))]
  }
  const anteriores = cargos
    .filter(ended)
    .sort((a, b) => b.fim_mandato.localeCompare(a.fim_mandato) || byCargo(a, b))
    .map((cargo) => ({ ...cargo, futuro: false }))
  return {
    diretoria: body("diretoria"),
    conselho: body("conselho"),
    escolinha: body("escolinha"),
    anteriores,
  }
}

/** The executive board's president's seat that counts on `hoje`, if any: the one a transfer ends. */
export function currentPresident(cargos: readonly Cargo[], hoje: string): Cargo | null {
  return cargos.find((cargo) => isPresidentSeat(cargo) && inTerm(cargo, hoje)) ?? null
}

/** The suggested last day of a term that begins on `inicio` (yyyy-MM-dd): MANDATO_ANOS years less a day. */
export function termEnd(inicio: string): string {
  const [year, month, day] = inicio.split("-").map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year + MANDATO_ANOS, month - 1, day))
  return addDays(next.toISOString().slice(0, 10), -1)
}
