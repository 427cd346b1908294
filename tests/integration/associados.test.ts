// 'Gerenciar Associados' against the real PocketBase: each action stores what it says, in the
// member and their account together, with its activity entry; PocketBase refuses these writes to
// every other role; a member with history is never erased (nothing half-deleted), and a deletion
// asked for under the LGPD anonymises them instead.
import { beforeEach, describe, expect, it, vi } from "vitest"
import { answerOf, clientWithToken, LOGIN_REFUSED, NOT_FOUND } from "../support/api"
import { adminClient } from "../support/pocketbase"
import { expectBody, SET_PASSWORD, SET_PASSWORD_LINK } from "./email-body"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPerson, loginId, routeArgs, sessionCookie, toastOf, tokenOf, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const mail = await import("./support").then((s) => s.ownMailServer(db.url))
const { loader, action } = await import("~/routes/painel.associados/route")
const { loader: csv } = await import("~/routes/painel.associados[.]csv")
const { loader: mensalidades } = await import("~/routes/painel.mensalidades/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)
beforeEach(() => reconfirmAs(db.url, presidente.id)) // erasing, exporting: grave (reconfirmacao.test.ts)
type Reply = { init: { status: number }; data: { result: { error: Record<string, string[]> } } }

const post = (form: Record<string, string>, path = "/painel/associados") =>
  action(routeArgs(path, cookie, form))

async function list(query: string) {
  const data = (await loader(routeArgs(`/painel/associados${query}`, cookie))) as {
    associados: Array<{ id: string; nome: string; email: string; status: string }>
  }
  return data.associados
}

const activity = (registro: string) =>
  admin.collection("atividades").getFullList({ filter: admin.filter("registro = {:id}", { id: registro }) })

describe("'Novo Associado'", () => {
  it("creates the account and the active member, e-mails the set-password link and records it", async () => {
    const email = uniqueEmail("novo")
    const answer = (await post({
      intent: "novo",
      nome: "Zé Novato",
      email,
      telefone: "19998765432",
    })) as Response
    expect(answer.status).toBe(303)
    const conta = await admin
      .collection("cadastro_geral")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    expect(conta).toMatchObject({ nome: "Zé Novato", telefone: "(19) 99876-5432" })
    const membro = await admin
      .collection("associados")
      .getFirstListItem(admin.filter("id_cadastro_geral = {:id}", { id: conta.id }))
    expect(membro.status).toBe(1)
    await expect.poll(() => mail.to(email).length).toBe(1)
    expectBody(mail.to(email)[0]!, { nome: "Zé Novato", says: SET_PASSWORD, link: SET_PASSWORD_LINK })
    expect((await activity(conta.id)).map((a) => a.descricao)).toEqual(["Cadastrou o associado Zé Novato"])
  })

  it("makes an existing account a member without handing it over: no link, the owner's password stands", async () => {
    // A board member's account with no membership: 'Novo Associado' with her e-mail, in capitals.
    const tesoureira = await createPerson(db.url, { board: [{ cargo: "tesoureiro", tipo: "diretoria" }] })
    const answer = (await post({
      intent: "novo",
      nome: "Quem Digitou",
      email: tesoureira.email.toUpperCase(),
    })) as Response
    expect(answer.status).toBe(303)
    expect(await toastOf(answer)).toMatchObject({
      description:
        "Este e-mail já tinha cadastro no site: a associação foi ligada a ele, e a senha continua a do dono.",
    })
    const membro = await admin
      .collection("associados")
      .getFirstListItem(admin.filter("id_cadastro_geral = {:id}", { id: tesoureira.id }))
    expect(membro).toMatchObject({ status: 1, nome: tesoureira.nome })
    await expect.poll(() => mail.to(tesoureira.email).length).toBe(1)
    expectBody(mail.to(tesoureira.email)[0]!, { nome: tesoureira.nome, says: ["que já tinha"], link: null })
    expect(await loginId(db.url, tesoureira.email)).toBe(tesoureira.id)
  })

  it("refuses an active member's e-mail beside the field, with the typed values", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    const reply = (await post({ intent: "novo", nome: "Outro", email: membro.email })) as unknown as Reply
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error.email).toEqual(["Este e-mail já é de outro associado ou conta."])
  })
})

describe("the list", () => {
  it("finds a member by name without accents and by e-mail, on the tab of their status", async () => {
    const email = uniqueEmail("busca")
    await post({ intent: "novo", nome: "Conceição Brandão", email })
    expect((await list("?q=conceicao")).map((a) => a.email)).toContain(email)
    expect((await list(`?q=${encodeURIComponent(email)}`)).map((a) => a.nome)).toEqual(["Conceição Brandão"])
    expect((await list("?status=inativo&q=conceicao")).map((a) => a.email)).not.toContain(email)
  })

  it("exports the filtered list as a CSV for spreadsheets", async () => {
    const response = (await csv(
      routeArgs("/painel/associados.csv?status=todos&q=conceicao", cookie),
    )) as Response
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(text.startsWith("\uFEFFNome;Email;Telefone;Status;Data de filiação\r\n")).toBe(true)
    expect(text).toContain("Conceição Brandão;")
  })
})

