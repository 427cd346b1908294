// The public forms' actions end to end against the real PocketBase: Post/Redirect/Get and the
// values kept on errors. The honeypot, double submits and the limit: forms-abuse.test.ts.
import { describe, expect, it, vi } from "vitest"
import { action as associarAction } from "~/routes/associar/route"
import { action as escolinhaAction } from "~/routes/escolinha/route"
import { adminClient } from "../support/pocketbase"
import { validPedidoEscolinha, validPedidoSocio } from "../support/form-data"
import { countWithEmail, expectSuccess, newClient, postForm, uniqueEmail, type FormReply } from "./support"

// A database of its own: the requests it stores change no other file's counts.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))

const socio = (email: string) => ({
  ...validPedidoSocio(email),
  observacoes: "",
  consentimento: "on",
  website: "",
})

describe("/associar action", () => {
  it("stores a valid request masked and answers 303 with the success message", async () => {
    const email = uniqueEmail("acao")
    expectSuccess(
      await associarAction(postForm("/associar", socio(email), newClient())),
      "/associar?enviado=1#conteudo",
    )
    const admin = await adminClient(db.url)
    const record = await admin
      .collection("pedido_socio")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    expect(record).toMatchObject({ telefone: "(11) 98765-4321", cpf: "529.982.247-25", status: "pendente" })
  })

  it("answers 400 with each message and every typed value", async () => {
    const email = uniqueEmail("invalido")
    const fields = { ...socio(email), cpf: "529.982.247-24", nome: "" }
    const reply = (await associarAction(postForm("/associar", fields, newClient()))) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({ cpf: ["CPF inválido"], nome: ["Nome é obrigatório"] })
    expect(reply.data.result.initialValue).toMatchObject({ email, cpf: "529.982.247-24", rg: "12.345.678-9" })
    expect(await countWithEmail(db.url, "pedido_socio", email)).toBe(0)
  })
})

describe("/escolinha action", () => {
  it("stores a valid request (date as sent, tipo Pedido) and answers 303", async () => {
    const email = uniqueEmail("escolinha")
    const fields = { ...validPedidoEscolinha(email), observacoes: "", consentimento: "on" }
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
    const email = uniqueEmail("semconsentimento")
    const fields = validPedidoEscolinha(email)
    const reply = (await escolinhaAction(postForm("/escolinha", fields, newClient()))) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(Object.keys(reply.data.result.error ?? {})).toEqual(["consentimento"])
    expect(await countWithEmail(db.url, "pedido_escolinha", email)).toBe(0)
  })
})
