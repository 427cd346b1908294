// The general assembly's notices on the public agenda: named by their kind, at the first call's time,
// where they meet, linking the notice; on /eventos a cancelled one is left out and a held one stays in
// the year's calendar only; in the feed a cancelled one says STATUS:CANCELLED.
import ICAL from "ical.js"
import { describe, expect, it } from "vitest"
import {
  agendaComAssembleias,
  assembleiaComoEvento,
  assembleiaLocal,
  type AssembleiaAgenda,
} from "~/features/eventos/assembleia-publica"
import { groupByMonth } from "~/features/eventos/calendar"
import { buildICalendar } from "~/features/eventos/icalendar"

const assembleia = (id: string, status: string, primeira_chamada: string): AssembleiaAgenda => ({
  id,
  tipo: "ordinaria",
  primeira_chamada,
  modalidade: "presencial",
  local: "Sede social",
  status,
  created: "2027-01-10 12:00:00.000Z",
  updated: "2027-01-10 12:00:00.000Z",
})

const evento = (id: string, data_evento: string) => ({
  id,
  titulo: `Evento ${id}`,
  descricao: "",
  data_evento,
  localizacao: "Campo",
  capacidade: 0,
})

describe("a notice as an agenda entry", () => {
  it("is 'Assembleia Geral Ordinária' at the first call, where it meets, linking its notice", () => {
    expect(assembleiaComoEvento(assembleia("ag1", "publicada", "2027-03-15 22:00:00.000Z"))).toMatchObject({
      titulo: "Assembleia Geral Ordinária",
      data_evento: "2027-03-15 22:00:00.000Z",
      localizacao: "Sede social",
      pagina: "/assembleias/ag1",
      cancelada: false,
    })
  })

  it("says where it meets: the address, online, or both", () => {
    expect(assembleiaLocal({ modalidade: "presencial", local: "Sede" })).toBe("Sede")
    expect(assembleiaLocal({ modalidade: "online", local: "" })).toBe("Online")
    expect(assembleiaLocal({ modalidade: "hibrida", local: "Sede" })).toBe("Sede e online")
  })
})

describe("/eventos with the notices", () => {
  const options = { today: "2027-03-01", ano: 2027, limite: 3 }
  const avisos = [
    assembleia("realizada", "encerrada", "2027-02-10 22:00:00.000Z"),
    assembleia("cancelada", "cancelada", "2027-03-20 22:00:00.000Z"),
    assembleia("proxima", "publicada", "2027-03-15 22:00:00.000Z"),
    assembleia("seguinte", "publicada", "2028-01-20 22:00:00.000Z"),
  ].filter((item) => item.status !== "cancelada") // the page asks PocketBase for NA_AGENDA only

  it("lists the notices to come among the next events, soonest first and no more than the limit", () => {
    const { proximos } = agendaComAssembleias(
      {
        proximos: [evento("e1", "2027-03-10 22:00:00.000Z"), evento("e2", "2027-04-01 22:00:00.000Z")],
        doAno: [],
      },
      avisos,
      options,
    )
    expect(proximos.map((item) => item.id)).toEqual(["e1", "proxima", "e2"])
  })

  it("keeps a held notice in the year's calendar, linking its notice, and leaves next year's out", () => {
    const { doAno } = agendaComAssembleias({ proximos: [], doAno: [] }, avisos, options)
    expect(doAno.map((item) => item.id)).toEqual(["realizada", "proxima"])
    const fevereiro = groupByMonth(doAno)[1]!
    expect(fevereiro.itens).toMatchObject([
      { titulo: "Assembleia Geral Ordinária", link: "/assembleias/realizada" },
    ])
  })
})

describe("the feed with the notices", () => {
  it("lists a notice as an event of its own, and a cancelled one as CANCELLED", () => {
    const feed = buildICalendar(
      [
        assembleiaComoEvento(assembleia("ag1", "publicada", "2027-03-15 22:00:00.000Z")),
        assembleiaComoEvento(assembleia("ag2", "cancelada", "2027-04-15 22:00:00.000Z")),
      ].map(({ pagina, ...entry }) => ({
        ...entry,
        tipo: "assembleia" as const,
        url: `https://veteranos.test${pagina}`,
      })),
      { host: "veteranos.test", pageUrl: "https://veteranos.test/eventos", prodId: "-//T//T//PT-BR" },
    )
    const events = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents("vevent").map((vevent) => ({
      uid: vevent.getFirstPropertyValue("uid"),
      summary: vevent.getFirstPropertyValue("summary"),
      start: String(vevent.getFirstPropertyValue("dtstart")),
      url: vevent.getFirstPropertyValue("url"),
      status: vevent.getFirstPropertyValue("status"),
    }))
    expect(events).toEqual([
      {
        uid: "assembleia-ag1@veteranos.test",
        summary: "Assembleia Geral Ordinária",
        start: "2027-03-15T22:00:00Z",
        url: "https://veteranos.test/assembleias/ag1",
        status: null,
      },
      {
        uid: "assembleia-ag2@veteranos.test",
        summary: "Assembleia Geral Ordinária",
        start: "2027-04-15T22:00:00Z",
        url: "https://veteranos.test/assembleias/ag2",
        status: "CANCELLED",
      },
    ])
  })
})
