import ICAL from "ical.js"
import { describe, expect, it } from "vitest"
import {
  buildICalendar,
  escapeText,
  foldLine,
  type ICalEvent,
  toICalDateTime,
} from "~/features/eventos/icalendar"
import { buildDemoData } from "../../pocketbase/seed/demo-data.mjs"
import { createRng } from "../../pocketbase/seed/random.mjs"

const options = {
  nome: "Associação dos Veteranos – Eventos",
  host: "veteranos.test",
  pageUrl: "https://veteranos.test/eventos",
  prodId: "-//AVVN//Eventos da associação//PT-BR",
  now: new Date("2026-11-23T10:00:00Z"),
}

const longDescription =
  "Partida festiva entre os times Verde e Amarelo dos veteranos, aberta às famílias; depois do jogo, lanche na sede.\nTraga a sua cadeira, o seu chapéu e muita disposição — ação, emoção e coração!"

const eventos = [
  {
    id: "evt1",
    titulo: "Jogo festivo, com lanche; e \\ barra",
    descricao: longDescription,
    data_evento: "2026-11-23 19:00:00.000Z",
    localizacao: "Campo municipal, portão 2",
    capacidade: 200,
    created: "2026-10-01 12:00:00.000Z",
    updated: "2026-10-02 08:30:00.000Z",
  },
  {
    id: "evt2",
    titulo: "Assembleia",
    descricao: "",
    data_evento: "2027-03-14 09:00:00.000Z",
    localizacao: "",
    capacidade: 0,
  },
  { id: "evt3", titulo: "Sem data", descricao: "", data_evento: "", localizacao: "", capacidade: 0 },
]

describe("the iCalendar feed", () => {
  const ics = buildICalendar(eventos, options)

  it("parses back with an iCalendar parser, with the events' words and UTC times", () => {
    const calendar = new ICAL.Component(ICAL.parse(ics))
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBe(options.prodId)
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(options.nome)

    const vevents = calendar.getAllSubcomponents("vevent")
    expect(vevents).toHaveLength(2)
    const first = new ICAL.Event(vevents[0]!)
    expect(first.uid).toBe("evento-evt1@veteranos.test")
    expect(first.summary).toBe("Jogo festivo, com lanche; e \\ barra")
    expect(first.location).toBe("Campo municipal, portão 2")
    expect(first.description).toBe(`${longDescription}\nCapacidade: 200 pessoas`)
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-11-23T19:00:00.000Z")
    expect(first.startDate.zone?.tzid).toBe("UTC")
    expect(vevents[0]!.getFirstPropertyValue("url")).toBe(options.pageUrl)
    expect(String(vevents[0]!.getFirstPropertyValue("dtstamp"))).toBe("2026-10-02T08:30:00Z")
    expect(String(vevents[0]!.getFirstPropertyValue("last-modified"))).toBe("2026-10-02T08:30:00Z")

    const second = new ICAL.Event(vevents[1]!)
    expect(second.summary).toBe("Assembleia")
    expect(second.startDate.toJSDate().toISOString()).toBe("2027-03-14T09:00:00.000Z")
    expect(vevents[1]!.hasProperty("location")).toBe(false)
    expect(vevents[1]!.hasProperty("description")).toBe(false)
    // Without a modification date, DTSTAMP is the moment the feed was made.
    expect(String(vevents[1]!.getFirstPropertyValue("dtstamp"))).toBe("2026-11-23T10:00:00Z")
  })

  it("ends every line in CRLF and keeps lines within 75 octets", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true)
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    const lines = ics.split("\r\n").slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(" "))).toBe(true)
  })
})

describe("the feed of the demo events", () => {
  // The seed at 21:30 in São Paulo on 23 November (00:30 UTC on the 24th): the demo's event of today
  // is 'Jogo festivo dos veteranos' at 19:00 in São Paulo, on the 23rd.
  const records = buildDemoData({ now: new Date("2026-11-24T00:30:00Z"), rng: createRng(1) })
  const demoEventos = records
    .filter((record) => record.collection === "eventos")
    .map((record) => record.data as unknown as ICalEvent)
  const ics = buildICalendar(demoEventos, options)
  const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent")
  const jogo = vevents
    .map((vevent) => new ICAL.Event(vevent))
    .find((e) => e.summary === "Jogo festivo dos veteranos")

  it("carries the real instant: 19:00 in São Paulo is 22:00 UTC", () => {
    expect(ics).toContain("DTSTART:20261123T220000Z")
    expect(jogo?.startDate.toJSDate().toISOString()).toBe("2026-11-23T22:00:00.000Z")
  })

  it("ends each entry when it ends, or 2 h after its start when nothing says", () => {
    expect(ics).toContain("DTEND:20261124T000000Z")
    expect(jogo?.endDate.toJSDate().toISOString()).toBe("2026-11-24T00:00:00.000Z")
    const reserva = {
      id: "r1",
      tipo: "reserva" as const,
      titulo: "Churrasco",
      data_evento: "2026-11-28 13:00:00.000Z",
    }
    const file = buildICalendar([{ ...reserva, fim: "2026-11-28 17:30:00.000Z" }], options)
    expect(file).toContain("DTSTART:20261128T130000Z\r\nDTEND:20261128T173000Z\r\n")
  })

  it("names the association's zone for calendar apps", () => {
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue("x-wr-timezone")).toBe(
      "America/Sao_Paulo",
    )
  })
})

describe("iCalendar pieces", () => {
  it("writes UTC date-times in the basic form", () => {
    expect(toICalDateTime(new Date("2026-01-05T08:05:09.123Z"))).toBe("20260105T080509Z")
  })

  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf")
  })

  it("folds long lines without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"ação ".repeat(40)}`
    const folded = foldLine(line)
    const parts = folded.split("\r\n")
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) {
      expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75)
      expect(part).not.toContain("\uFFFD")
    }
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line)
    expect(foldLine("SHORT:ok")).toBe("SHORT:ok")
  })
})
