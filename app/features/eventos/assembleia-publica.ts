// The general assembly's notice on the public agenda (docs/decisions/general-assembly.md#the-notice-is-public):
// its own page's address, where it meets in a line, and the notice as one more entry of /eventos and
// its iCalendar feed, named 'Assembleia Geral Ordinária' and linking its notice rather than an
// event's page. Pure: the pages and the unit tests share it.
import { assembleiaTitulo, MODALIDADE_LABELS } from "@veteranos/domain/assembleias"
import type { Evento, EventoFeed } from "~/features/eventos/eventos.server"
import { dayInSaoPaulo } from "~/utils/format"

/** An assembly as the public agenda reads it (a notice that was published). */
export type AssembleiaAgenda = {
  id: string
  tipo: string
  primeira_chamada: string
  modalidade: string
  local: string
  status: string
  created: string
  updated: string
}

/** The notice's own public page. */
export const assembleiaPublicaPath = (id: string) => `/assembleias/${encodeURIComponent(id)}`

/** An election item's public result, once its vote closed: the count and every receipt code. */
export const apuracaoPath = (id: string, item: string) =>
  `${assembleiaPublicaPath(id)}/apuracao/${encodeURIComponent(item)}`

/**
 * Where it meets, in one line: the address, 'Online' (a video call, whose link is on the notice), or
 * both.
 */
export function assembleiaLocal({ modalidade, local }: Pick<AssembleiaAgenda, "modalidade" | "local">) {
  const endereco = local.trim()
  if (modalidade === "online") return MODALIDADE_LABELS.online
  if (modalidade === "hibrida") return endereco ? `${endereco} e online` : MODALIDADE_LABELS.online
  return endereco
}

/**
 * An agenda entry: an event's fields, its own page (`pagina`), and whether it was cancelled (the
 * feed keeps it as STATUS:CANCELLED, so a subscriber's calendar drops it).
 */
export type AgendaEntry = EventoFeed & { pagina?: string; cancelada?: boolean }

/** The notice as an entry of the agenda, at the first call's time. */
export function assembleiaComoEvento(assembleia: AssembleiaAgenda): AgendaEntry {
  return {
    id: assembleia.id,
    titulo: assembleiaTitulo(assembleia.tipo),
    descricao: "Edital de convocação publicado.",
    data_evento: assembleia.primeira_chamada,
    localizacao: assembleiaLocal(assembleia),
    capacidade: 0,
    created: assembleia.created,
    updated: assembleia.updated,
    pagina: assembleiaPublicaPath(assembleia.id),
    cancelada: assembleia.status === "cancelada",
  }
}

/** Events and notices together, soonest first. */
export function byStart<T extends { data_evento: string }>(a: T, b: T) {
  return a.data_evento.localeCompare(b.data_evento)
}

/**
 * /eventos with the notices (of `NA_AGENDA`'s statuses, from the year's start on) among its events:
 * the next ones, to come or being held, soonest first and `limite` in all; and the year's calendar,
 * which keeps those held.
 */
export function agendaComAssembleias<E extends Evento>(
  eventos: { proximos: E[]; doAno: E[] },
  assembleias: ReadonlyArray<AssembleiaAgenda>,
  { today, ano, limite }: { today: string; ano: number; limite: number },
): { proximos: Array<E | AgendaEntry>; doAno: Array<E | AgendaEntry> } {
  const entries = assembleias.map((assembleia) => ({
    entry: assembleiaComoEvento(assembleia),
    dia: dayInSaoPaulo(assembleia.primeira_chamada),
    aindaVem: assembleia.status === "publicada" || assembleia.status === "aberta",
  }))
  const proximos = entries.filter(({ dia, aindaVem }) => aindaVem && dia >= today).map(({ entry }) => entry)
  const doAno = entries.filter(({ dia }) => dia.slice(0, 4) === String(ano)).map(({ entry }) => entry)
  return {
    proximos: [...eventos.proximos, ...proximos].sort(byStart).slice(0, limite),
    doAno: [...eventos.doAno, ...doAno].sort(byStart),
  }
}
