// One identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail), against
// the real PocketBase: an account's e-mail is stored folded whatever the door, the same address in
// other capitals is the same person (refused as a second account, let in at the login, found by the
// password reset and the membership form). The migration that folded the stored e-mails:
// contas-email-migracao.test.ts.
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { validPedidoSocio } from "../support/form-data"
import {
  createPerson,
  expectSuccess,
  newClient,
  postForm,
  routeArgs,
  sessionCookie,
  TEST_PASSWORD,
  uniqueEmail,
} from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const mail = await import("./support").then((s) => s.ownMailServer(db.url))
const { action: associados } = await import("~/routes/painel.associados/route")
const { action: associar } = await import("~/routes/associar/route")
const { action: recuperarSenha } = await import("~/routes/recuperar-senha")
const { loader: meusDadosJson } = await import("~/routes/painel.meus-dados[.]json")

const admin = await adminClient(db.url)

/** An e-mail in capitals, as a person may type it ("Fulano.123@Exemplo.ORG"). */
const capitalized = (email: string) =>
  email.charAt(0).toUpperCase() + email.slice(1).replace("exemplo.org", "Exemplo.ORG")

/** An account created in PocketBase's dashboard (the superuser) with `email` as typed there. */
const createAccount = (email: string, extra: Record<string, unknown> = {}) =>
  admin.collection("cadastro_geral").create({
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    nome: "Fulano de Tal",
    verified: true,
    ...extra,
  })

const accountsWith = (email: string) =>
  admin
    .collection("cadastro_geral")
    .getFullList({ filter: admin.filter("email:lower = {:email}", { email }) })

describe("an account's e-mail", () => {
  it("is stored folded, whatever capitals and spaces it was typed with", async () => {
    const email = uniqueEmail("fulano")
    const conta = await createAccount(`  ${capitalized(email)} `)
    expect(conta.email).toBe(email)
    const changed = uniqueEmail("outro")
    expect(
      (await admin.collection("cadastro_geral").update(conta.id, { email: capitalized(changed) })).email,
    ).toBe(changed)
  })

  it("in other capitals cannot make a second account through the API (400)", async () => {
    const email = uniqueEmail("fulano")
    await createAccount(capitalized(email))
    const refusal = await createAccount(email).catch((error: { status: number; response: unknown }) => error)
    expect(refusal).toMatchObject({
      status: 400,
      response: { data: { email: { code: "validation_not_unique" } } },
    })
    const other = await createAccount(uniqueEmail("beltrano"))
    const moved = await admin
      .collection("cadastro_geral")
      .update(other.id, { email: email.toUpperCase() })
      .catch((error: { status: number }) => error)
    expect(moved).toMatchObject({ status: 400 })
    expect(await accountsWith(email)).toHaveLength(1)
  })

  it("in other capitals is refused by the president's 'Novo Associado', beside the field", async () => {
    const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
    const email = uniqueEmail("membro")
    const conta = await createAccount(capitalized(email))
    await admin
      .collection("associados")
      .create({ nome: "Fulano de Tal", id_cadastro_geral: conta.id, status: 1 })
    const reply = (await associados(
      routeArgs("/painel/associados", await sessionCookie(presidente.email), {
        intent: "novo",
        nome: "Fulano Outra Vez",
        email: email.toUpperCase(),
      }),
    )) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error.email).toEqual(["Este e-mail já é de outro associado ou conta."])
    expect(await accountsWith(email)).toHaveLength(1)
  })
})

describe("the person behind the e-mail", () => {
  it("logs in whatever capitals they type", async () => {
    const email = uniqueEmail("login")
    await createAccount(capitalized(email))
    // sessionCookie expects the login's 303 and its session cookie.
    expect(await sessionCookie(email)).toMatch(/^sessao=/)
    expect(await sessionCookie(` ${email.toUpperCase()} `)).toMatch(/^sessao=/)
  })

  it("gets the password reset link whatever capitals they type", async () => {
    const email = uniqueEmail("senha")
    await createAccount(capitalized(email))
    const answer = (await recuperarSenha(
      postForm("/recuperar-senha", { email: email.toUpperCase() }, newClient()),
    )) as Response
    expect(answer.status).toBe(303)
    await expect.poll(() => mail.to(email).length).toBe(1)
  })

  it("asking to join (/associar) in other capitals is the same e-mail: the request is theirs", async () => {
    const email = uniqueEmail("socio")
    await createAccount(capitalized(email))
    const fields = {
      ...validPedidoSocio(email.toUpperCase()),
      observacoes: "",
      consentimento: "on",
      website: "",
    }
    expectSuccess(await associar(postForm("/associar", fields, newClient())), "/associar?enviado=1#conteudo")
    const pedido = await admin
      .collection("pedido_socio")
      .getFirstListItem(admin.filter("email:lower = {:email}", { email }))
    expect(pedido.email).toBe(email)
    const file = (await meusDadosJson(
      routeArgs("/painel/meus-dados.json", await sessionCookie(email)),
    )) as Response
    const dados = (await file.json()) as { pedidos_de_filiacao: Array<{ email: string }> }
    expect(dados.pedidos_de_filiacao.map((p) => p.email)).toEqual([email])
  })
})
