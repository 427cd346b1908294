// The president's board page (/painel/diretoria) as pure helpers its forms use: the positions the
// form offers, and the term a new seat is suggested
// (docs/decisions/roles-and-access.md#seats-count-within-their-term). How the loader groups the
// seats is cargo-groups.server.ts.
import {
  CARGO_LABELS,
  cargoLabel,
  CARGOS_POR_TIPO,
  normalizeCargo,
  TIPO_LABELS,
} from "@veteranos/domain/cargos"

export type TipoCargo = keyof typeof TIPO_LABELS

/** A seat as the page shows it: the `view_diretoria` row (the seat with the person's name). */
export type Cargo = {
  id: string
  idCadGeral: string
  nome: string
  cargo: string
  tipo: TipoCargo
  email: string
  telefone: string
  inicio_mandato: string
  fim_mandato: string
  foto: string
}

/** The form's choice for a position of the executive board that is not in the list. */
export const OUTRO_CARGO = "outro"
export const OUTRO_CARGO_LABEL = "Outro cargo da diretoria"

const LABELS: Readonly<Record<string, string>> = CARGO_LABELS

/** True for a position the form lists (either body's), false for one typed by name. */
function isListedCargo(cargo: string): boolean {
  const listed: readonly string[] = [
    ...CARGOS_POR_TIPO.diretoria,
    ...CARGOS_POR_TIPO.conselho,
    ...CARGOS_POR_TIPO.escolinha,
  ]
  return listed.includes(normalizeCargo(cargo))
}

/**
 * The positions the form offers, none chosen at first: the executive board's, 'Outro cargo da
 * diretoria', the council's, the school's; plus `stored` when a seat being edited holds a known position the
 * lists leave out ("diretoria").
 */
export function cargoOptions(stored?: string): Array<{ value: string; label: string }> {
  const option = (value: string) => ({ value, label: cargoLabel(value) })
  const extra =
    stored && !isListedCargo(stored) && LABELS[normalizeCargo(stored)] ? [normalizeCargo(stored)] : []
  return [
    // Nothing chosen at first: the first listed position would make a new seat a second president.
    { value: "", label: "Escolha o cargo" },
    ...CARGOS_POR_TIPO.diretoria.map(option),
    ...extra.map(option),
    { value: OUTRO_CARGO, label: OUTRO_CARGO_LABEL },
    ...CARGOS_POR_TIPO.conselho.map(option),
    ...CARGOS_POR_TIPO.escolinha.map(option),
  ]
}

/** The form's values for a stored position: a listed or known one selected, any other typed by name. */
export function cargoFormValues(cargo: string): { cargo: string; cargo_outro: string } {
  const key = normalizeCargo(cargo)
  return LABELS[key] ? { cargo: key, cargo_outro: "" } : { cargo: OUTRO_CARGO, cargo_outro: cargo }
}

/**
 * A new seat's term as its form suggests it: from today (São Paulo's), MANDATO_ANOS years; and
 * `fimAnterior`, the last day of a term a transfer or 'Encerrar mandato' ends now (yesterday), each
 * yyyy-MM-dd.
 */
export type NovoMandato = { inicio: string; fim: string; fimAnterior: string }
