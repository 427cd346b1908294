// A school request enrolled through PocketBase's own route, called directly as someone skipping the
// site would (docs/decisions/youth-school.md#enrolment-from-the-requests): the child made with the
// guardian's account, a child outside 5 to 10 years refused with its age, an existing account never
// handed over, a request enrolled once, two enrolments for the last place confirming one, a place
// freed going to the first waiting, and nobody without manageEscolinha enrolling.
import type PocketBase from "pocketbase"
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { COORDENADOR_ESCOLINHA, TIPO_ESCOLINHA } from "@veteranos/domain/cargos"
import { apiPath } from "@veteranos/domain/rotas-api"
import { describe, expect, it } from "vitest"
import { answerOf, clientWithToken, fieldRefusal } from "../support/api"
import { thisYear } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { expectBody, SET_PASSWORD, SET_PASSWORD_LINK } from "./email-body"
import {
  createPerson,
  createPersonWithToken,
  createSeat,
  loginId,
  ownMailServer,
  ownPocketBase,
  tokenOf,
  uniqueEmail,
  TEST_PASSWORD,
} from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const APP_URL = "https://veteranos.exemplo.org"
await admin.settings.update({ meta: { appURL: APP_URL, appName: "Associação dos Veteranos" } })
/** The queue's job run now, and the one e-mail it sent to `email`. */
async function sentTo(email: string) {
  await admin.send("/api/crons/envios", { method: "POST" })
  await expect.poll(() => mail.to(email).length).toBe(1)
  return mail.to(email)[0]!
}

const coordenador = await createPerson(db.url)
await createSeat(db.url, coordenador.id, { cargo: COORDENADOR_ESCOLINHA, tipo: TIPO_ESCOLINHA })
const asCoordenador = clientWithToken(db.url, await tokenOf(db.url, coordenador.email))

