// The files the board publishes from the panel (the school's photos: the coordinator), at
// PocketBase's own API (a script or a leaked token reaches it without the site): the file fields
// take only what their bytes are (PDF documents, JPEG, PNG and WebP photos, app/domain/arquivos.js)
// up to their sizes, and every change by the board enters the activity record once. Who else may
// write is the role matrix's (regras-api.test.ts: visitors, members and former members); the fiscal
// council, which has no row there, is here.
import type PocketBase from "pocketbase"
import { DOCUMENTO_ARQUIVO, FOTO_ARQUIVO, GALERIAS } from "@veteranos/domain/arquivos"
import { beforeAll, describe, expect, it } from "vitest"
import { GIF, JPEG, PDF, PNG, WEBP } from "../support/form-data"
import { fieldRefusal } from "../support/api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPersonWithToken, createSeat, ownPocketBase, type Pessoa } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)

const GALLERIES = ["fotos", "galeria_escolinha"] as const
const LABELS = { fotos: "Fotos da associação", galeria_escolinha: "Escolinha" }
const PHOTOS = [
  { name: "foto.jpg", type: "image/jpeg", bytes: JPEG },
  { name: "foto.png", type: "image/png", bytes: PNG },
  { name: "foto.webp", type: "image/webp", bytes: WEBP },
]

let secretario: Pessoa
let board: PocketBase
let coordenador: Pessoa
let school: PocketBase

beforeAll(async () => {
  secretario = await createPersonWithToken(db.url, {
    associado: 1,
    board: [{ cargo: "secretario", tipo: "diretoria" }],
  })
  board = clientOf(secretario.token)
  // The school's gallery is kept by the president and the coordinator, not the rest of the board
  // (docs/decisions/youth-school.md#image-consent-in-the-gallery).
  coordenador = await createPersonWithToken(db.url)
  await createSeat(db.url, coordenador.id, { cargo: "coordenador-escolinha", tipo: "escolinha" })
  school = clientOf(coordenador.token)
})

/** Who keeps `galeria`: the secretary the association's photos, the coordinator the school's. */
const keeperOf = (galeria: (typeof GALLERIES)[number]) =>
  galeria === "fotos" ? { pb: board, id: secretario.id } : { pb: school, id: coordenador.id }

function clientOf(token: string) {
  const pb = anonymousClient(db.url)
  pb.authStore.save(token)
  return pb
}

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })
const pdf = () => file(PDF, "ata.pdf", "application/pdf")
/** `bytes` grown to `size` bytes (what follows the header does not change what they are). */
const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)])