describe("editing", () => {
  it("changes the member and their account together, and setting them inactive takes their pages at once", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    const membroCookie = await sessionCookie(membro.email)
    const status = () =>
      mensalidades(routeArgs("/painel/mensalidades", membroCookie)).then(
        () => 200,
        (thrown: Response) => thrown.status,
      )
    expect(await status()).toBe(200)

    const answer = (await post({
      intent: "editar",
      id: membro.associadoId!,
      nome: "Nome Corrigido",
      email: membro.email,
      telefone: "(11) 3333-4444",
      status: "inativo",
    })) as Response
    expect(answer.status).toBe(303)
    expect(await admin.collection("cadastro_geral").getOne(membro.id)).toMatchObject({
      nome: "Nome Corrigido",
      telefone: "(11) 3333-4444",
    })
    expect(await admin.collection("associados").getOne(membro.associadoId!)).toMatchObject({
      nome: "Nome Corrigido",
      status: 0,
    })
    expect((await activity(membro.associadoId!)).map((a) => a.descricao)).toEqual([
      "Inativou o associado Nome Corrigido",
    ])
    expect(await status()).toBe(403)

    // A new e-mail is the account's login from then on.
    const email = uniqueEmail("editado")
    await post({ intent: "editar", id: membro.associadoId!, nome: "Nome Corrigido", email, status: "ativo" })
    expect((await admin.collection("cadastro_geral").getOne(membro.id)).email).toBe(email)
    expect(await loginId(db.url, email)).toBe(membro.id)
  })
})

describe("deleting", () => {
  it("erases a member without history and their account", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    const answer = (await post({ intent: "excluir", id: membro.associadoId! })) as Response
    expect(answer.status).toBe(303)
    await expect(admin.collection("cadastro_geral").getOne(membro.id)).rejects.toMatchObject({ status: 404 })
    await expect(admin.collection("associados").getOne(membro.associadoId!)).rejects.toMatchObject({
      status: 404,
    })
  })

  it("refuses a member with dues, offers to set them inactive, and deletes nothing by any door", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    await admin.collection("mensalidades").create({
      descricao: "Mensalidade",
      data_vencimento: "2026-10-10",
      valor: 80,
      status: "pago",
      associado_id: membro.id,
    })
    const id = membro.associadoId!
    const answer = (await post({ intent: "excluir", id })) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe(`/painel/associados?acao=inativar&id=${id}#conteudo`)
    await expect(admin.collection("associados").delete(id)).rejects.toMatchObject({ status: 400 })
    await expect(admin.collection("cadastro_geral").delete(membro.id)).rejects.toMatchObject({ status: 400 })
    expect((await admin.collection("associados").getOne(id)).status).toBe(1)
    expect((await admin.collection("cadastro_geral").getOne(membro.id)).email).toBe(membro.email)
  })

  it("answers a deletion request of a member with history by erasing their personal data only", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    await admin.collection("cadastro_geral").update(membro.id, {
      telefone: "(11) 98765-4321",
      endereco: "Rua Secreta, 1",
      exclusao_pedida_em: new Date().toISOString(),
    })
    const due = await admin.collection("mensalidades").create({
      descricao: "Mensalidade paga",
      data_vencimento: "2026-09-10",
      valor: 80,
      status: "pago",
      associado_id: membro.id,
    })
    await sessionCookie(membro.email) // a login, kept in `acessos`
    const answer = (await post({ intent: "anonimizar", id: membro.associadoId! })) as Response
    expect(answer.status).toBe(303)

    const conta = await admin.collection("cadastro_geral").getOne(membro.id)
    expect(conta).toMatchObject({
      nome: "Associado excluído",
      telefone: "",
      endereco: "",
      exclusao_pedida_em: "",
    })
    expect(conta.email).not.toBe(membro.email)
    expect((await admin.collection("associados").getOne(membro.associadoId!)).status).toBe(0)
    expect((await admin.collection("mensalidades").getOne(due.id)).associado_id).toBe(membro.id)
    expect(
      (
        await admin
          .collection("acessos")
          .getFullList({ filter: admin.filter("usuario = {:id}", { id: membro.id }) })
      ).length,
    ).toBe(0)
    expect(await answerOf(loginId(db.url, membro.email))).toEqual(LOGIN_REFUSED)
    const [entrada] = await activity(membro.associadoId!)
    expect(entrada!.descricao).toBe("Excluiu os dados pessoais de um associado (pedido LGPD)")
  })
})

describe("who may", () => {
  it("refuses every other role in PocketBase itself, by its routes and by the API", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    for (const board of [
      [{ cargo: "diretoria", tipo: "diretoria" as const }],
      [{ cargo: "financeiro", tipo: "diretoria" as const }],
      [{ cargo: "presidente-conselho", tipo: "conselho" as const }],
      [],
    ]) {
      const person = await createPerson(db.url, { associado: 1, board })
      const pb = clientWithToken(db.url, await tokenOf(db.url, person.email))
      await expect(
        pb.send(`/api/associacao/associados/${membro.associadoId}`, { method: "POST", body: { status: 0 } }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        pb.send(`/api/associacao/associados/${membro.associadoId}`, { method: "DELETE" }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        pb.send("/api/associacao/associados", {
          method: "POST",
          body: { nome: "X", email: uniqueEmail("x") },
        }),
      ).rejects.toMatchObject({ status: 403 })
      expect(await answerOf(pb.collection("associados").update(membro.associadoId!, { status: 0 }))).toEqual(
        NOT_FOUND,
      )
    }
    expect((await admin.collection("associados").getOne(membro.associadoId!)).status).toBe(1)
  })
})