/** A class of `vagas` places taking children born 10 to 5 years ago. */
const turma = (vagas: number) =>
  admin.collection("turmas").create({
    nome: `Sub-${Math.random().toString(36).slice(2, 7)}`,
    ano_inicio: thisYear() - 10,
    ano_fim: thisYear() - 5,
    dias: ["seg", "qua"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo society",
    vagas,
  })

/** A school request of a child `anos` years old today (born on 1 January), by `email`. */
const pedido = (anos: number, email = uniqueEmail("responsavel")) =>
  admin.collection("pedido_escolinha").create({
    nome_responsavel: "Marina Pereira",
    cpf_responsavel: "529.982.247-25",
    nome_crianca: `Lucas ${Math.random().toString(36).slice(2, 7)}`,
    data_nascimento: `${thisYear() - anos}-01-01 00:00:00.000Z`,
    telefone: "(11) 98765-4321",
    email,
  })

const enrol = (client: PocketBase, pedidoId: string, turmaId: string) =>
  client.send<{
    aluno: string
    status: string
    posicao: number
    mensagem: string
    conta: { criada: boolean }
  }>(apiPath("enrolPedido", pedidoId), { method: "POST", body: { turma: turmaId } })

const alunoOf = (pedidoId: string) => admin.collection("alunos").getFirstListItem(`pedido = "${pedidoId}"`)
const queued = (tipo: string, referencia: string) =>
  admin.collection("envios").getFullList({
    filter: admin.filter("tipo = {:tipo} && referencia = {:referencia}", { tipo, referencia }),
  })

describe("enrolling a school request", () => {
  it("makes the guardian's account and the child in the class, with its e-mail queued", async () => {
    const { id: turmaId } = await turma(5)
    const request = await pedido(6)
    const answer = await enrol(asCoordenador, request.id, turmaId)
    expect(answer).toMatchObject({ status: "matriculado", conta: { criada: true } })
    expect(answer.mensagem).toMatch(/^Lucas matriculado na Sub-/)
    const aluno = await alunoOf(request.id)
    const conta = await admin.collection("cadastro_geral").getOne(aluno.responsavel)
    expect([conta.email, conta.nome, conta.cpf]).toEqual([request.email, "Marina Pereira", "52998224725"])
    expect([aluno.nome, aluno.turma, aluno.status]).toEqual([request.nome_crianca, turmaId, "matriculado"])
    expect((await queued("matricula_escolinha", aluno.id)).map((envio) => envio.conta)).toEqual([conta.id])
    expectBody(await sentTo(request.email), {
      nome: "Marina Pereira",
      says: [
        answer.mensagem,
        "Dias e horário: Segunda e Quarta, 14:00 às 15:00",
        "Local: Campo society",
        ...SET_PASSWORD,
      ],
      link: SET_PASSWORD_LINK,
    })
  })

  it.each([4, 11])("refuses a child of %i years with its age", async (anos) => {
    const { id: turmaId } = await turma(5)
    const request = await pedido(anos)
    const refusal = await fieldRefusal(enrol(asCoordenador, request.id, turmaId), (error) => error.message)
    expect(refusal).toEqual({ status: 400, fields: { data_nascimento: ESCOLINHA_MENSAGENS.idade(anos) } })
    expect(
      await admin.collection("alunos").getList(1, 1, { filter: `pedido = "${request.id}"` }),
    ).toMatchObject({
      totalItems: 0,
    })
  })

  it("never hands an existing account over: no link in its e-mail, its password unchanged", async () => {
    const existing = await createPerson(db.url)
    const { id: turmaId } = await turma(5)
    const request = await pedido(7, existing.email.toUpperCase())
    const answer = await enrol(asCoordenador, request.id, turmaId)
    expect(answer.conta).toEqual({ criada: false })
    const aluno = await alunoOf(request.id)
    expect(aluno.responsavel).toBe(existing.id)
    expect(await loginId(db.url, existing.email, TEST_PASSWORD)).toBe(existing.id)
    expectBody(await sentTo(existing.email), {
      nome: existing.nome,
      says: [answer.mensagem, "Entre no painel com o e-mail e a senha que você já usa no site"],
      link: `${APP_URL}/login`,
    })
  })

  it("refuses a request already enrolled, even twice at once", async () => {
    const { id: turmaId } = await turma(5)
    const request = await pedido(8)
    const answers = await Promise.all([
      answerOf(enrol(asCoordenador, request.id, turmaId)),
      answerOf(enrol(asCoordenador, request.id, turmaId)),
    ])
    expect(answers.sort()).toEqual([
      [200, ""],
      [400, ESCOLINHA_MENSAGENS.jaMatriculado],
    ])
    expect(await answerOf(enrol(asCoordenador, request.id, turmaId))).toEqual([
      400,
      ESCOLINHA_MENSAGENS.jaMatriculado,
    ])
  })

  it("is refused to a member without the school's capability", async () => {
    const membro = await createPersonWithToken(db.url, { associado: 1 })
    const { id: turmaId } = await turma(5)
    const request = await pedido(6)
    const [status] = await answerOf(enrol(clientWithToken(db.url, membro.token), request.id, turmaId))
    expect(status).toBe(403)
  })
})

describe("the class's last place", () => {
  it("goes to one of two enrolments at once; the other waits in line", async () => {
    const { id: turmaId } = await turma(1)
    const [a, b] = await Promise.all([pedido(6), pedido(6)])
    const answers = await Promise.all([
      enrol(asCoordenador, a.id, turmaId),
      enrol(asCoordenador, b.id, turmaId),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual(["espera", "matriculado"])
    const waiting = answers.find((answer) => answer.status === "espera")!
    expect(waiting.posicao).toBe(1)
    expect(waiting.mensagem).toMatch(/^Lucas está na lista de espera da Sub-\w+, na posição 1\.$/)
    const stored = await admin.collection("alunos").getFullList({ filter: `turma = "${turmaId}"` })
    expect(stored.map((aluno) => aluno.status).sort()).toEqual(["espera", "matriculado"])
  })

  it("freed by a child leaving goes to the first waiting, whose guardian is e-mailed", async () => {
    const { id: turmaId } = await turma(1)
    const [a, b, c] = [await pedido(6), await pedido(6), await pedido(6)]
    const first = await enrol(asCoordenador, a.id, turmaId)
    const second = await enrol(asCoordenador, b.id, turmaId)
    const third = await enrol(asCoordenador, c.id, turmaId)
    expect([first.status, second.status, third.status, third.posicao]).toEqual([
      "matriculado",
      "espera",
      "espera",
      2,
    ])
    await admin.collection("alunos").update(first.aluno, { status: "encerrado" })
    const statuses = await Promise.all([second, third].map((x) => admin.collection("alunos").getOne(x.aluno)))
    expect(statuses.map((aluno) => aluno.status)).toEqual(["matriculado", "espera"])
    const promoted = statuses[0]!
    expect((await queued("vaga_escolinha", promoted.id)).map((envio) => envio.conta)).toEqual([
      promoted.responsavel,
    ])
    expect(await queued("vaga_escolinha", third.aluno)).toEqual([])
  })

  it("added to the class goes to the waiting", async () => {
    const { id: turmaId } = await turma(1)
    const [a, b] = [await pedido(6), await pedido(6)]
    await enrol(asCoordenador, a.id, turmaId)
    const waiting = await enrol(asCoordenador, b.id, turmaId)
    await admin.collection("turmas").update(turmaId, { vagas: 2 })
    expect((await admin.collection("alunos").getOne(waiting.aluno)).status).toBe("matriculado")
  })
})
