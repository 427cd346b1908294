import { describe, expect, it } from "vitest"
import { birthdaysOfMonth, groupByMonth, monthNumber, splitSemesters } from "~/features/eventos/calendar"
import { cargoLabel } from "@veteranos/domain/cargos"
import { initials } from "~/features/site/cargos"
import { thumbSrcSet } from "~/features/galeria/thumbnail"
import { fileUrl, isPublicFileCollection, THUMB_PATTERN } from "~/utils/files"
import { formatDayMonth, isSameDayAs } from "~/utils/format"

const evento = (id: string, titulo: string, data_evento: string) => ({
  id,
  titulo,
  data_evento,
  localizacao: "Sede",
})

describe("the yearly calendar", () => {
  it("groups the year's events and the programme by month, January to December", () => {
    const months = groupByMonth(
      [
        evento("b", "Festa junina", "2026-06-20 18:00:00.000Z"),
        evento("a", "Assembleia", "2026-03-14 09:00:00.000Z"),
        evento("c", "Torneio", "2026-03-02 09:00:00.000Z"),
      ],
      [
        { id: "p1", mes: "Dezembro", evento: "Confraternização" },
        { id: "p2", mes: "Março", evento: "Início das aulas" },
        { id: "p3", mes: "marco", evento: "Sem acento também vale" },
        { id: "p4", mes: "Brumário", evento: "Mês que não existe" },
      ],
    )
    expect(months.map((month) => month.nome)).toEqual([
      "Janeiro",
      "Fevereiro",
      "Março",
      "Abril",
      "Maio",
      "Junho",
      "Julho",
      "Agosto",
      "Setembro",
      "Outubro",
      "Novembro",
      "Dezembro",
    ])
    expect(months[2]?.itens.map((item) => item.titulo)).toEqual([
      "Torneio",
      "Assembleia",
      "Início das aulas",
      "Sem acento também vale",
    ])
    expect(months[2]?.itens[0]?.data).toBe("2026-03-02 09:00:00.000Z")
    expect(months[2]?.itens[2]?.data).toBeNull()
    expect(months[5]?.itens.map((item) => item.titulo)).toEqual(["Festa junina"])
    expect(months[11]?.itens.map((item) => item.titulo)).toEqual(["Confraternização"])
    expect(months.flatMap((month) => month.itens).some((item) => item.titulo === "Mês que não existe")).toBe(
      false,
    )
  })

  it("shows a programme entry once when the year has a dated event of the same name that month", () => {
    const months = groupByMonth(
      [evento("f", "Festa Junina", "2026-06-20 18:00:00.000Z")],
      [
        { id: "p", mes: "Junho", evento: "festa junina" },
        { id: "q", mes: "Julho", evento: "Festa junina" },
      ],
    )
    expect(months[5]?.itens).toHaveLength(1)
    expect(months[5]?.itens[0]?.data).not.toBeNull()
    expect(months[6]?.itens.map((item) => item.titulo)).toEqual(["Festa junina"])
  })

  it("places an event in the month of its São Paulo day", () => {
    const months = groupByMonth([
      // 22:30 on 31 December and 23:00 on 30 June in São Paulo, already the next month in UTC.
      evento("x", "Virada", "2027-01-01 01:30:00.000Z"),
      evento("y", "Arraial", "2026-07-01 02:00:00.000Z"),
    ])
    expect(months[11]?.itens.map((item) => item.titulo)).toEqual(["Virada"])
    expect(months[5]?.itens.map((item) => item.titulo)).toEqual(["Arraial"])
    expect(months[0]?.itens).toEqual([])
    expect(months[6]?.itens).toEqual([])
  })

  it("splits the year at July: 1º Semestre January to June, 2º Semestre July to December", () => {
    const [primeiro, segundo] = splitSemesters(groupByMonth([]))
    expect(primeiro.titulo).toBe("1º Semestre")
    expect(primeiro.meses.map((month) => month.nome)).toEqual([
      "Janeiro",
      "Fevereiro",
      "Março",
      "Abril",
      "Maio",
      "Junho",
    ])
    expect(segundo.titulo).toBe("2º Semestre")
    expect(segundo.meses.map((month) => month.nome)).toEqual([
      "Julho",
      "Agosto",
      "Setembro",
      "Outubro",
      "Novembro",
      "Dezembro",
    ])
  })

  it("reads Portuguese month names with or without accents", () => {
    expect(monthNumber("Março")).toBe(3)
    expect(monthNumber(" março ")).toBe(3)
    expect(monthNumber("Dezembro")).toBe(12)
    expect(monthNumber("December")).toBeNull()
  })
})

