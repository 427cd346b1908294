// An event's public page and the sitemap against the real PocketBase: an unknown event is a 404 (its
// page and its .ics); a past event's page still answers, saying it has happened; the preview's
// picture is PocketBase's JPEG thumbnail at the size the tags declare; the sitemap lists the
// upcoming events' pages, absolute, and never a panel address.
import { describe, expect, it, vi } from "vitest"
import { JPEG } from "../support/form-data"
import { adminClient } from "../support/pocketbase"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader: pagina } = await import("~/routes/eventos_.$id/route")
const { loader: agenda } = await import("~/routes/eventos_.$id_.agenda[.]ics")
const { loader: sitemap } = await import("~/routes/sitemap[.]xml/route")
const { loader: arquivo } = await import("~/routes/arquivos.$collection.$id.$filename")
const { publicUrl } = await import("~/http/env.server")
const { dayInSaoPaulo } = await import("~/utils/format")

const admin = await adminClient(db.url)
const args = (path: string, params: Record<string, string>) => ({
  request: new Request(`http://localhost${path}`),
  params,
  context: {},
})

async function criarEvento(titulo: string, data_evento: string, imagem?: Buffer) {
  const body = new FormData()
  body.set("titulo", titulo)
  body.set("data_evento", data_evento)
  body.set("localizacao", "Sede")
  if (imagem) body.set("imagem", new File([new Uint8Array(imagem)], "festa.jpg", { type: "image/jpeg" }))
  return admin.collection("eventos").create(body)
}

const futuro = await criarEvento("Baile do Centenário", "2099-05-10 23:00:00.000Z", JPEG)
const passado = await criarEvento("Torneio de 2020", "2020-03-01 13:00:00.000Z")

describe("an event's public page", () => {
  it("answers 404 for an unknown event, and so does its calendar file", async () => {
    for (const loader of [pagina, agenda]) {
      const refused = await Promise.resolve(
        loader(args("/eventos/naoexiste123", { id: "naoexiste123" })),
      ).catch((thrown: unknown) => thrown)
      expect(refused).toBeInstanceOf(Response)
      expect((refused as Response).status).toBe(404)
    }
  })

  it("of a past event still answers, and says it has happened", async () => {
    const data = await pagina(args(`/eventos/${passado.id}`, { id: passado.id }))
    expect(data).toMatchObject({ evento: { titulo: "Torneio de 2020" }, quando: "passado" })
  })

  it("previews with the event's own picture, a JPEG thumbnail of the declared size that loads", async () => {
    const data = await pagina(args(`/eventos/${futuro.id}`, { id: futuro.id }))
    expect(data.quando).toBe("proximo")
    expect(data.preview).toMatchObject({ width: 640, height: 360, type: "image/jpeg" })
    const address = new URL(data.preview!.url)
    const [, , collection, id, filename] = address.pathname.split("/")
    const answer = (await arquivo({
      request: new Request(`http://localhost${address.pathname}${address.search}`),
      params: { collection: collection!, id: id!, filename: decodeURIComponent(filename!) },
      context: {},
    })) as Response
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("image/jpeg")
    const bytes = Buffer.from(await answer.arrayBuffer())
    // A JPEG's frame header (SOF0..SOF2) holds its height and width.
    const sof = bytes.findIndex((byte, i) => byte === 0xff && [0xc0, 0xc1, 0xc2].includes(bytes[i + 1]!))
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([640, 360])
  })
})

describe("the sitemap", () => {
  it("lists the public pages and the upcoming events' pages, absolute, never the panel", async () => {
    const answer = (await sitemap()) as Response
    expect(answer.headers.get("content-type")).toMatch(/^application\/xml/)
    const xml = await answer.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(locs).toContain(publicUrl("/"))
    expect(locs).toContain(publicUrl("/eventos"))
    expect(locs).toContain(publicUrl(`/eventos/${futuro.id}`))
    expect(locs).not.toContain(publicUrl(`/eventos/${passado.id}`))
    for (const loc of locs) {
      expect(loc.startsWith(publicUrl("/"))).toBe(true)
      expect(new URL(loc).pathname).not.toMatch(/^\/painel/)
    }
    expect(xml).toContain(`<lastmod>${dayInSaoPaulo(futuro.updated)}</lastmod>`)
  })
})
