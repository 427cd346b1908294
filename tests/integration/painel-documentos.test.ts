// /painel/documentos against the real PocketBase, its form posted as a browser posts it (multipart,
// through withFormData): a PDF is published and /documentos lists it under its category, with its
// activity entry; a PDF sent as x.html is stored and offered as a .pdf; a file that is not a PDF, one over 10 MB and a new document without a file are
// refused beside the field with nothing stored; an edit without a new file keeps the file; a deleted
// document leaves the public list; a member without a seat is refused. Through the site's own server,
// a 10 MB PDF is under the page's body limit, and a batch of photos over the gallery's is refused.
import { DOCUMENTO_ARQUIVO } from "@veteranos/domain/arquivos"
import { describe, expect, it, vi } from "vitest"
import { UPLOAD_ROUTES } from "../../server/http.mjs"
import { JPEG, PDF, PNG } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { browserMultipart, send } from "./raw-http"
import { startSite } from "./site-server"
import {
  createPerson,
  rememberedDevice,
  sessionCookie,
  TEST_PASSWORD,
  toastOf,
  type FormReply,
} from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.documentos/route")
const { loader: publicLoader } = await import("~/routes/documentos")

const admin = await adminClient(db.url)
const diretor = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "secretario", tipo: "diretoria" }],
})
const cookie = await sessionCookie(diretor.email)

/** `bytes` grown to `size` bytes (what follows a PDF's header does not change what it is). */
const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)])
const pdf = (bytes: Buffer = PDF, name = "relatorio.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" })
// What a browser sends for a file input left empty: a part with an empty file name.
const NO_FILE = new File([], "", { type: "application/octet-stream" })

/** The page's form as a browser posts it (multipart), read by the action through withFormData. */
async function post(fields: Record<string, string>, arquivo?: File, as = cookie) {
  const { type, body } = await browserMultipart(fields, arquivo ? [["arquivo", arquivo]] : [])
  const request = new Request("http://localhost/painel/documentos", {
    method: "POST",
    headers: { Cookie: as, "Content-Type": type },
    body,
  })
  return action({ request, params: {}, context: {} })
}

const refusal = async (answer: Promise<unknown>) => (await answer) as unknown as FormReply

const stored = (nome: string) =>
  admin.collection("documentos").getFullList({ filter: admin.filter("nome = {:nome}", { nome }) })

async function publicList(categoria: string) {
  const request = new Request(`http://localhost/documentos?categoria=${categoria}`)
  return (await publicLoader({ request, params: {}, context: {} })).documentos.map((d) => d.nome)
}

async function served(id: string, name: string) {
  const response = await fetch(`${db.url}/api/files/documentos/${id}/${name}`)
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe("a board member's document", () => {
  it("is published: stored with its PDF, listed on /documentos under its category, entered once in the record", async () => {
    const answer = (await post(
      { intent: "novo", nome: "Relatório de 2025", descricao: "Contas do ano", categoria: "relatorio" },
      pdf(),
    )) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe("/painel/documentos?status=relatorio#conteudo")
    expect(await toastOf(answer)).toMatchObject({ type: "success", title: "Documento publicado" })

    const [documento] = await stored("Relatório de 2025")
    expect(documento).toMatchObject({ descricao: "Contas do ano", categoria: "relatorio" })
    expect(await served(documento!.id, documento!.arquivo)).toEqual(PDF)
    expect(await publicList("relatorio")).toContain("Relatório de 2025")
    expect(await publicList("fundacional")).not.toContain("Relatório de 2025")
    const entries = await admin
      .collection("atividades")
      .getFullList({ filter: admin.filter("registro = {:id}", { id: documento!.id }) })
    expect(entries.map((e) => [e.descricao, e.autor])).toEqual([
      ["Publicou o documento Relatório de 2025", diretor.id],
    ])
  })

  it("sent as x.html but a PDF by its bytes, is stored and offered on /documentos as a .pdf", async () => {
    const disfarcado = new File([new Uint8Array(PDF)], "x.html", { type: "text/html" })
    const answer = await post(
      { intent: "novo", nome: "Ata disfarçada", categoria: "fundacional" },
      disfarcado,
    )
    expect((answer as Response).status).toBe(303)
    const [documento] = await stored("Ata disfarçada")
    expect(documento!.arquivo).toMatch(/^x\w*_\w+\.pdf$/)
    expect(await served(documento!.id, documento!.arquivo)).toEqual(PDF)
    const request = new Request("http://localhost/documentos?categoria=fundacional")
    const { documentos } = await publicLoader({ request, params: {}, context: {} })
    expect(documentos.find((d) => d.nome === "Ata disfarçada")).toMatchObject({
      href: `/arquivos/documentos/${documento!.id}/${documento!.arquivo}`,
      tipo: "PDF",
    })
  })

  it("is refused when the file is no PDF, whatever its name, beside the field, and nothing is stored", async () => {
    const fields = { intent: "novo", nome: "PNG disfarçado", categoria: "relatorio" }
    const reply = await refusal(
      post(fields, new File([new Uint8Array(PNG)], "relatorio.pdf", { type: "application/pdf" })),
    )
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.arquivo).toEqual([DOCUMENTO_ARQUIVO.tipoRecusado])
    expect(reply.data.result.initialValue).toMatchObject({ nome: "PNG disfarçado", categoria: "relatorio" })
    expect(await stored("PNG disfarçado")).toEqual([])
  })

  it("is refused over 10 MB, beside the field, and nothing is stored", async () => {
    const fields = { intent: "novo", nome: "Grande demais", categoria: "relatorio" }
    const reply = await refusal(post(fields, pdf(padded(PDF, DOCUMENTO_ARQUIVO.maxBytes + 1))))
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.arquivo).toEqual([DOCUMENTO_ARQUIVO.grande])
    expect(await stored("Grande demais")).toEqual([])
  })

  it("is refused when new and sent without a file", async () => {
    const reply = await refusal(
      post({ intent: "novo", nome: "Sem arquivo", categoria: "regulamento" }, NO_FILE),
    )
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.arquivo).toEqual([DOCUMENTO_ARQUIVO.tipoRecusado])
    expect(await stored("Sem arquivo")).toEqual([])
  })

  it("keeps its file when edited without a new one, and leaves the public list when deleted", async () => {
    await post({ intent: "novo", nome: "Regimento", categoria: "regulamento" }, pdf(PDF, "regimento.pdf"))
    const [antes] = await stored("Regimento")
    const edited = (await post(
      {
        intent: "editar",
        id: antes!.id,
        nome: "Regimento interno",
        descricao: "Revisado",
        categoria: "regulamento",
      },
      NO_FILE,
    )) as Response
    expect(edited.status).toBe(303)
    expect(await toastOf(edited)).toMatchObject({ title: "Documento atualizado" })
    const depois = await admin.collection("documentos").getOne(antes!.id)
    expect(depois).toMatchObject({
      nome: "Regimento interno",
      descricao: "Revisado",
      arquivo: antes!.arquivo,
    })
    expect(await served(antes!.id, depois.arquivo)).toEqual(PDF)
    expect(await publicList("regulamento")).toContain("Regimento interno")

    const deleted = (await post({ intent: "excluir", id: antes!.id })) as Response
    expect(deleted.status).toBe(303)
    expect(await toastOf(deleted)).toMatchObject({ title: "Documento excluído" })
    await expect(admin.collection("documentos").getOne(antes!.id)).rejects.toMatchObject({ status: 404 })
    expect(await publicList("regulamento")).not.toContain("Regimento interno")
  })
})

