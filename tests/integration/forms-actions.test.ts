// The public forms' actions end to end against the real PocketBase: Post/Redirect/Get, values kept
// on errors, the honeypot, the double-submit guard and the per-client limit.
import { describe, expect, inject, it } from "vitest"
import { action as associarAction } from "~/routes/associar"
import { action as contatoAction } from "~/routes/contato"
import { action as escolinhaAction } from "~/routes/escolinha"
import { LIMITE_ENVIOS_MENSAGEM } from "~/utils/public-submission.server"
import { adminClient } from "../support/pocketbase"

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`
let clients = 0
/** A distinct client per test (X-Forwarded-For), so the limit of one test never touches another. */
const newClient = () => `198.51.100.${++clients}`

function post(path: string, fields: Record<string, string>, client: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams(fields),
  })
}

const args = (request: Request) => ({ request, params: {}, context: {} })

type Reply = {
  init: { status: number } | null
  data: { result: { initialValue: Record<string, string>; error?: Record<string, string[] | null> } }
}

async function count(collection: string, email: string) {
  const admin = await adminClient(inject("pocketbaseUrl"))
  const page = await admin
    .collection(collection)
    .getList(1, 1, { filter: admin.filter("email = {:email}", { email }) })
  return page.totalItems
}

function expectSuccess(response: unknown, location: string) {
  expect(response).toBeInstanceOf(Response)
  const r = response as Response
  expect(r.status).toBe(303)
  expect(r.headers.get("Location")).toBe(location)
  // The flash message for the next page.
  expect(r.headers.get("Set-Cookie")).toMatch(/^aviso=/)
}

const socio = (email: string) => ({
  nome: "Maria da Silva",
  email,
  telefone: "11987654321",
  data_nascimento: "1970-05-20",
  rg: "12.345.678-9",
  cpf: "529.982.247-25",
  endereco: "Rua das Flores, 10",
  observacoes: "",
  consentimento: "on",
  website: "",
})

describe("/associar action", () => {
  it("stores a valid request masked and answers 303 with the success message", async () => {
    const email = `acao.${unique()}@exemplo.org`
    expectSuccess(await associarAction(args(post("/associar", socio(email), newClient()))), "/associar")
    const admin = await adminClient(inject("pocketbaseUrl"))
    const record = await admin
      .collection("pedido_socio")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    expect(record).toMatchObject({ telefone: "(11) 98765-4321", cpf: "529.982.247-25", status: "pendente" })
  })

  it("stores a double submit once", async () => {
    const email = `duplo.${unique()}@exemplo.org`
    const client = newClient()
    const [first, second] = await Promise.all([
      associarAction(args(post("/associar", socio(email), client))),
      associarAction(args(post("/associar", socio(email), client))),
    ])
    expectSuccess(first, "/associar")
    expectSuccess(second, "/associar")
    expectSuccess(await associarAction(args(post("/associar", socio(email), client))), "/associar")
    expect(await count("pedido_socio", email)).toBe(1)
  })

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const email = `robo.${unique()}@exemplo.org`
    const fields = { ...socio(email), website: "http://spam.example" }
    expectSuccess(await associarAction(args(post("/associar", fields, newClient()))), "/associar")
    expect(await count("pedido_socio", email)).toBe(0)
  })

  it("answers 400 with each message and every typed value", async () => {
    const email = `invalido.${unique()}@exemplo.org`
    const fields = { ...socio(email), cpf: "529.982.247-24", nome: "" }
    const reply = (await associarAction(args(post("/associar", fields, newClient())))) as unknown as Reply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({ cpf: ["CPF inválido"], nome: ["Nome é obrigatório"] })
    expect(reply.data.result.initialValue).toMatchObject({ email, cpf: "529.982.247-24", rg: "12.345.678-9" })
    expect(await count("pedido_socio", email)).toBe(0)
  })

  it("refuses the sixth request of one client within the window with 429, keeping the values", async () => {
    const client = newClient()
    for (let i = 0; i < 5; i++) {
      expectSuccess(
        await associarAction(args(post("/associar", socio(`limite.${unique()}@exemplo.org`), client))),
        "/associar",
      )
    }
    const email = `limite.${unique()}@exemplo.org`
    const reply = (await associarAction(args(post("/associar", socio(email), client)))) as unknown as Reply
    expect(reply.init?.status).toBe(429)
    expect(reply.data.result.error).toMatchObject({ "": [LIMITE_ENVIOS_MENSAGEM] })
    expect(reply.data.result.initialValue).toMatchObject({ email, nome: "Maria da Silva" })
    expect(await count("pedido_socio", email)).toBe(0)
    // Another client, and another form of the same client, are not affected.
    expectSuccess(await associarAction(args(post("/associar", socio(email), newClient()))), "/associar")
    const contato = {
      nome: "Rui",
      email,
      telefone: "1133334444",
      assunto: "Sede",
      mensagem: "Qual o horário?",
    }
    expectSuccess(await contatoAction(args(post("/contato", contato, client))), "/contato#conteudo")
  })
})

describe("/escolinha action", () => {
  it("stores a valid request (date as sent, tipo Pedido) and answers 303", async () => {
    const email = `escolinha.${unique()}@exemplo.org`
    const fields = {
      nome_responsavel: "Ana Souza",
      cpf_responsavel: "11144477735",
      nome_crianca: "Lia Souza",
      data_nascimento: "2019-04-10",
      telefone: "(21) 99876-5432",
      email,
      observacoes: "",
      consentimento: "on",
    }
    expectSuccess(await escolinhaAction(args(post("/escolinha", fields, newClient()))), "/escolinha#conteudo")
    const admin = await adminClient(inject("pocketbaseUrl"))
    const record = await admin
      .collection("pedido_escolinha")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    expect(record).toMatchObject({
      cpf_responsavel: "111.444.777-35",
      data_nascimento: "2019-04-10 00:00:00.000Z",
      tipo: "Pedido",
      consentimento: true,
    })
  })

  it("refuses a request without the guardian's consent", async () => {
    const email = `semconsentimento.${unique()}@exemplo.org`
    const fields = {
      nome_responsavel: "Ana Souza",
      cpf_responsavel: "11144477735",
      nome_crianca: "Lia Souza",
      data_nascimento: "2019-04-10",
      telefone: "(21) 99876-5432",
      email,
    }
    const reply = (await escolinhaAction(args(post("/escolinha", fields, newClient())))) as unknown as Reply
    expect(reply.init?.status).toBe(400)
    expect(Object.keys(reply.data.result.error ?? {})).toEqual(["consentimento"])
    expect(await count("pedido_escolinha", email)).toBe(0)
  })
})
