// The public models on an empty database (empty lists), then on a stopped one (a read failure is
// logged and gives an empty list: SPEC.md section 8).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { listCalendarioAnual } from "~/models/calendario-anual.server"
import { listMembrosDiretoria } from "~/models/diretoria.server"
import { listDocumentos } from "~/models/documentos.server"
import { listEventosDoAno, listEventosFeed, listUpcomingEventos } from "~/models/eventos.server"
import { listFotos } from "~/models/fotos.server"
import { listGaleriaEscolinha } from "~/models/galeria-escolinha.server"
import { listNiversDoMes } from "~/models/nivers.server"
import { startTestPocketBase, type TestPocketBase } from "../support/pocketbase"

let server: TestPocketBase | undefined

// Models read POCKETBASE_URL once per test file (env.server.ts caches it): set it before any read.
beforeAll(async () => {
  server = await startTestPocketBase()
  process.env.POCKETBASE_URL = server.url
})

afterAll(async () => {
  await server?.stop()
})

const everyList = () =>
  Promise.all([
    listUpcomingEventos(3),
    listEventosDoAno(new Date().getUTCFullYear()),
    listEventosFeed(new Date(0)),
    listCalendarioAnual(),
    listDocumentos("fundacional"),
    listDocumentos("regulamento"),
    listDocumentos("relatorio"),
    listFotos(50),
    listGaleriaEscolinha(10),
    listNiversDoMes(new Date().getUTCMonth() + 1),
    listMembrosDiretoria("diretoria", 10),
    listMembrosDiretoria("conselho", 5),
  ])

describe("public lists", () => {
  it("are empty on an empty database", async () => {
    const lists = await everyList()
    for (const list of lists) expect(list).toEqual([])
  })

  it("are empty, and the failure logged, when PocketBase does not answer", async () => {
    await server?.stop()
    server = undefined
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      const lists = await everyList()
      for (const list of lists) expect(list).toEqual([])
      expect(log).toHaveBeenCalledTimes(12)
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^Falha ao ler /)
    } finally {
      log.mockRestore()
    }
  })
})
