// The board's images through the site's own forms, posted as a browser posts them (multipart,
// through withFormData), against the real PocketBase (docs/decisions/documents-and-photos.md#hostile-images):
// a phone's photo with its GPS position and orientation 6 is stored turned and with no metadata in
// the galleries, on an event and on a board seat; a 20000 × 20000 PNG is refused with the message
// and stores nothing. PocketBase's own door: arquivos-hostis.test.ts.
import { IMAGEM_RECUSAS } from "@veteranos/domain/arquivos-conteudo"
import { addDays } from "@veteranos/domain/datas"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { describe, expect, it, vi } from "vitest"
import { blackPng, lookAt, phonePhoto } from "../support/imagens"
import { adminClient } from "../support/pocketbase"
import { browserMultipart } from "./raw-http"
import { createPerson, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const galeria = await import("~/routes/painel.galeria/route")
const eventos = await import("~/routes/painel.eventos/route")
const diretoria = await import("~/routes/painel.diretoria/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)

const photo = await phonePhoto()
const huge = blackPng(20000, 20000)
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

/** The page's form at `path`, posted by the president as a browser posts it. */
async function post(
  route: { action: (args: never) => unknown },
  path: string,
  fields: Record<string, string>,
  files: Array<[string, File]>,
) {
  const { type, body } = await browserMultipart(fields, files)
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": type },
    body,
  })
  return route.action({ request, params: {}, context: {} } as never)
}

/** What PocketBase stored of a record's file, looked at (lookAt: size, EXIF, top and bottom colours). */
async function storedImage(collection: string, id: string, field: string) {
  const record = await admin.collection(collection).getOne(id)
  const response = await fetch(`${db.url}/api/files/${collection}/${id}/${record[field]}`)
  expect(response.status).toBe(200)
  return { name: record[field] as string, ...(await lookAt(Buffer.from(await response.arrayBuffer()))) }
}

/** A phone's photo as stored: turned upright (20 × 40, red on top), no EXIF, a .jpg. */
const UPRIGHT = {
  name: expect.stringMatching(/^img_0001_\w+\.jpg$/),
  format: "jpeg",
  width: 20,
  height: 40,
  exif: null,
  orientation: null,
  top: "red",
  bottom: "blue",
}

const byTitle = (collection: string, titulo: string) =>
  admin
    .collection(collection)
    .getFullList({ filter: admin.filter("titulo ~ {:titulo}", { titulo: `${titulo}%` }) })

describe("a batch of photos", () => {
  it.each(["fotos", "galeria_escolinha"] as const)(
    "to %s: the phone's photo is stored upright with no metadata, the 20000 × 20000 PNG refused by name",
    async (collection) => {
      const tab = collection === "fotos" ? "" : "?status=escolinha"
      const answer = (await post(
        galeria,
        `/painel/galeria${tab}`,
        { intent: "enviar", titulo: `Viagem ${collection}`, data: "2026-06-20" },
        [
          ["imagens", file(photo, "IMG_0001.jpg", "image/jpeg")],
          ["imagens", file(huge, "mapa.png", "image/png")],
        ],
      )) as Response
      expect(answer.status).toBe(303)
      expect(await toastOf(answer)).toEqual({
        type: "error",
        title: "1 foto enviada; 1 arquivo recusado:",
        details: [`mapa.png: ${IMAGEM_RECUSAS.pixels.mensagem}`],
      })
      const [stored, ...others] = await byTitle(collection, `Viagem ${collection}`)
      expect(others).toEqual([])
      expect(await storedImage(collection, stored!.id, "imagem")).toEqual(UPRIGHT)
    },
  )
})

describe("an event's picture", () => {
  const evento = (titulo: string) => ({ intent: "novo", titulo, data: "2099-08-15", hora: "20:00" })

  it("from a phone is stored upright with no metadata", async () => {
    const answer = (await post(eventos, "/painel/eventos", evento("Festa com foto"), [
      ["imagem", file(photo, "IMG_0001.jpg", "image/jpeg")],
    ])) as Response
    expect(answer.status).toBe(303)
    const [stored] = await byTitle("eventos", "Festa com foto")
    expect(await storedImage("eventos", stored!.id, "imagem")).toEqual(UPRIGHT)
  })

  it("of 20000 × 20000 pixels is refused beside the field, and no event is stored", async () => {
    const reply = (await post(eventos, "/painel/eventos", evento("Festa do mapa"), [
      ["imagem", file(huge, "mapa.png", "image/png")],
    ])) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.imagem).toEqual([IMAGEM_RECUSAS.pixels.mensagem])
    expect(await byTitle("eventos", "Festa do mapa")).toEqual([])
  })
})

describe("a board member's photo", () => {
  const hoje = todayInSaoPaulo()

  it("from a phone is stored upright with no metadata; one of 20000 × 20000 pixels is refused beside the field", async () => {
    const pessoa = await createPerson(db.url)
    const seat = await admin.collection("diretoria").create({
      idCadGeral: pessoa.id,
      tipo: "diretoria",
      cargo: "secretario",
      inicio_mandato: `${hoje} 00:00:00.000Z`,
      fim_mandato: `${addDays(hoje, 365)} 00:00:00.000Z`,
    })
    const editar = (foto: File) =>
      post(
        diretoria,
        `/painel/diretoria?acao=editar&id=${seat.id}`,
        {
          intent: "editar",
          id: seat.id,
          tipo: "diretoria",
          cargo: "secretario",
          inicio_mandato: hoje,
          fim_mandato: addDays(hoje, 365),
        },
        [["foto", foto]],
      )
    const refused = (await editar(file(huge, "mapa.png", "image/png"))) as unknown as FormReply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error?.foto).toEqual([IMAGEM_RECUSAS.pixels.mensagem])
    expect((await admin.collection("diretoria").getOne(seat.id)).foto).toBe("")

    expect(((await editar(file(photo, "IMG_0001.jpg", "image/jpeg"))) as Response).status).toBe(303)
    expect(await storedImage("diretoria", seat.id, "foto")).toEqual(UPRIGHT)
  })
})
