// The public pages' models and the file route against the real PocketBase with the demo data.
import { inject } from "vitest"
import { describe, expect, it } from "vitest"
import { loader as arquivoLoader } from "~/routes/arquivos.$collection.$id.$filename"
import { loader as icsLoader } from "~/routes/eventos[.]ics"
import { listCalendarioAnual } from "~/features/eventos/calendario-anual.server"
import { listMembrosDiretoria } from "~/features/site/diretoria.server"
import { listDocumentos } from "~/features/documentos/documentos.server"
import { listEventosDoAno, listEventosFeed, listUpcomingEventos } from "~/features/eventos/eventos.server"
import { listGaleria } from "~/features/galeria/galerias.server"
import { listNiversDoMes } from "~/features/site/nivers.server"
import {
  currentMonth,
  currentYear,
  dayInSaoPaulo,
  isBirthdayOn,
  isSameDayAs,
  todayInSaoPaulo,
  toISODate,
} from "~/utils/format"
import { startOfDayInSaoPaulo } from "~/utils/instant.server"
import { adminClient, anonymousClient } from "../support/pocketbase"

const pbUrl = inject("pocketbaseUrl")
// The demo's "today" is the day the seed ran, not the clock now: a run across midnight stays right.
const demoNow = new Date(inject("demoNow"))
// The run's demo data, which no file changes (a file that writes has a PocketBase of its own).
const admin = await adminClient(pbUrl)
/** How many records of `collection` match `filter`, as the superuser counts them. */
const count = async (collection: string, filter = "") =>
  (await admin.collection(collection).getList(1, 1, { filter })).totalItems

