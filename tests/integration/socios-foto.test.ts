// The member's photo through the site's own pages, against the real PocketBase
// (docs/decisions/member-card-and-receipts.md#photos): 'Sua foto' in Meus Dados, posted as a
// browser posts it (multipart, through withFormData), stores a phone's photo on the person's own
// account turned upright and with no metadata, refuses a hostile one beside the field, removes it;
// the site serves it to the directory's readers, kept by the browser only.
import { IMAGEM_RECUSAS } from "@veteranos/domain/arquivos-conteudo"
import { FOTO_THUMBS } from "@veteranos/domain/carteirinha"
import { describe, expect, it, vi } from "vitest"
import { blackPng, lookAt, phonePhoto } from "../support/imagens"
import { adminClient } from "../support/pocketbase"
import { browserMultipart } from "./raw-http"
import { createPerson, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const meusDados = await import("~/routes/painel.meus-dados/route")
const socios = await import("~/routes/painel.socios/route")
const { loader: arquivo } = await import("~/routes/arquivos.$collection.$id.$filename")
const admin = await adminClient(db.url)

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

/** Meus Dados' photo form, sent by `cookie`'s browser with `foto` chosen. */
async function sendPhoto(cookie: string, foto: File) {
  const { type, body } = await browserMultipart({ intent: "foto" }, [["foto", foto]])
  const request = new Request("http://localhost/painel/meus-dados", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": type },
    body,
  })
  return meusDados.action({ request, params: {}, context: {} })
}

/** The site's answer for a file's address ("/arquivos/..."), a thrown answer too. */
async function served(address: string) {
  const url = new URL(address, "http://localhost")
  const [, , collection, id, filename] = url.pathname.split("/").map(decodeURIComponent)
  try {
    return await arquivo({ request: new Request(url), params: { collection, id, filename }, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const fotoOf = async (id: string) => (await admin.collection("cadastro_geral").getOne(id)).foto as string

describe("'Sua foto'", () => {
  it("stores a phone's photo on the person's account, upright and with no metadata, and shows it", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const cookie = await sessionCookie(socio.email)
    const answer = (await sendPhoto(
      cookie,
      file(await phonePhoto(), "IMG_0001.jpg", "image/jpeg"),
    )) as Response
    expect(answer.status).toBe(303)
    expect(await toastOf(answer)).toMatchObject({ type: "success", title: "Foto salva" })

    const nome = await fotoOf(socio.id)
    expect(nome).toMatch(/^img_0001_\w+\.jpg$/)
    const original = await served(`/arquivos/cadastro_geral/${socio.id}/${nome}`)
    expect(original.status).toBe(200)
    // Kept a week by the person's browser only, and out of search engines.
    expect(original.headers.get("Cache-Control")).toBe("private, max-age=604800")
    expect(original.headers.get("X-Robots-Tag")).toBe("noindex")
    expect(await lookAt(Buffer.from(await original.arrayBuffer()))).toMatchObject({
      format: "jpeg",
      width: 20,
      height: 40,
      exif: null,
      orientation: null,
      top: "red",
    })

    // Meus Dados shows its square thumbnail, which the site serves.
    const page = await meusDados.loader(routeArgs("/painel/meus-dados", cookie))
    expect(page.foto).toBe(`/arquivos/cadastro_geral/${socio.id}/${nome}?thumb=${FOTO_THUMBS.lista}`)
    const thumb = await served(page.foto!)
    expect(thumb.status).toBe(200)
    expect(await lookAt(Buffer.from(await thumb.arrayBuffer()))).toMatchObject({ width: 96, height: 96 })
    // A name the account does not hold is no file.
    expect((await served(`/arquivos/cadastro_geral/${socio.id}/outra_a1b2c3d4e5.jpg`)).status).toBe(404)

    // The export says there is one.
    const json = await (
      await import("~/routes/painel.meus-dados[.]json")
    ).loader(routeArgs("/painel/meus-dados.json", cookie))
    expect(JSON.parse(await json.text()).conta[0]).toMatchObject({ foto: true, lista_socios: false })
  })

  it("refuses an image of 20000 × 20000 pixels beside the field, and keeps the photo there was", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const cookie = await sessionCookie(socio.email)
    await sendPhoto(cookie, file(await phonePhoto(), "rosto.jpg", "image/jpeg"))
    const before = await fotoOf(socio.id)
    const reply = (await sendPhoto(
      cookie,
      file(blackPng(20000, 20000), "mapa.png", "image/png"),
    )) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.foto).toEqual([IMAGEM_RECUSAS.pixels.mensagem])
    expect(await fotoOf(socio.id)).toBe(before)
  })

  it("is removed with 'Remover foto', and its address then serves nothing", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const cookie = await sessionCookie(socio.email)
    await sendPhoto(cookie, file(await phonePhoto(), "rosto.jpg", "image/jpeg"))
    const nome = await fotoOf(socio.id)
    const answer = (await meusDados.action(
      routeArgs("/painel/meus-dados", cookie, { intent: "remover-foto" }),
    )) as Response
    expect(await toastOf(answer)).toMatchObject({ title: "Foto removida" })
    expect(await fotoOf(socio.id)).toBe("")
    expect((await served(`/arquivos/cadastro_geral/${socio.id}/${nome}`)).status).toBe(404)
  })

  it("shows in the directory, as its square thumbnail, once the member is listed", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const cookie = await sessionCookie(socio.email)
    await sendPhoto(cookie, file(await phonePhoto(), "rosto.jpg", "image/jpeg"))
    await meusDados.action(
      routeArgs("/painel/meus-dados", cookie, { intent: "lista-socios", lista_socios: "sim" }),
    )
    const page = await socios.loader(routeArgs(`/painel/socios?q=${encodeURIComponent(socio.nome)}`, cookie))
    const [card] = page.socios.filter((s) => s.id === socio.id)
    expect(card?.foto).toEqual({ id: socio.id, arquivo: await fotoOf(socio.id) })
  })

  it("is the account's one file field, so the site may serve it by its address alone", async () => {
    const collection = await admin.collections.getOne("cadastro_geral")
    const files = collection.fields.filter((field) => field.type === "file")
    expect(files.map((field) => [field.name, Boolean(field.protected)])).toEqual([["foto", false]])
  })
})