describe("today", () => {
  it("marks an event 'Hoje' by its São Paulo day, whatever its hour", () => {
    // 19:00 and 23:00 in São Paulo on the 23rd: 22:00 on the 23rd and 02:00 on the 24th in UTC.
    expect(isSameDayAs("2026-11-23 22:00:00.000Z", "2026-11-23")).toBe(true)
    expect(isSameDayAs("2026-11-24 02:00:00.000Z", "2026-11-23")).toBe(true)
    // 00:00 UTC on the 23rd is 21:00 on the 22nd in São Paulo.
    expect(isSameDayAs("2026-11-23 00:00:00.000Z", "2026-11-23")).toBe(false)
    expect(isSameDayAs("2026-11-24 03:00:00.000Z", "2026-11-23")).toBe(false)
    expect(isSameDayAs("2025-11-23 19:00:00.000Z", "2026-11-23")).toBe(false)
    expect(isSameDayAs("", "2026-11-23")).toBe(false)
  })
})

describe("birthdays of the month", () => {
  const people = [
    { id: "1", nome: "Carlos", dt_nasc: "1970-11-23 00:00:00.000Z" },
    { id: "2", nome: "Ana", dt_nasc: "1985-11-02 00:00:00.000Z" },
    { id: "3", nome: "Bruno", dt_nasc: "1961-12-23 00:00:00.000Z" },
    { id: "4", nome: "Beto", dt_nasc: "1990-11-02 00:00:00.000Z" },
    { id: "5", nome: "Sem data", dt_nasc: "" },
  ]

  it("keeps only the month's people, by day then name, never by year", () => {
    const list = birthdaysOfMonth(people, 11, "2026-11-23")
    expect(list.map((person) => person.nome)).toEqual(["Ana", "Beto", "Carlos"])
  })

  it("marks today's birthday and only it", () => {
    const list = birthdaysOfMonth(people, 11, "2026-11-23")
    expect(list.filter((person) => person.hoje).map((person) => person.nome)).toEqual(["Carlos"])
    expect(birthdaysOfMonth(people, 12, "2026-11-23").map((p) => [p.nome, p.hoje])).toEqual([
      ["Bruno", false],
    ])
  })

  it("gives an empty list for a month without birthdays", () => {
    expect(birthdaysOfMonth(people, 5, "2026-05-01")).toEqual([])
  })

  it("shows day and month only", () => {
    expect(formatDayMonth("1970-11-23 00:00:00.000Z")).toBe("23/11")
    expect(formatDayMonth("1970-11-23 00:00:00.000Z")).not.toContain("1970")
  })
})

describe("board cards", () => {
  it("names each position in Portuguese", () => {
    expect(cargoLabel("presidente")).toBe("Presidente")
    expect(cargoLabel("vice-presidente")).toBe("Vice-Presidente")
    expect(cargoLabel("financeiro")).toBe("Diretor Financeiro")
    expect(cargoLabel("secretario")).toBe("Secretário")
    expect(cargoLabel("diretoria")).toBe("Membro da Diretoria")
    expect(cargoLabel("conselheiro")).toBe("Conselheiro Fiscal")
    expect(cargoLabel(" Diretor de Esportes ")).toBe("Diretor de Esportes")
  })

  it("makes the avatar's initials from the first and last names", () => {
    expect(initials("José Carlos Ferreira")).toBe("JF")
    expect(initials("  maria ")).toBe("M")
    expect(initials("")).toBe("")
  })
})

describe("public file addresses", () => {
  it("serves files from the site's own origin, with thumbnails and a srcset", () => {
    expect(fileUrl("documentos", "abc123", "estatuto social.pdf")).toBe(
      "/arquivos/documentos/abc123/estatuto%20social.pdf",
    )
    expect(fileUrl("fotos", "abc123", "foto.png", "320x240")).toBe(
      "/arquivos/fotos/abc123/foto.png?thumb=320x240",
    )
    // Thumbnails only: the original's bytes are what a phone must not download.
    expect(thumbSrcSet("galeria_escolinha", "id1", "a.png", ["320x180", "720x405"])).toBe(
      "/arquivos/galeria_escolinha/id1/a.png?thumb=320x180 320w, /arquivos/galeria_escolinha/id1/a.png?thumb=720x405 720w",
    )
  })

  it("allows only the public collections and well-formed thumbnail sizes", () => {
    expect(isPublicFileCollection("documentos")).toBe(true)
    expect(isPublicFileCollection("pedido_socio")).toBe(false)
    expect(isPublicFileCollection("constructor")).toBe(false)
    expect(THUMB_PATTERN.test("640x360")).toBe(true)
    expect(THUMB_PATTERN.test("100x100t")).toBe(true)
    expect(THUMB_PATTERN.test("640x360;rm")).toBe(false)
  })
})
