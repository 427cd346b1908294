// An event's capacity as every page and the calendar file write it: "Capacidade" once, whether
// beside its label (the panel's event page) or on its own line (the cards, the .ics).
import { plural } from "~/utils/format"

/** "200 pessoas", "1 pessoa": under a "Capacidade" label. */
export const pessoasLabel = (capacidade: number) => plural(capacidade, "pessoa", "pessoas")

/** "Capacidade: 200 pessoas", "Capacidade: 1 pessoa": on a line of its own. */
export const capacidadeLabel = (capacidade: number) => `Capacidade: ${pessoasLabel(capacidade)}`
