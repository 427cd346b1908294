// /painel/galeria against the real PocketBase, its form posted as a browser posts it (multipart,
// through withFormData): a batch keeps the photos PocketBase takes and names the refused files in the
// message, the school tab stores into galeria_escolinha (as the coordinator, whose it is), a batch with nothing stored is refused with
// each file's reason, an edit and a deletion are made; a member without a seat is refused; the files
// sit in a folder of the request's own while it is handled, and none is left after.
import { mkdtempSync, readdirSync } from "node:fs"
import { rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { FOTO_ARQUIVO, FOTOS_DEMAIS, FOTOS_POR_ENVIO } from "@veteranos/domain/arquivos"
import { afterAll, describe, expect, it, vi } from "vitest"
import { GIF, JPEG, PNG, WEBP } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { browserMultipart } from "./raw-http"
import { createPerson, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.galeria/route")

// The upload folders (os.tmpdir()/associacao-envio-*) go to a temporary folder of this file's own,
// so another process's uploads are never counted as left over by these.
const TMP = { before: process.env.TMPDIR, own: mkdtempSync(path.join(tmpdir(), "painel-galeria-")) }
process.env.TMPDIR = TMP.own
afterAll(async () => {
  process.env.TMPDIR = TMP.before
  await rm(TMP.own, { recursive: true, force: true })
})
const uploadFolders = () => readdirSync(TMP.own).filter((name) => name.startsWith("associacao-envio-"))

const admin = await adminClient(db.url)
const diretor = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "financeiro", tipo: "diretoria" }],
})
const cookie = await sessionCookie(diretor.email)
const escolinha = { cargo: "coordenador-escolinha", tipo: "escolinha" } as const
const coordenador = await createPerson(db.url, { board: [escolinha] })
const escola = await sessionCookie(coordenador.email)

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })
const jpeg = (name = "foto.jpg") => file(JPEG, name, "image/jpeg")
// What a browser sends for a file input left empty: a part with an empty file name.
const NO_FILE = new File([], "", { type: "application/octet-stream" })

/** The page's form as a browser posts it (multipart), read by the action through withFormData. */
async function post(fields: Record<string, string>, imagens: File[] = [], tab = "", as = cookie) {
  const { type, body } = await browserMultipart(
    fields,
    imagens.map((imagem) => ["imagens", imagem]),
  )
  const request = new Request(`http://localhost/painel/galeria${tab}`, {
    method: "POST",
    headers: { Cookie: tab ? escola : as, "Content-Type": type },
    body,
  })
  return action({ request, params: {}, context: {} })
}
const send = (titulo: string, imagens: File[], tab = "") =>
  post({ intent: "enviar", titulo, data: "2026-06-20" }, imagens, tab)

/** The photos of `galeria` whose title starts with `titulo`, by title. */
const stored = (galeria: string, titulo: string) =>
  admin
    .collection(galeria)
    .getFullList({ filter: admin.filter("titulo ~ {:titulo}", { titulo: `${titulo}%` }), sort: "titulo" })

async function served(galeria: string, id: string, name: string) {
  const response = await fetch(`${db.url}/api/files/${galeria}/${id}/${name}`)
  return Buffer.from(await response.arrayBuffer())
}

describe("a board member's batch of photos", () => {
  it("keeps the photos PocketBase takes, each numbered and dated, and names the file refused", async () => {
    const fake = file(Buffer.from("isto não é uma foto\n"), "foto.jpg", "image/jpeg")
    const answer = (await send("Festa junina", [
      jpeg("chegada.jpg"),
      fake,
      file(PNG, "abraco.png", "image/png"),
    ])) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe("/painel/galeria#conteudo")
    expect(await toastOf(answer)).toEqual({
      type: "error",
      title: "2 fotos enviadas; 1 arquivo recusado:",
      details: [`foto.jpg: ${FOTO_ARQUIVO.tipoRecusado}`],
    })
    const fotos = await stored("fotos", "Festa junina")
    // Numbered by the photos stored: the refused second file leaves no gap.
    expect(fotos.map((f) => [f.titulo, f.data])).toEqual([
      ["Festa junina (1)", "2026-06-20 00:00:00.000Z"],
      ["Festa junina (2)", "2026-06-20 00:00:00.000Z"],
    ])
    expect(await served("fotos", fotos[0]!.id, fotos[0]!.imagem)).toEqual(JPEG)
    expect(await served("fotos", fotos[1]!.id, fotos[1]!.imagem)).toEqual(PNG)
    expect(await stored("galeria_escolinha", "Festa junina")).toEqual([])
  })

  it("goes to the school's gallery from its tab, listed there; one photo keeps its title", async () => {
    const answer = (await send(
      "Treino de passes",
      [file(WEBP, "treino.webp", "image/webp")],
      "?status=escolinha",
    )) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe("/painel/galeria?status=escolinha#conteudo")
    expect(await toastOf(answer)).toEqual({ type: "success", title: "1 foto enviada" })
    const [foto] = await stored("galeria_escolinha", "Treino de passes")
    expect(foto).toMatchObject({ titulo: "Treino de passes", data: "2026-06-20 00:00:00.000Z" })
    expect(await stored("fotos", "Treino de passes")).toEqual([])
    const page = new Request("http://localhost/painel/galeria?status=escolinha", {
      headers: { Cookie: escola },
    })
    const lista = await loader({ request: page, params: {}, context: {} })
    expect(lista.fotos.map((f) => f.titulo)).toContain("Treino de passes")
  })

  it("is refused when no file is stored, with each file's reason, and stores nothing", async () => {
    const grande = file(
      Buffer.concat([JPEG, Buffer.alloc(FOTO_ARQUIVO.maxBytes)]),
      "grande.jpg",
      "image/jpeg",
    )
    const reply = (await send("Recusadas", [
      file(GIF, "animacao.gif", "image/gif"),
      grande,
    ])) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.[""]).toEqual([
      "Nenhuma foto foi enviada.",
      `animacao.gif: ${FOTO_ARQUIVO.tipoRecusado}`,
      `grande.jpg: ${FOTO_ARQUIVO.grande}`,
    ])
    expect(reply.data.result.initialValue).toMatchObject({ titulo: "Recusadas", data: "2026-06-20" })
    expect(await stored("fotos", "Recusadas")).toEqual([])
  })

  it(`stores ${FOTOS_POR_ENVIO} photos of a whole phone folder and names the files past them, briefly`, async () => {
    // Sixty files with a phone's long names: the message still fits its cookie.
    const pasta = Array.from({ length: 60 }, (_, n) =>
      file(
        PNG,
        `IMG-20260620-WA${String(n + 1).padStart(4, "0")}-festa-junina-da-associacao.png`,
        "image/png",
      ),
    )
    const answer = (await send("Torneio", pasta)) as Response
    expect(answer.status).toBe(303)
    const toast = await toastOf(answer)
    expect(toast).toMatchObject({ title: `${FOTOS_POR_ENVIO} fotos enviadas; 50 arquivos recusados:` })
    expect(toast?.details?.[0]).toBe(`${pasta[FOTOS_POR_ENVIO]!.name}: ${FOTOS_DEMAIS}`)
    expect(toast?.details?.at(-1)).toBe("e 40 outros arquivos.")
    expect(await stored("fotos", "Torneio")).toHaveLength(FOTOS_POR_ENVIO)
  })

  it("is refused without a title or a photo, with the form's messages", async () => {
    const reply = (await post({ intent: "enviar", titulo: "", data: "2026-06-20" }, [
      NO_FILE,
    ])) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({
      titulo: ["Informe um título: ele descreve a foto para quem não pode vê-la."],
      imagens: ["Escolha ao menos uma foto."],
    })
  })
})