async function callArquivo(collection: string, id: string, filename: string, search = "") {
  const request = new Request(
    `http://site.test/arquivos/${collection}/${id}/${encodeURIComponent(filename)}${search}`,
  )
  try {
    return await arquivoLoader({ request, params: { collection, id, filename }, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe("events", () => {
  it("lists the next events from today on, soonest first, with today's first", async () => {
    const today = todayInSaoPaulo(demoNow)
    const eventos = await listUpcomingEventos(3, demoNow)
    expect(eventos).toHaveLength(3)
    const dates = eventos.map((evento) => evento.data_evento)
    expect([...dates].sort()).toEqual(dates)
    // The demo's event of today is the first one.
    expect(isSameDayAs(eventos[0]!.data_evento, today)).toBe(true)
    expect(eventos).toContainEqual(
      expect.objectContaining({ titulo: "Jogo festivo dos veteranos", capacidade: 200 }),
    )
    for (const evento of eventos) expect(dayInSaoPaulo(evento.data_evento) >= today).toBe(true)
  })

  it("lists every event of the current year, in date order", async () => {
    const ano = currentYear(demoNow)
    const eventos = await listEventosDoAno(ano)
    const doAno = admin.filter("data_evento >= {:inicio} && data_evento < {:fim}", {
      inicio: startOfDayInSaoPaulo(`${ano}-01-01`),
      fim: startOfDayInSaoPaulo(`${ano + 1}-01-01`),
    })
    expect(eventos).toHaveLength(await count("eventos", doAno))
    expect(eventos.length).toBeGreaterThan(3)
    for (const evento of eventos) expect(dayInSaoPaulo(evento.data_evento).startsWith(String(ano))).toBe(true)
    const dates = eventos.map((evento) => evento.data_evento)
    expect([...dates].sort()).toEqual(dates)
    expect(await listEventosDoAno(1990)).toEqual([])
  })

  it("gives the feed's events with their record dates", async () => {
    const since = new Date(Date.now() - 365 * 86_400_000)
    const eventos = await listEventosFeed(since)
    expect(eventos).toHaveLength(await count("eventos", admin.filter("data_evento >= {:since}", { since })))
    expect(eventos.length).toBeGreaterThan(5)
    for (const evento of eventos) {
      expect(new Date(evento.data_evento.replace(" ", "T")).getTime()).toBeGreaterThanOrEqual(
        since.getTime() - 1000,
      )
      expect(evento.updated).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/)
    }
  })

  it("serves /eventos.ics as text/calendar with the demo events", async () => {
    const response = await icsLoader({
      request: new Request("http://site.test/eventos.ics"),
      params: {},
      context: {},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8")
    const body = await response.text()
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true)
    expect(body).toContain("SUMMARY:Jogo festivo dos veteranos")
    expect(body).toContain("UID:evento-")
  })

  it("reads the yearly programme", async () => {
    const programa = await listCalendarioAnual()
    expect(programa).toHaveLength(await count("calendario_anual"))
    expect(programa.length).toBeGreaterThanOrEqual(12)
    expect(programa).toContainEqual(expect.objectContaining({ mes: "Junho", evento: "Festa junina" }))
  })
})

describe("birthdays", () => {
  it("lists only the current month's active members, with today's among them", async () => {
    const month = currentMonth(demoNow)
    const nivers = await listNiversDoMes(month)
    expect(nivers).toHaveLength(await count("nivers", `mes = ${month}`))
    expect(nivers.length).toBeGreaterThanOrEqual(2)
    for (const niver of nivers) expect(Number(toISODate(niver.dt_nasc).slice(5, 7))).toBe(month)
    expect(
      nivers.filter((niver) => isBirthdayOn(niver.dt_nasc, todayInSaoPaulo(demoNow))).map((n) => n.nome),
    ).toContain("Carlos")
  })
})

describe("documents", () => {
  it("lists each category by name", async () => {
    const fundacionais = await listDocumentos("fundacional")
    const nomes = fundacionais.map((documento) => documento.nome)
    expect(nomes.filter((nome) => ["Ata de Fundação", "Estatuto Social"].includes(nome))).toEqual([
      "Ata de Fundação",
      "Estatuto Social",
    ])
    const regulamentos = await listDocumentos("regulamento")
    expect(regulamentos.map((documento) => documento.nome)).toContain("Regimento Interno")
    for (const documento of regulamentos) expect(documento.categoria).toBe("regulamento")
    const relatorios = await listDocumentos("relatorio")
    expect(relatorios).toHaveLength(await count("documentos", 'categoria = "relatorio"'))
    expect(relatorios.length).toBeGreaterThan(0)
    expect(relatorios.every((documento) => documento.arquivo.endsWith(".pdf"))).toBe(true)
  })
})

describe("gallery and photos", () => {
  it("lists the newest photos first, each with its picture", async () => {
    const fotos = await listGaleria("fotos", 50)
    expect(fotos).toHaveLength(Math.min(50, await count("fotos")))
    expect(fotos.length).toBeGreaterThanOrEqual(10)
    expect(fotos.map((foto) => foto.titulo)).toContain("Homenagem aos sócios fundadores")
    const dates = fotos.map((foto) => foto.data)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(fotos.some((foto) => foto.imagem)).toBe(true)
  })

  it("limits the school gallery to its published photos", async () => {
    expect(await listGaleria("galeria_escolinha", 4)).toHaveLength(4)
    const all = await listGaleria("galeria_escolinha", 10)
    // The demo keeps one photo of a child without image authorisation unpublished.
    expect(all).toHaveLength(Math.min(10, await count("galeria_escolinha", "publicada = true")))
    expect(all.length).toBeGreaterThanOrEqual(7)
    expect(all.every((imagem) => imagem.imagem)).toBe(true)
    // Newest first by the date the board gave each picture.
    const dates = all.map((imagem) => imagem.data)
    expect(dates.every(Boolean)).toBe(true)
    expect([...dates].sort().reverse()).toEqual(dates)
  })
})

describe("board", () => {
  it("lists the executive board, president first, and the fiscal council", async () => {
    const diretoria = await listMembrosDiretoria("diretoria", 10)
    const cargos = diretoria.map((membro) => membro.cargo)
    const demo = ["presidente", "vice-presidente", "financeiro", "secretario", "diretoria"]
    expect(cargos.filter((cargo) => demo.includes(cargo))).toEqual(demo)
    expect(diretoria[0]).toMatchObject({ nome: "José Carlos Ferreira", tipo: "diretoria" })
    expect(diretoria[0]!.inicio_mandato).toMatch(/^\d{4}-\d\d-\d\d/)
    const conselho = await listMembrosDiretoria("conselho", 5)
    expect(conselho.map((membro) => membro.cargo).sort()).toEqual([
      "conselheiro",
      "conselheiro",
      "presidente-conselho",
    ])
    expect(conselho.some((membro) => membro.email === "" && membro.telefone === "")).toBe(true)
    expect(await listMembrosDiretoria("conselho", 2)).toHaveLength(2)
  })
})

describe("the file route", () => {
  it("streams a document as a PDF download with its name and a long cache", async () => {
    const [estatuto] = (await listDocumentos("fundacional")).filter(
      (documento) => documento.nome === "Estatuto Social",
    )
    const response = await callArquivo("documentos", estatuto!.id, estatuto!.arquivo)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Estatuto Social.pdf"; filename*=UTF-8''Estatuto%20Social.pdf`,
    )
    expect(response.headers.get("cache-control")).toContain("max-age=31536000")
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
  })

  it("streams images inline and passes a thumbnail size on", async () => {
    const [imagem] = await listGaleria("galeria_escolinha", 1)
    const original = await callArquivo("galeria_escolinha", imagem!.id, imagem!.imagem)
    expect(original.status).toBe(200)
    expect(original.headers.get("content-type")).toBe("image/png")
    expect(original.headers.get("content-disposition")).toMatch(/^inline;/)
    const originalBytes = (await original.arrayBuffer()).byteLength
    const thumb = await callArquivo("galeria_escolinha", imagem!.id, imagem!.imagem, "?thumb=320x180")
    expect(thumb.status).toBe(200)
    const thumbBytes = await thumb.arrayBuffer()
    expect(thumbBytes.byteLength).toBeGreaterThan(0)
    expect(thumbBytes.byteLength).not.toBe(originalBytes)
  })

  it("answers 404 for a collection that is not public, a wrong file name or a missing record", async () => {
    const [estatuto] = await listDocumentos("fundacional")
    expect((await callArquivo("pedido_socio", estatuto!.id, estatuto!.arquivo)).status).toBe(404)
    expect((await callArquivo("documentos", estatuto!.id, "outro.pdf")).status).toBe(404)
    expect((await callArquivo("documentos", "naoexiste12345", estatuto!.arquivo)).status).toBe(404)
    expect((await callArquivo("documentos", "../../x", estatuto!.arquivo)).status).toBe(404)
  })

  it("never serves a file of a public record through a field that is not the public one", async () => {
    // A PocketBase answer for the same record and file exists; the route refuses other collections.
    const pb = anonymousClient(pbUrl)
    const fotos = await pb.collection("fotos").getList(1, 1)
    const foto = fotos.items[0]!
    expect((await callArquivo("documentos", foto.id, foto.imagem as string)).status).toBe(404)
  })
})
