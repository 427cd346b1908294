// The public pages' loaders at the edges of São Paulo's day, with a fixed clock: 21:30 there is
// already the next day in UTC, and 23:59 on the last day of a month is already the next month.
// In a PocketBase of this file's own: its events and birthdays would otherwise be among the demo's
// that other files count.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { listUpcomingEventos } = await import("~/features/eventos/eventos.server")
const { loader: homeLoader } = await import("~/routes/_index")
const { loader: eventosLoader } = await import("~/routes/eventos")
const admin = await adminClient(db.url)

const args = (path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context: {} })

/** Fixes the clock (Date only: the HTTP client's own timers keep running). */
function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date(instant))
}

describe("São Paulo's day on the public pages", () => {
  const arrange = (collection: string, data: Record<string, unknown>) =>
    admin.collection(collection).create(data)

  beforeAll(async () => {
    // 30/11/2031 at 19:00 in São Paulo, 22:00 UTC.
    await arrange("eventos", { titulo: "Jantar do fim de novembro", data_evento: "2031-11-30 22:00:00.000Z" })
    // 31/12/2030 at 22:30 in São Paulo: 01:30 UTC on 1 January 2031.
    await arrange("eventos", { titulo: "Réveillon na sede", data_evento: "2031-01-01 01:30:00.000Z" })
    const pessoa = await arrange("cadastro_geral", {
      nome: "Ultimília do Último Dia",
      email: "ultimo.dia.sp@exemplo.org",
      password: "senha-de-teste-123",
      passwordConfirm: "senha-de-teste-123",
      dt_nasc: "1961-11-30",
      aniversario_publico: true,
    })
    await arrange("associados", { nome: pessoa.nome, id_cadastro_geral: pessoa.id, status: 1 })
    const vizinho = await arrange("cadastro_geral", {
      nome: "Seguinildo do Dia Seguinte",
      email: "dia.seguinte.sp@exemplo.org",
      password: "senha-de-teste-123",
      passwordConfirm: "senha-de-teste-123",
      dt_nasc: "1963-12-01",
      aniversario_publico: true,
    })
    await arrange("associados", { nome: vizinho.nome, id_cadastro_geral: vizinho.id, status: 1 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  for (const [label, instant] of [
    ["21:30", "2031-12-01T00:30:00Z"],
    ["23:59", "2031-12-01T02:59:00Z"],
  ] as const) {
    it(`at ${label} on 30 November the home page still shows that day's event as 'Hoje' and November's birthdays`, async () => {
      clockAt(instant)
      const home = await homeLoader(args("/"))
      expect(home.eventos[0]).toMatchObject({ titulo: "Jantar do fim de novembro", hoje: true })
      expect(home.mes).toBe("Novembro")
      const nomes = home.aniversariantes.map((pessoa) => pessoa.nome)
      // The public list gives first names (docs/decisions/lgpd-and-privacy.md#what-is-public).
      expect(nomes).not.toContain("Seguinildo")
      expect(home.aniversariantes.find((pessoa) => pessoa.nome === "Ultimília")).toEqual(
        expect.objectContaining({ dia: "30/11", hoje: true }),
      )
      // The dashboard's list is the same model call.
      expect((await listUpcomingEventos(3))[0]?.titulo).toBe("Jantar do fim de novembro")
    })
  }

  it("at 21:30 on 31 December the events page is still that year's, with the evening's event 'Hoje' in December", async () => {
    clockAt("2031-01-01T00:30:00Z")
    const page = await eventosLoader(args("/eventos"))
    expect(page.ano).toBe(2030)
    expect(page.today).toBe("2030-12-31")
    expect(page.proximos[0]).toMatchObject({ titulo: "Réveillon na sede", hoje: true })
    const dezembro = page.semestres[1].meses.find((mes) => mes.nome === "Dezembro")
    expect(dezembro?.itens.map((item) => item.titulo)).toContain("Réveillon na sede")
  })

  it("at 00:30 on 1 December in São Paulo, 30 November's event is no longer upcoming", async () => {
    clockAt("2031-12-01T03:30:00Z")
    const home = await homeLoader(args("/"))
    expect(home.eventos.map((evento) => evento.titulo)).not.toContain("Jantar do fim de novembro")
    expect(home.mes).toBe("Dezembro")
  })
})
