// An event's capacity as every page and the calendar file write it.
import { plural } from "~/utils/format"

/** "Capacidade: 200 pessoas", "Capacidade: 1 pessoa". */
export const capacidadeLabel = (capacidade: number) =>
  `Capacidade: ${plural(capacidade, "pessoa", "pessoas")}`
