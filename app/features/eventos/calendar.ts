// Pure helpers of the public agenda: the yearly calendar (months and semesters), today's events and
// the birthdays of the month. No I/O, so the pages and the unit tests share them.
import { foldForSearch } from "@veteranos/domain/busca"
import { MESES } from "@veteranos/domain/datas"
import { eventoPublicoPath } from "~/features/eventos/evento-publico"
import { dayInSaoPaulo, isBirthdayOn, toISODate, type Mes } from "~/utils/format"

/** One line of the yearly calendar: a dated event of the year, or an entry of calendario_anual. */
type CalendarItem = {
  key: string
  titulo: string
  /** PocketBase date of a dated event; null for a yearly-programme entry (month only). */
  data: string | null
  localizacao?: string
  /** A dated event's own page. */
  link?: string
}

export type CalendarMonth = { mes: number; nome: Mes; itens: CalendarItem[] }

/** `pagina`: the page of an entry that is no event (an assembly's notice). */
type DatedEvent = { id: string; titulo: string; data_evento: string; localizacao?: string; pagina?: string }
type YearlyEntry = { id: string; mes: string; evento: string }

/** 1-12 for a Portuguese month name ("Março" or "marco"), or null. */
export function monthNumber(nome: string): number | null {
  const wanted = foldForSearch(nome)
  const index = MESES.findIndex((mes) => foldForSearch(mes) === wanted)
  return index === -1 ? null : index + 1
}

/**
 * The twelve months, January first, each with its items: the year's dated events (soonest first,
 * each in the month of its São Paulo day) and the yearly programme's entries. An entry whose text is the title of a dated event of the same
 * month is the same happening: only the dated event is kept.
 */
export function groupByMonth(
  eventos: ReadonlyArray<DatedEvent>,
  programa: ReadonlyArray<YearlyEntry> = [],
): CalendarMonth[] {
  const months: CalendarMonth[] = MESES.map((nome, index) => ({ mes: index + 1, nome, itens: [] }))
  // Each event's São Paulo day worked out once, not in every comparison of the sort.
  const dated = eventos
    .map((evento) => ({ evento, dia: dayInSaoPaulo(evento.data_evento) }))
    .filter(({ dia }) => dia !== "")
    .sort((a, b) => a.dia.localeCompare(b.dia) || a.evento.data_evento.localeCompare(b.evento.data_evento))
  for (const { evento, dia } of dated) {
    const mes = Number(dia.slice(5, 7))
    months[mes - 1]?.itens.push({
      key: `evento-${evento.id}`,
      titulo: evento.titulo,
      data: evento.data_evento,
      localizacao: evento.localizacao || undefined,
      link: evento.pagina ?? eventoPublicoPath(evento.id),
    })
  }
  for (const entry of programa) {
    const mes = monthNumber(entry.mes)
    const month = mes ? months[mes - 1] : undefined
    if (!month) continue
    const duplicate = month.itens.some(
      (item) => item.data !== null && foldForSearch(item.titulo) === foldForSearch(entry.evento),
    )
    if (!duplicate) month.itens.push({ key: `programa-${entry.id}`, titulo: entry.evento, data: null })
  }
  return months
}

/** '1º Semestre' is January to June, '2º Semestre' July to December. */
export function splitSemesters(months: ReadonlyArray<CalendarMonth>) {
  return [
    { titulo: "1º Semestre", meses: months.filter((month) => month.mes <= 6) },
    { titulo: "2º Semestre", meses: months.filter((month) => month.mes >= 7) },
  ] as const
}

export type Aniversariante = { id: string; nome: string; dt_nasc: string }

/**
 * The birthdays of `month` (1-12), by day of the month then name, each marked when it is today's.
 * The server already asks PocketBase for the month only; this keeps the page right whatever the
 * source returns, and orders by day (the year of birth must not matter).
 */
export function birthdaysOfMonth<T extends Aniversariante>(
  people: ReadonlyArray<T>,
  month: number,
  today: string,
): Array<T & { hoje: boolean }> {
  const monthKey = String(month).padStart(2, "0")
  return people
    .map((person) => ({ person, date: toISODate(person.dt_nasc) }))
    .filter(({ date }) => date !== "" && date.slice(5, 7) === monthKey)
    .sort(
      (a, b) =>
        a.date.slice(8).localeCompare(b.date.slice(8)) || a.person.nome.localeCompare(b.person.nome, "pt-BR"),
    )
    .map(({ person }) => ({ ...person, hoje: isBirthdayOn(person.dt_nasc, today) }))
}
