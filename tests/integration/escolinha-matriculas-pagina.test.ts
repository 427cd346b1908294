// /painel/escolinha/matriculas through the site against the real PocketBase
// (docs/decisions/youth-school.md#enrolment-from-the-requests): the coordinator reads the requests
// not yet enrolled, opens one with the class its birth year suggests (or the age's refusal, no class
// chosen), enrols it with a flash saying what was done, and PocketBase's refusal comes back beside
// the form; the inbox tells 'Matriculado' only to those who enrol.
import { COORDENADOR_ESCOLINHA, TIPO_ESCOLINHA } from "@veteranos/domain/cargos"
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { describe, expect, it, vi } from "vitest"
import { panelPageData } from "../support/api"
import { thisYear } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import {
  createPerson,
  routeArgs,
  sessionCookie,
  toastOf,
  tokenOf,
  uniqueEmail,
  type FormReply,
} from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.escolinha_.matriculas/route")
const admin = await adminClient(db.url)

// A seat's holder, with the second step the seat requires already chosen (createPerson's board).
const coordenador = await createPerson(db.url, {
  board: [{ cargo: COORDENADOR_ESCOLINHA, tipo: TIPO_ESCOLINHA }],
})
const cookie = await sessionCookie(coordenador.email)
const [presidente, secretario] = await Promise.all([
  createPerson(db.url, { associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] }),
  createPerson(db.url, { associado: 1, board: [{ cargo: "secretario", tipo: "diretoria" }] }),
])

const turma = (nome: string, anos: [number, number], vagas: number) =>
  admin.collection("turmas").create({
    nome,
    ano_inicio: thisYear() - anos[0],
    ano_fim: thisYear() - anos[1],
    dias: ["seg", "qua"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo society",
    vagas,
  })
const sub7 = await turma("Sub-7", [7, 6], 12)
await turma("Sub-9", [9, 8], 12)

const pedido = (nome: string, anos: number) =>
  admin.collection("pedido_escolinha").create({
    nome_responsavel: "Marina Pereira",
    cpf_responsavel: "529.982.247-25",
    nome_crianca: nome,
    data_nascimento: `${thisYear() - anos}-01-01 00:00:00.000Z`,
    telefone: "(11) 98765-4321",
    email: uniqueEmail("responsavel"),
  })
const lucas = await pedido("Lucas Pereira", 6)
const bruno = await pedido("Bruno Alves", 12)

type Pagina = {
  lista: { items: Array<{ id: string; nome_crianca: string; idade: number }> }
  turmas: Array<{ id: string; vagas: number; matriculados: number }>
  aberto: {
    id: string
    updated: string
    sugerida: string | null
    recusa: string | null
    matriculado: boolean
  } | null
}
const open = async (id: string) =>
  (await loader(routeArgs(`/painel/escolinha/matriculas?acao=matricular&id=${id}`, cookie))) as Pagina

describe("the enrolments page", () => {
  it("lists the requests with the child's age, and opens one with the class its birth year suggests", async () => {
    const page = await open(lucas.id)
    expect(page.lista.items.map((item) => [item.nome_crianca, item.idade])).toEqual([
      ["Bruno Alves", 12],
      ["Lucas Pereira", 6],
    ])
    expect(page.aberto).toMatchObject({ id: lucas.id, sugerida: sub7.id, recusa: null, matriculado: false })
    expect((await open(bruno.id)).aberto).toMatchObject({
      sugerida: null,
      recusa: ESCOLINHA_MENSAGENS.idade(12),
    })
  })

  it("refuses a child outside 5 to 10 years beside the form, with its age", async () => {
    const page = await open(bruno.id)
    const reply = (await action(
      routeArgs("/painel/escolinha/matriculas?acao=matricular", cookie, {
        intent: "matricular",
        id: bruno.id,
        turma: sub7.id,
        updated: page.aberto!.updated,
      }),
    )) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.[""]).toEqual([ESCOLINHA_MENSAGENS.idade(12)])
  })

  it("enrols with a flash saying where, and the request leaves the list", async () => {
    const page = await open(lucas.id)
    const response = (await action(
      routeArgs(`/painel/escolinha/matriculas?acao=matricular&id=${lucas.id}`, cookie, {
        intent: "matricular",
        id: lucas.id,
        turma: sub7.id,
        updated: page.aberto!.updated,
      }),
    )) as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe("/painel/escolinha/matriculas#conteudo")
    expect((await toastOf(response))?.title).toBe("Lucas matriculado na Sub-7.")
    const after = await open(lucas.id)
    expect(after.lista.items.map((item) => item.nome_crianca)).toEqual(["Bruno Alves"])
    // The dialog's classes count the enrolled: Sub-7 has one of its 12 places taken.
    expect(after.turmas.find((t) => t.id === sub7.id)).toMatchObject({ vagas: 12, matriculados: 1 })
  })

  it("tells 'Matriculado' in the inbox to the president, who enrols, and not to another board member", async () => {
    type Caixa = { lista: { items: Array<{ id: string; matriculado?: boolean }> } }
    const inbox = async (email: string) =>
      (
        await panelPageData<Caixa>(db.url, await tokenOf(db.url, email), "/painel/mensagens", {
          status: "escolinha",
        })
      ).lista.items
    expect((await inbox(presidente.email)).find((item) => item.id === lucas.id)?.matriculado).toBe(true)
    expect((await inbox(presidente.email)).find((item) => item.id === bruno.id)?.matriculado).toBe(false)
    expect((await inbox(secretario.email)).find((item) => item.id === lucas.id)).not.toHaveProperty(
      "matriculado",
    )
  })
})
