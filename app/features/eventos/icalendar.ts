// The events as an iCalendar feed (RFC 5545), written by hand: a few lines of text do not need a
// library on the server. Each start is the stored instant in UTC ("Z"), which every calendar app
// shows in its own zone (19:00 in São Paulo is 22:00Z); X-WR-TIMEZONE names the association's zone
// for apps that show a calendar in it. Lines end in CRLF, folded at 75 octets; text is escaped.
import { TIME_ZONE } from "@veteranos/domain/datas"
import { parseDate } from "~/utils/format"
import { capacidadeLabel } from "~/features/eventos/capacidade"

export type ICalEvent = {
  id: string
  /** What the record is (UIDs of an event, a reservation and an assembly with the same id must differ). */
  tipo?: "evento" | "reserva" | "assembleia"
  titulo: string
  descricao?: string
  data_evento: string
  /** When it ends, if known (a reservation's end); without one the entry lasts `DURACAO_SEM_FIM`. */
  fim?: string
  localizacao?: string
  capacidade?: number
  created?: string
  updated?: string
  /** Its own page, absolute; without one, the calendar's page (`pageUrl`). */
  url?: string
  /** Called off: kept in the feed as STATUS:CANCELLED, so a subscriber's calendar drops it. */
  cancelada?: boolean
}

export type ICalendarOptions = {
  /**
   * A feed to subscribe to: its name in the phone's calendar app, and how often the app polls it.
   * Without it the file is one to import (an event added to the calendar the person picks).
   */
  nome?: string
  /** Host part of every UID, so they are unique worldwide: the site's host name. */
  host: string
  /** Absolute address of the calendar's page, the URL of each event without a page of its own. */
  pageUrl: string
  prodId: string
  now?: Date
}

/**
 * How long an entry lasts when nothing says when it ends (events have a start only): 2 h, so a
 * calendar shows a block, not a zero-minute event (docs/decisions/events.md#a-calendar-entry-ends).
 */
const DURACAO_SEM_FIM_MS = 2 * 60 * 60 * 1000

/** 2026-11-23T19:00:00Z → "20261123T190000Z" (the UTC form of DATE-TIME). */
export function toICalDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "")
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
}

const encoder = new TextEncoder()

/**
 * Folds a content line so no line is longer than 75 octets (RFC 5545 section 3.1): the rest goes
 * on continuation lines that start with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ""
  let octets = 0
  let limit = 75
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = " "
      octets = 1
      limit = 75
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join("\r\n")
}

function describe(evento: ICalEvent): string {
  const lines = [evento.descricao?.trim() ?? ""]
  if (evento.capacidade) lines.push(capacidadeLabel(evento.capacidade))
  return lines.filter(Boolean).join("\n")
}

/** The whole feed, CRLF-terminated. Events without a valid date are left out. */
export function buildICalendar(eventos: ReadonlyArray<ICalEvent>, options: ICalendarOptions): string {
  const stamp = toICalDateTime(options.now ?? new Date())
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-TIMEZONE:${TIME_ZONE}`,
  ]
  if (options.nome) {
    lines.push(
      `X-WR-CALNAME:${escapeText(options.nome)}`,
      // Calendar apps that subscribe poll again after this interval.
      "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
      "X-PUBLISHED-TTL:PT6H",
    )
  }
  for (const evento of eventos) {
    const start = parseDate(evento.data_evento)
    if (!start) continue
    const updated = parseDate(evento.updated)
    const created = parseDate(evento.created)
    lines.push(
      "BEGIN:VEVENT",
      `UID:${evento.tipo ?? "evento"}-${evento.id}@${options.host}`,
      `DTSTAMP:${updated ? toICalDateTime(updated) : stamp}`,
      `DTSTART:${toICalDateTime(start)}`,
    )
    const end = parseDate(evento.fim) ?? new Date(start.getTime() + DURACAO_SEM_FIM_MS)
    lines.push(`DTEND:${toICalDateTime(end)}`)
    lines.push(`SUMMARY:${escapeText(evento.titulo)}`)
    if (evento.cancelada) lines.push("STATUS:CANCELLED")
    const description = describe(evento)
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`)
    if (evento.localizacao?.trim()) lines.push(`LOCATION:${escapeText(evento.localizacao.trim())}`)
    lines.push(`URL:${evento.url ?? options.pageUrl}`)
    if (created) lines.push(`CREATED:${toICalDateTime(created)}`)
    if (updated) lines.push(`LAST-MODIFIED:${toICalDateTime(updated)}`)
    lines.push("END:VEVENT")
  }
  lines.push("END:VCALENDAR")
  return lines.map(foldLine).join("\r\n") + "\r\n"
}
