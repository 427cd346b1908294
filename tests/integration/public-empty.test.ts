// The public models on an empty database (empty lists), then on a stopped one: the models throw, and
// the public pages log the failure and show their empty state (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { listCalendarioAnual } from "~/features/eventos/calendario-anual.server"
import { listMembrosDiretoria } from "~/features/site/diretoria.server"
import { listDocumentos } from "~/features/documentos/documentos.server"
import { listEventosDoAno, listEventosFeed, listUpcomingEventos } from "~/features/eventos/eventos.server"
import { listGaleria } from "~/features/galeria/galerias.server"
import { listNiversDoMes } from "~/features/site/nivers.server"
import { loader as arquivoLoader } from "~/routes/arquivos.$collection.$id.$filename"
import { loader as homeLoader } from "~/routes/_index"
import { loader as diretoriaLoader } from "~/routes/diretoria"
import { loader as documentosLoader } from "~/routes/documentos"
import { loader as eventosLoader } from "~/routes/eventos"
import { loader as galeriaLoader } from "~/routes/galeria/route"
import { encodePng } from "../../pocketbase/seed/png.mjs"
import { thisYear, today } from "../support/hoje"
import { adminClient, startTestPocketBase, type TestPocketBase } from "../support/pocketbase"
import { template } from "./support"

let server: TestPocketBase | undefined

// Models read POCKETBASE_URL once per test file (env.server.ts caches it): set it before any read.
beforeAll(async () => {
  server = await startTestPocketBase(process.env, template("migrated"))
  process.env.POCKETBASE_URL = server.url
})

afterAll(async () => {
  await server?.stop()
})

const everyList = () => [
  listUpcomingEventos(3),
  listEventosDoAno(thisYear()),
  listEventosFeed(new Date(0)),
  listCalendarioAnual(),
  listDocumentos("fundacional"),
  listDocumentos("regulamento"),
  listDocumentos("relatorio"),
  listGaleria("fotos", 50),
  listGaleria("galeria_escolinha", 10),
  listNiversDoMes(Number(today().slice(5, 7))),
  listMembrosDiretoria("diretoria", 10),
  listMembrosDiretoria("conselho", 5),
]

describe("public lists", () => {
  it("are empty on an empty database", async () => {
    const lists = await Promise.all(everyList())
    for (const list of lists) expect(list).toEqual([])
  })

  it("show a board member's photo, as a small thumbnail served by the site", async () => {
    const admin = await adminClient(server!.url)
    const pessoa = await admin.collection("cadastro_geral").create({
      nome: "Pessoa Com Foto",
      email: "foto@exemplo.org",
      password: "senha-da-foto-123",
      passwordConfirm: "senha-da-foto-123",
    })
    const png = encodePng(300, 300, Buffer.alloc(300 * 300 * 3, 120))
    const membro = await admin.collection("diretoria").create({
      idCadGeral: pessoa.id,
      cargo: "vice-presidente",
      tipo: "diretoria",
      foto: new File([new Uint8Array(png)], "retrato.png", { type: "image/png" }),
    })
    const page = await diretoriaLoader({
      request: new Request("http://site.test/diretoria"),
      params: {},
      context: {},
    })
    const card = page.diretoria.find((item) => item.id === membro.id)
    expect(card?.foto).toBe(`/arquivos/diretoria/${membro.id}/${membro.foto}?thumb=100x100`)

    const [, , , id, filename] = card!.foto!.split("?")[0]!.split("/")
    const response = await arquivoLoader({
      request: new Request(`http://site.test${card!.foto}`),
      params: { collection: "diretoria", id, filename: decodeURIComponent(filename!) },
      context: {},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/png")
    const thumb = Buffer.from(await response.arrayBuffer())
    // PNG header: width and height at bytes 16-23.
    expect([thumb.readUInt32BE(16), thumb.readUInt32BE(20)]).toEqual([100, 100])
    await admin.collection("diretoria").delete(membro.id)
    await admin.collection("cadastro_geral").delete(pessoa.id)
  })

  it("throw when PocketBase does not answer; the public pages log it and show their empty state", async () => {
    await server?.stop()
    server = undefined
    const results = await Promise.allSettled(everyList().map((read) => read))
    expect(results.map((result) => result.status)).toEqual(results.map(() => "rejected"))

    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      const args = (url: string) => ({
        request: new Request(`http://site.test${url}`),
        params: {},
        context: {},
      })
      const home = await homeLoader(args("/"))
      expect([home.eventos, home.aniversariantes, home.galeria]).toEqual([[], [], []])
      const eventos = await eventosLoader(args("/eventos"))
      expect(eventos.proximos).toEqual([])
      expect(eventos.calendarioVazio).toBe(true)
      expect((await documentosLoader(args("/documentos?categoria=regulamento"))).documentos).toEqual([])
      const galeria = await galeriaLoader(args("/galeria"))
      expect([galeria.fotos, galeria.slides]).toEqual([[], []])
      // Imported here: its form's modules read the configuration, which must name this file's server.
      const escolinha = await import("~/routes/escolinha/route")
      expect((await escolinha.loader()).fotos).toEqual([])
      // The board page shows its sample cards instead.
      const diretoria = await diretoriaLoader(args("/diretoria"))
      expect([diretoria.diretoriaExemplo, diretoria.conselhoExemplo]).toEqual([true, true])
      // One line per failed read: 3 on the home page, 4 on /eventos (the assemblies' notices too), 1,
      // 2, 2 (/escolinha: its photos and its classes) and 2.
      expect(log).toHaveBeenCalledTimes(14)
      for (const [message] of log.mock.calls) expect(String(message)).toMatch(/^Falha ao ler /)
    } finally {
      log.mockRestore()
    }
  })
})