/** What PocketBase serves of a record's file (a thumbnail with `thumb`). */
async function served(collection: string, id: string, name: string, thumb = "") {
  const response = await fetch(`${db.url}/api/files/${collection}/${id}/${name}${thumb && `?thumb=${thumb}`}`)
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** The activity entries of a record, as "description by author". */
async function entriesOf(colecao: string, registro: string) {
  const entries = await admin.collection("atividades").getFullList({
    filter: admin.filter("colecao = {:colecao} && registro = {:registro}", { colecao, registro }),
  })
  return entries.map((entry) => `${entry.descricao} by ${entry.autor}`).sort()
}

const allEntries = async () => (await admin.collection("atividades").getList(1, 1)).totalItems

/** PocketBase's refusal of `attempt`: its status, and the code it gives each field it names. */
const refusal = (attempt: Promise<unknown>) => fieldRefusal(attempt)

describe("a board member", () => {
  it("publishes a PDF document as sent; its publication, edit and deletion enter the record once each", async () => {
    const documentos = board.collection("documentos")
    const stored = await documentos.create({ nome: "Ata de março", categoria: "relatorio", arquivo: pdf() })
    expect(await served("documentos", stored.id, stored.arquivo)).toEqual(PDF)
    expect(await entriesOf("documentos", stored.id)).toEqual([
      `Publicou o documento Ata de março by ${secretario.id}`,
    ])

    await documentos.update(stored.id, { nome: "Ata de março (revisada)" })
    await documentos.delete(stored.id)
    expect(await entriesOf("documentos", stored.id)).toEqual(
      [
        `Publicou o documento Ata de março by ${secretario.id}`,
        `Editou o documento Ata de março (revisada) by ${secretario.id}`,
        `Excluiu o documento Ata de março (revisada) by ${secretario.id}`,
      ].sort(),
    )
  })

  it("publishes a document of exactly 10 MB", async () => {
    const arquivo = file(padded(PDF, DOCUMENTO_ARQUIVO.maxBytes), "grande.pdf", "application/pdf")
    const stored = await board
      .collection("documentos")
      .create({ nome: "Grande", categoria: "relatorio", arquivo })
    expect((await served("documentos", stored.id, stored.arquivo)).length).toBe(DOCUMENTO_ARQUIVO.maxBytes)
  })

  it.each(GALLERIES)(
    "sends JPEG, PNG and WebP photos to %s, with the gallery's thumbnails",
    async (galeria) => {
      const keeper = keeperOf(galeria)
      for (const photo of PHOTOS) {
        const titulo = `Treino em ${photo.type}`
        const stored = await keeper.pb
          .collection(galeria)
          .create({ titulo, imagem: file(photo.bytes, photo.name, photo.type) })
        expect(await served(galeria, stored.id, stored.imagem), photo.type).toEqual(photo.bytes)
        // PocketBase answers a size it was not told of, or an image it cannot read, with the original.
        for (const thumb of GALERIAS[galeria].thumbs) {
          expect(
            await served(galeria, stored.id, stored.imagem, thumb),
            `${photo.type} ${thumb}`,
          ).not.toEqual(photo.bytes)
        }
        expect(await entriesOf(galeria, stored.id)).toEqual([
          `Enviou a foto ${titulo} (${LABELS[galeria]}) by ${keeper.id}`,
        ])
      }
    },
  )

  it.each(GALLERIES)("edits and deletes a photo of %s, each change entered once", async (galeria) => {
    const keeper = keeperOf(galeria)
    const pb = keeper.pb.collection(galeria)
    const stored = await pb.create({ titulo: "Chegada", imagem: file(PNG, "foto.png", "image/png") })
    await pb.update(stored.id, { titulo: "Chegada dos pais", imagem: file(JPEG, "outra.jpg", "image/jpeg") })
    await pb.delete(stored.id)
    expect(await entriesOf(galeria, stored.id)).toEqual(
      [
        `Enviou a foto Chegada (${LABELS[galeria]}) by ${keeper.id}`,
        `Editou a foto Chegada dos pais (${LABELS[galeria]}) by ${keeper.id}`,
        `Excluiu a foto Chegada dos pais (${LABELS[galeria]}) by ${keeper.id}`,
      ].sort(),
    )
  })

  it("stores a school picture's date, and refuses one without its title (the image's alternative text)", async () => {
    const escolinha = school.collection("galeria_escolinha")
    const imagem = () => file(JPEG, "treino.jpg", "image/jpeg")
    const stored = await escolinha.create({
      titulo: "Treino",
      data: "2026-03-14 12:00:00.000Z",
      imagem: imagem(),
    })
    expect((await admin.collection("galeria_escolinha").getOne(stored.id)).data).toBe(
      "2026-03-14 12:00:00.000Z",
    )
    const before = await allEntries()
    expect(await refusal(escolinha.create({ data: "2026-03-14 12:00:00.000Z", imagem: imagem() }))).toEqual({
      status: 400,
      fields: { titulo: "validation_required" },
    })
    expect(await allEntries()).toBe(before)
  })
})

describe("files that are not what they say, or too big", () => {
  it("are refused with the field's code, and enter nothing in the record", async () => {
    const before = await allEntries()
    const documento = (arquivo: File) =>
      board.collection("documentos").create({ nome: "X", categoria: "relatorio", arquivo })
    const wrongType = { status: 400, fields: { arquivo: "validation_invalid_mime_type" } }
    expect(await refusal(documento(file(PNG, "relatorio.pdf", "application/pdf")))).toEqual(wrongType)
    expect(await refusal(documento(file(JPEG, "relatorio.pdf", "application/pdf")))).toEqual(wrongType)
    expect(
      await refusal(documento(file(padded(PDF, DOCUMENTO_ARQUIVO.maxBytes + 1), "a.pdf", "application/pdf"))),
    ).toEqual({
      status: 400,
      fields: { arquivo: "validation_file_size_limit" },
    })

    for (const galeria of GALLERIES) {
      const foto = (imagem: File) => keeperOf(galeria).pb.collection(galeria).create({ titulo: "X", imagem })
      const refused = { status: 400, fields: { imagem: "validation_invalid_mime_type" } }
      expect(await refusal(foto(file(PDF, "foto.jpg", "image/jpeg"))), galeria).toEqual(refused)
      expect(
        await refusal(foto(file(Buffer.from("não é uma foto\n"), "foto.jpg", "image/jpeg"))),
        galeria,
      ).toEqual(refused)
      expect(await refusal(foto(file(GIF, "foto.gif", "image/gif"))), galeria).toEqual(refused)
      expect(
        await refusal(foto(file(padded(JPEG, FOTO_ARQUIVO.maxBytes + 1), "foto.jpg", "image/jpeg"))),
        galeria,
      ).toEqual({
        status: 400,
        fields: { imagem: "validation_file_size_limit" },
      })
    }
    expect(await allEntries()).toBe(before)
  })
})

describe("a fiscal council member (no seat on the executive board)", () => {
  it("creates, edits and deletes nothing in documentos, fotos and galeria_escolinha", async () => {
    const conselheiro = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "conselheiro", tipo: "conselho" }],
    })
    const pb = clientOf(conselheiro.token)
    const named = { documentos: "nome", fotos: "titulo", galeria_escolinha: "titulo" }
    const bodies = {
      documentos: () => ({ nome: "Ata", categoria: "relatorio", arquivo: pdf() }),
      fotos: () => ({ titulo: "Ata", imagem: file(PNG, "foto.png", "image/png") }),
      galeria_escolinha: () => ({ titulo: "Ata", imagem: file(PNG, "foto.png", "image/png") }),
    }
    for (const [collection, field] of Object.entries(named)) {
      const body = bodies[collection as keyof typeof bodies]
      const stored = await admin.collection(collection).create(body())
      const [before, total] = [
        await allEntries(),
        (await admin.collection(collection).getList(1, 1)).totalItems,
      ]
      const attempts = [
        refusal(pb.collection(collection).create(body())),
        refusal(pb.collection(collection).update(stored.id, { [field]: "Outra" })),
        refusal(pb.collection(collection).delete(stored.id)),
      ]
      expect(
        (await Promise.all(attempts)).map((r) => r.status),
        collection,
      ).toEqual([400, 404, 404])
      expect((await admin.collection(collection).getOne(stored.id))[field], collection).toBe("Ata")
      expect((await admin.collection(collection).getList(1, 1)).totalItems, collection).toBe(total)
      expect(await allEntries(), collection).toBe(before)
    }
  })
})