describe("a member without a seat", () => {
  it("gets 403 from the page and from a post, and stores nothing", async () => {
    const associado = await createPerson(db.url, { associado: 1 })
    const theirs = await sessionCookie(associado.email)
    const page = new Request("http://localhost/painel/documentos", { headers: { Cookie: theirs } })
    const fromLoader = await loader({ request: page, params: {}, context: {} }).catch(
      (thrown: unknown) => thrown,
    )
    expect((fromLoader as Response).status).toBe(403)
    const fields = { intent: "novo", nome: "Do associado", categoria: "relatorio" }
    const fromAction = await post(fields, pdf(), theirs).catch((thrown: unknown) => thrown)
    expect((fromAction as Response).status).toBe(403)
    expect(await stored("Do associado")).toEqual([])
  })
})

describe("the site's server, before the action reads the body", () => {
  it("takes a 10 MB PDF and a batch of photos over 6 MB, and refuses a body over the gallery's limit with 413", async () => {
    const site = await startSite({ POCKETBASE_URL: db.url })
    const login = await fetch(`${site.url}/login`, {
      method: "POST",
      redirect: "manual",
      // A board member logs in from a browser they remembered (the second step: segunda-etapa-login.test.ts).
      headers: { Cookie: `aparelho=${await rememberedDevice(db.url, diretor.email)}` },
      body: new URLSearchParams({ email: diretor.email, password: TEST_PASSWORD }),
    })
    expect(login.status).toBe(303)
    const session = login.headers
      .getSetCookie()
      .find((line) => line.startsWith("sessao="))!
      .split(";")[0]!
    const postTo = async (path: string, { type, body }: { type: string; body: Buffer }) =>
      (await send(site.port, { path, headers: { Cookie: session, "Content-Type": type }, body })).status

    const dezMegas = await browserMultipart({ intent: "novo", nome: "Dez megas", categoria: "relatorio" }, [
      ["arquivo", pdf(padded(PDF, DOCUMENTO_ARQUIVO.maxBytes))],
    ])
    expect(dezMegas.body.length).toBeLessThanOrEqual(UPLOAD_ROUTES["/painel/documentos"])
    expect(await postTo("/painel/documentos", dezMegas)).toBe(303)
    const [documento] = await stored("Dez megas")
    expect((await served(documento!.id, documento!.arquivo)).length).toBe(DOCUMENTO_ARQUIVO.maxBytes)

    const foto = new File([new Uint8Array(padded(JPEG, 5 * 1024 * 1024))], "foto.jpg", { type: "image/jpeg" })
    const duasFotos = await browserMultipart({ intent: "enviar", titulo: "Festa", data: "2026-03-14" }, [
      ["imagens", foto],
      ["imagens", foto],
    ])
    expect(await postTo("/painel/galeria", duasFotos)).toBe(303)
    const fotos = await admin.collection("fotos").getFullList({ filter: 'titulo ~ "Festa ("' })
    expect(fotos).toHaveLength(2)

    // Refused on its headers alone: the body it announces is never sent.
    const acima = await send(site.port, {
      path: "/painel/galeria",
      headers: {
        Cookie: session,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(UPLOAD_ROUTES["/painel/galeria"] + 1),
      },
    })
    expect(acima.status).toBe(413)
  })
})
