// The slates through the site, in a PocketBase of this file's own (docs/decisions/elections.md): the
// secretary includes an election in a draft ('Eleição', the executive board, the term's first day,
// its last left empty), publishes it, and on /painel/assembleias/{id}/chapas registers 'Renovação'
// among the members able to vote; a second slate naming a person of the first, or leaving a seat
// empty, is refused beside the form with PocketBase's reason and the values kept (400).
import { describe, expect, it, vi } from "vitest"
import { mandatoFimPadrao, MENSAGENS } from "@veteranos/domain/eleicoes"
import { createPersonWithToken, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const lista = await import("~/routes/painel.assembleias/route")
const pagina = await import("~/routes/painel.assembleias_.$id/route")
const chapas = await import("~/routes/painel.assembleias_.$id_.chapas/route")
const { addDays, todayInSaoPaulo } = await import("~/utils/format")

const secretario = await createPersonWithToken(db.url, {
  associado: 1,
  board: [{ cargo: "secretario", tipo: "diretoria" }],
})
const people = await Promise.all(
  Array.from({ length: 7 }, () => createPersonWithToken(db.url, { associado: 1 })),
)
const cookie = await sessionCookie(secretario.email)

/** The route's arguments for the assembly `id`'s page, or its `/chapas`. */
const on = (path: string, id: string, form?: Record<string, string>) => ({
  ...routeArgs(path, cookie, form),
  params: { id },
})

const INICIO = addDays(todayInSaoPaulo(), 90)

/** A published notice whose agenda is an election of the executive board, made on the draft's page. */
async function publishedElection(): Promise<string> {
  const nova = (await lista.action(
    routeArgs("/painel/assembleias?acao=nova", cookie, {
      intent: "nova",
      tipo: "ordinaria",
      data: addDays(todayInSaoPaulo(), 30),
      hora: "19:00",
      modalidade: "presencial",
      local: "Sede social",
      link: "",
      instrucoes: "",
    }),
  )) as Response
  const id = /^\/painel\/assembleias\/(\w+)/.exec(nova.headers.get("Location") ?? "")![1]!
  const path = `/painel/assembleias/${id}`
  const item = {
    intent: "incluir-item",
    titulo: "Eleição da Diretoria Executiva",
    tipo: "eleicao",
    ano: "",
    diretoria: "on",
    mandato_inicio: INICIO,
    mandato_fim: "",
  }
  expect(((await pagina.action(on(path, id, item))) as Response).status).toBe(303)
  expect(((await pagina.action(on(path, id, { intent: "publicar" }))) as Response).status).toBe(303)
  return id
}

/** 'Registrar chapa' with the executive board's four seats, in CHAPA_CARGOS's order. */
const slate = (item: string, nome: string, contas: string[]) => ({
  intent: "registrar-chapa",
  item,
  nome,
  "pessoa-presidente": contas[0] ?? "",
  "pessoa-vice-presidente": contas[1] ?? "",
  "pessoa-financeiro": contas[2] ?? "",
  "pessoa-secretario": contas[3] ?? "",
})

describe("the slates page", () => {
  it("registers a slate of members able to vote, and keeps a refused one beside its form", async () => {
    const id = await publishedElection()
    const path = `/painel/assembleias/${id}/chapas`
    const draft = await pagina.loader(on(`/painel/assembleias/${id}`, id))
    expect(draft.itens[0]).toMatchObject({ tipo: "eleicao", orgaos: ["diretoria"] })
    expect(draft.itens[0]!.mandato_fim?.slice(0, 10)).toBe(mandatoFimPadrao(INICIO, 3))

    const page = await chapas.loader(on(path, id))
    const [eleicao] = page.eleicoes
    expect(eleicao).toMatchObject({
      titulo: "Eleição da Diretoria Executiva",
      votacao: "fechada",
      chapas: [],
    })
    expect(page.aptos.map((p) => p.id)).toEqual(expect.arrayContaining(people.map((p) => p.id)))

    const [a, b, c, d, e, f, g] = people.map((p) => p.id)
    const ok = (await chapas.action(
      on(path, id, slate(eleicao!.id, "Renovação", [a!, b!, c!, d!])),
    )) as Response
    expect(ok.status).toBe(303)
    expect((await toastOf(ok))?.title).toBe("Chapa registrada.")

    const other = slate(eleicao!.id, "Continuidade", [e!, f!, g!, a!])
    const refused = (await chapas.action(on(path, id, other))) as unknown as FormReply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error?.[""]).toEqual([MENSAGENS.outraChapa(people[0]!.nome, "Chapa 1")])
    expect(refused.data.result.initialValue).toMatchObject({
      nome: "Continuidade",
      "pessoa-presidente": e,
      "pessoa-secretario": a,
    })

    const empty = (await chapas.action(
      on(path, id, slate(eleicao!.id, "Continuidade", [e!, f!, g!])),
    )) as unknown as FormReply
    expect(empty.init?.status).toBe(400)
    expect(empty.data.result.error?.[""]).toEqual(["Escolha quem ocupa o cargo de Secretário."])

    const after = await chapas.loader(on(path, id))
    expect(
      after.eleicoes[0]!.chapas.map((chapa) => [chapa.numero, chapa.nome, chapa.membros.length]),
    ).toEqual([[1, "Renovação", 4]])
  })
})
