// The public forms' actions end to end against the real PocketBase: Post/Redirect/Get and the
// values kept on errors. The honeypot, double submits and the limit: forms-abuse.test.ts.
import { describe, expect, it, vi } from "vitest"
import { action as associarAction } from "~/routes/associar"
import { action as escolinhaAction } from "~/routes/escolinha"
import { adminClient } from "../support/pocketbase"
import { expectSuccess, postForm, type FormReply } from "./support"

// A database of its own: the requests it stores change no other file's counts.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`
let clients = 0
/** A distinct client per test (X-Forwarded-For), so the limit of one test never touches another. */
const newClient = () => `198.51.100.${++clients}`

async function count(collection: string, email: string) {
  const admin = await adminClient(db.url)
  const page = await admin
    .collection(collection)
    .getList(1, 1, { filter: admin.filter("email = {:email}", { email }) })
  return page.totalItems
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
    expectSuccess(await associarAction(postForm("/associar", socio(email), newClient())), "/associar")
    const admin = await adminClient(db.url)
    const record = await admin
      .collection("pedido_socio")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    expect(record).toMatchObject({ telefone: "(11) 98765-4321", cpf: "529.982.247-25", status: "pendente" })
  })

  it("answers 400 with each message and every typed value", async () => {
    const email = `invalido.${unique()}@exemplo.org`
    const fields = { ...socio(email), cpf: "529.982.247-24", nome: "" }
    const reply = (await associarAction(postForm("/associar", fields, newClient()))) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({ cpf: ["CPF inválido"], nome: ["Nome é obrigatório"] })
    expect(reply.data.result.initialValue).toMatchObject({ email, cpf: "529.982.247-24", rg: "12.345.678-9" })
    expect(await count("pedido_socio", email)).toBe(0)
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
    expectSuccess(await escolinhaAction(postForm("/escolinha", fields, newClient())), "/escolinha#conteudo")
    const admin = await adminClient(db.url)
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
    const reply = (await escolinhaAction(postForm("/escolinha", fields, newClient()))) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(Object.keys(reply.data.result.error ?? {})).toEqual(["consentimento"])
    expect(await count("pedido_escolinha", email)).toBe(0)
  })
})
