// Marking a school photo's children at /painel/galeria against the real PocketBase, as the school's
// coordinator (docs/decisions/youth-school.md#image-consent-in-the-gallery): a search without
// JavaScript sends the chosen children as repeated `marcas`, which the loader turns into
// ?marcadas=; the dialog's search finds enrolled children by their folded name, keeps the chosen
// ones whatever it finds, and never offers an ended enrolment; a save marking a child without image
// authorisation with 'Publicar' is refused with the first name beside the form (400, values kept),
// one with authorisation is published; the list says each photo's state and whom it shows.
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { describe, expect, it, vi } from "vitest"
import { JPEG } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createAluno, createTurma } from "./escolinha-filhos-support"
import { createPerson, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.galeria/route")

const admin = await adminClient(db.url)
// A seat's holder, with the second step the seat requires already chosen (createPerson's board).
const coordenador = await createPerson(db.url, {
  board: [{ cargo: "coordenador-escolinha", tipo: "escolinha" }],
})
const cookie = await sessionCookie(coordenador.email)
const responsavel = await createPerson(db.url)
const turma = await createTurma(db.url)
const aluno = async (nome: string, fields: Record<string, unknown> = {}) => {
  const record = await createAluno(db.url, turma.id, responsavel.id, nome)
  return Object.keys(fields).length ? admin.collection("alunos").update(record.id, fields) : record
}
const imagem = { consentimento_imagem: true, consentimento_dados: true }
const julia = await aluno("Júlia Marcação", imagem)
const bruno = await aluno("Bruno Marcação")
const saiu = await aluno("Juliana Marcação", { ...imagem, status: "encerrado", encerrado_em: new Date() })

async function load(search: string) {
  const request = new Request(`http://localhost/painel/galeria${search}`, { headers: { Cookie: cookie } })
  return loader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown)
}
type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, Response>

/** A form posted as a browser without JavaScript posts it, each chosen child a `marcas` of its own. */
async function post(fields: Array<[string, string]>) {
  const request = new Request("http://localhost/painel/galeria?status=escolinha", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  })
  return action({ request, params: {}, context: {} })
}

describe("the dialog's search", () => {
  it("without JavaScript, lands on the address whose ?marcadas= holds the chosen children", async () => {
    const answer = (await load(
      `?status=escolinha&acao=enviar&q=ju&marcas=${julia.id}&marcas=${bruno.id}&imagens=&titulo=Treino`,
    )) as Response
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get("Location")!, "http://localhost")
    expect(location.pathname).toBe("/painel/galeria")
    expect(Object.fromEntries(location.searchParams)).toEqual({
      status: "escolinha",
      acao: "enviar",
      q: "ju",
      titulo: "Treino",
      marcadas: `${julia.id},${bruno.id}`,
    })
  })

  it("finds enrolled children by the folded name, beside the chosen ones, never an ended enrolment", async () => {
    const found = (await load(`?acao=enviar&q=JULIA`)) as Loaded
    expect(found.dialog?.alunos).toEqual([{ id: julia.id, nome: "Júlia Marcação", imagem: true }])
    const kept = (await load(`?acao=enviar&q=julia&marcadas=${bruno.id}`)) as Loaded
    expect(kept.dialog?.alunos.map((a) => [a.nome, a.imagem])).toEqual([
      ["Bruno Marcação", false],
      ["Júlia Marcação", true],
    ])
    const ended = (await load(`?acao=enviar&q=juliana`)) as Loaded
    expect(ended.dialog?.alunos.map((a) => a.id)).not.toContain(saiu.id)
  })
})

describe("a school photo's marks", () => {
  it("refuse 'Publicar' with a child without image authorisation, and publish one with it", async () => {
    const foto = await admin.collection("galeria_escolinha").create({
      titulo: "Marcação",
      data: "2026-06-20 00:00:00.000Z",
      imagem: new File([new Uint8Array(JPEG)], "foto.jpg", { type: "image/jpeg" }),
    })
    const base: Array<[string, string]> = [
      ["intent", "editar"],
      ["id", foto.id],
      ["titulo", "Marcação"],
      ["data", "2026-06-20"],
      ["marcacao", "1"],
      ["publicada", "on"],
    ]
    const refused = (await post([
      ...base,
      ["marcas", julia.id],
      ["marcas", bruno.id],
    ])) as unknown as FormReply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error?.marcas).toEqual([ESCOLINHA_MENSAGENS.semImagem("Bruno")])
    expect(refused.data.result.initialValue).toMatchObject({ marcas: [julia.id, bruno.id], publicada: "on" })
    expect(await admin.collection("galeria_escolinha").getOne(foto.id)).toMatchObject({
      publicada: false,
      criancas: [],
    })

    const saved = (await post([...base, ["marcas", julia.id]])) as Response
    expect(saved.status).toBe(303)
    expect(await toastOf(saved)).toMatchObject({ title: "Foto atualizada" })
    const listed = ((await load("?status=escolinha")) as Loaded).fotos.find((f) => f.id === foto.id)
    expect(listed).toMatchObject({ publicada: true, criancas: [{ id: julia.id, nome: "Júlia" }] })

    // The edit dialog lists the photo's own child with no search.
    const dialog = (await load(`?status=escolinha&acao=editar&id=${foto.id}`)) as Loaded
    expect(dialog.dialog?.alunos.map((a) => a.id)).toEqual([julia.id])
  })
})
