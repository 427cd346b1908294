// Hostile files at PocketBase's own door, where a board member's token (or a superuser) reaches
// without the site (docs/decisions/documents-and-photos.md#hostile-images): an image with too many
// pixels is refused from its header, before anything decodes it; an image carrying metadata (a
// phone's EXIF with the place it was taken, XMP, text) is refused; every file is stored with the
// extension of what its bytes are, whatever name it was sent with. The site's doors are
// painel-imagens.test.ts and painel-documentos.test.ts.
import type PocketBase from "pocketbase"
import { IMAGEM_RECUSAS } from "@veteranos/domain/arquivos-conteudo"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { JPEG, PDF, PNG, WEBP } from "../support/form-data"
import { blackPng, phonePhoto, withPngChunk } from "../support/imagens"
import { clientWithToken, fieldRefusal } from "../support/api"
import { adminClient } from "../support/pocketbase"
import { createPersonWithToken, ownPocketBase } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)

let board: PocketBase
let escola: PocketBase
let seatId: string

beforeAll(async () => {
  const secretario = await createPersonWithToken(db.url, {
    associado: 1,
    board: [{ cargo: "secretario", tipo: "diretoria" }],
  })
  board = clientWithToken(db.url, secretario.token)
  seatId = secretario.seatIds[0]!
  // The school's photos are the school's coordinator's (docs/decisions/youth-school.md).
  const coordenador = await createPersonWithToken(db.url, {
    board: [{ cargo: "coordenador-escolinha", tipo: "escolinha" }],
  })
  escola = clientWithToken(db.url, coordenador.token)
})

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

/** Each image field: how its keeper (or, for the seats, the superuser) stores `imagem` there. */
const IMAGE_FIELDS = {
  fotos: (imagem: File) => board.collection("fotos").create({ titulo: "Hostil", imagem }),
  galeria_escolinha: (imagem: File) =>
    escola.collection("galeria_escolinha").create({ titulo: "Hostil", imagem }),
  eventos: (imagem: File) =>
    board.collection("eventos").create({ titulo: "Hostil", data_evento: "2099-01-01 12:00:00.000Z", imagem }),
  // The seats are the president's: the superuser's door is checked as any other.
  diretoria: (foto: File) => admin.collection("diretoria").update(seatId, { foto }),
}

/** PocketBase's refusal of `attempt`: its status, and the code and message of each field it names. */
const refusal = (attempt: Promise<unknown>) => fieldRefusal(attempt, (e) => `${e.code}: ${e.message}`)

const refusedAs = (field: string, recusa: { codigo: string; mensagem: string }) => ({
  status: 400,
  fields: { [field]: `${recusa.codigo}: ${recusa.mensagem}` },
})

const total = async (collection: string) => (await admin.collection(collection).getList(1, 1)).totalItems

describe("an image with too many pixels", () => {
  it("a 20000 × 20000 PNG of 50 KB is refused on every image field, and nothing is stored", async () => {
    const huge = blackPng(20000, 20000)
    for (const [collection, store] of Object.entries(IMAGE_FIELDS)) {
      const field = collection === "diretoria" ? "foto" : "imagem"
      const before = await total(collection)
      expect(await refusal(store(file(huge, "mapa.png", "image/png"))), collection).toEqual(
        refusedAs(field, IMAGEM_RECUSAS.pixels),
      )
      expect(await total(collection), collection).toBe(before)
    }
    expect((await admin.collection("diretoria").getOne(seatId)).foto).toBe("")
  })

  it("is refused as an edit too, and the photo stored before stays", async () => {
    const stored = await board
      .collection("fotos")
      .create({ titulo: "Antes", imagem: file(PNG, "a.png", "image/png") })
    const edit = board
      .collection("fotos")
      .update(stored.id, { imagem: file(blackPng(6000, 4001), "b.png", "image/png") })
    expect(await refusal(edit)).toEqual(refusedAs("imagem", IMAGEM_RECUSAS.pixels))
    expect((await admin.collection("fotos").getOne(stored.id)).imagem).toBe(stored.imagem)
  })

  it("is refused while PocketBase answers others, and one of 6000 × 4000 (the limit) is taken", async () => {
    const [upload, list] = await Promise.all([
      refusal(IMAGE_FIELDS.fotos(file(blackPng(20000, 20000), "mapa.png", "image/png"))),
      fetch(`${db.url}/api/collections/fotos/records?perPage=1`),
    ])
    expect(upload).toEqual(refusedAs("imagem", IMAGEM_RECUSAS.pixels))
    expect(list.status).toBe(200)
    const limit = await board
      .collection("fotos")
      .create({ titulo: "No limite", imagem: file(blackPng(6000, 4000), "limite.png", "image/png") })
    expect(limit.imagem).toMatch(/^limite_\w+\.png$/)
  })
})

describe("an image carrying metadata", () => {
  it("a phone's JPEG with its GPS position is refused on every image field", async () => {
    const photo = await phonePhoto()
    for (const [collection, store] of Object.entries(IMAGE_FIELDS)) {
      const field = collection === "diretoria" ? "foto" : "imagem"
      expect(await refusal(store(file(photo, "IMG_0001.jpg", "image/jpeg"))), collection).toEqual(
        refusedAs(field, IMAGEM_RECUSAS.metadados),
      )
    }
  })

  it("a PNG with text, a WebP with EXIF and a JPEG with data after its end are refused", async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#090" } })
      .webp()
      .withExif({ IFD0: { Copyright: "Associação" } })
      .toBuffer()
    const sent = [
      file(withPngChunk(PNG, "tEXt", "Comment\0Sede da associação"), "a.png", "image/png"),
      file(webp, "a.webp", "image/webp"),
      file(Buffer.concat([JPEG, Buffer.from("-23.55,-46.63")]), "a.jpg", "image/jpeg"),
    ]
    for (const imagem of sent) {
      expect(await refusal(IMAGE_FIELDS.galeria_escolinha(imagem)), imagem.name).toEqual(
        refusedAs("imagem", IMAGEM_RECUSAS.metadados),
      )
    }
  })
})

describe("a file's stored name", () => {
  it("ends in .pdf for a PDF sent as x.html, which is served as a PDF", async () => {
    const stored = await board
      .collection("documentos")
      .create({ nome: "Estatuto", categoria: "fundacional", arquivo: file(PDF, "x.html", "text/html") })
    expect(stored.arquivo).toMatch(/^x\w*_\w+\.pdf$/)
    const served = await fetch(`${db.url}/api/files/documentos/${stored.id}/${stored.arquivo}`)
    expect(served.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF)
  })

  it("ends in the extension of an image's content, whatever it was sent as", async () => {
    const sent = [
      [file(PNG, "foto.jpg", "image/jpeg"), /^foto_\w+\.png$/],
      [file(JPEG, "foto.png.exe", "image/png"), /^foto_\w+\.jpg$/],
      [file(WEBP, "foto", "application/octet-stream"), /^foto_\w+\.webp$/],
    ] as const
    for (const [imagem, name] of sent) {
      const stored = await board.collection("fotos").create({ titulo: "Renomeada", imagem })
      expect(stored.imagem, imagem.name).toMatch(name)
    }
  })
})