describe("a photo", () => {
  it("gets a new title and date, and is deleted", async () => {
    await send("Formatura", [jpeg()], "?status=escolinha")
    const [foto] = await stored("galeria_escolinha", "Formatura")
    const edited = (await post(
      { intent: "editar", id: foto!.id, titulo: "Formatura da turma", data: "2026-07-01" },
      [],
      "?status=escolinha",
    )) as Response
    expect(edited.status).toBe(303)
    expect(await toastOf(edited)).toMatchObject({ title: "Foto atualizada" })
    expect(await admin.collection("galeria_escolinha").getOne(foto!.id)).toMatchObject({
      titulo: "Formatura da turma",
      data: "2026-07-01 00:00:00.000Z",
      imagem: foto!.imagem,
    })
    const deleted = (await post({ intent: "excluir", id: foto!.id }, [], "?status=escolinha")) as Response
    expect(await toastOf(deleted)).toMatchObject({ title: "Foto excluída" })
    await expect(admin.collection("galeria_escolinha").getOne(foto!.id)).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe("a member without a seat", () => {
  it("gets 403 from the page and from a post, and stores nothing", async () => {
    const associado = await createPerson(db.url, { associado: 1 })
    const theirs = await sessionCookie(associado.email)
    const page = new Request("http://localhost/painel/galeria", { headers: { Cookie: theirs } })
    const fromLoader = await loader({ request: page, params: {}, context: {} }).catch(
      (thrown: unknown) => thrown,
    )
    expect((fromLoader as Response).status).toBe(403)
    const fields = { intent: "enviar", titulo: "Do associado", data: "2026-06-20" }
    const fromAction = await post(fields, [jpeg()], "", theirs).catch((thrown: unknown) => thrown)
    expect((fromAction as Response).status).toBe(403)
    expect(await stored("fotos", "Do associado")).toEqual([])
  })
})

describe("the uploaded files", () => {
  it("are written to a folder of the request's own while it is read, and no folder is left after", async () => {
    const { type, body } = await browserMultipart(
      { intent: "enviar", titulo: "Em disco", data: "2026-06-20" },
      [
        ["imagens", jpeg("a.jpg")],
        ["imagens", jpeg("b.jpg")],
      ],
    )
    // The body arrives in two halves; the second waits until the first file is seen on disk.
    let release!: () => void
    const second = new Promise<void>((resolve) => (release = resolve))
    const half = body.indexOf("b.jpg")
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        controller.enqueue(new Uint8Array(body.subarray(0, half)))
        await second
        controller.enqueue(new Uint8Array(body.subarray(half)))
        controller.close()
      },
    })
    const slow = new Request("http://localhost/painel/galeria", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": type },
      body: stream,
      duplex: "half",
    } as RequestInit)
    const answer = action({ request: slow, params: {}, context: {} })
    await vi.waitFor(
      () => {
        const [folder, ...others] = uploadFolders()
        expect(others).toEqual([])
        expect(readdirSync(path.join(TMP.own, folder!))).toContain("1")
      },
      { timeout: 10_000 },
    )
    release()
    expect(((await answer) as Response).status).toBe(303)
    expect(await stored("fotos", "Em disco")).toHaveLength(2)
    // Every post of this file, refused ones included, has left its folder behind by now.
    expect(uploadFolders()).toEqual([])
  })
})
