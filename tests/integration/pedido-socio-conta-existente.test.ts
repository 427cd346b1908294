// A membership request made with the e-mail of an account that already exists (the treasurer's, say)
// never hands that account over (docs/decisions/membership-requests.md#approving-creates-the-member):
// the president is told before deciding, the approval links the membership to the account and makes
// no set-password link (neither in the answer nor in an e-mail), and the owner keeps their password.
// A new e-mail still gets its new account and its link. Against a PocketBase of this file's own,
// with its own SMTP server (some tests turn it off, as a site without e-mail).
import { createRemixStub } from "@remix-run/testing"
import { createElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { anonymousClient } from "../support/pocketbase"
import { expectBody } from "./email-body"
import { pedidoSocioKit } from "./pedido-socio-support"
import { createPerson, loginId, routeArgs, sessionCookie, toastOf, tokenOf, TEST_PASSWORD } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decidePedidoSocio } = await import("~/features/pedido-socio/pedido-socio.server")
const { createPocketBase } = await import("~/http/pocketbase.server")
const { PedidoSocioDialog } = await import("~/routes/painel.solicitacoes/pedido-socio-dialog")
const { PedidoSocioNome } = await import("~/routes/painel.solicitacoes/pedido-socio-detalhes")
const { loader, action } = await import("~/routes/painel.solicitacoes/route")
const { admin, mail, newPedido, accountsWith, membersOf } = await pedidoSocioKit(db.url)

const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const token = await tokenOf(db.url, presidente.email)

const tesoureiro = () =>
  createPerson(db.url, { associado: 1, board: [{ cargo: "financeiro", tipo: "diretoria" }] })

/** `run` on a site whose e-mail is off: where a link would be handed to the president. */
async function withoutSmtp<T>(run: () => Promise<T>): Promise<T> {
  await admin.settings.update({ smtp: { enabled: false } })
  try {
    return await run()
  } finally {
    await admin.settings.update({ smtp: { enabled: true } })
  }
}

const approve = (id: string) => decidePedidoSocio(token, id, { status: "aprovado", de: "pendente" })

/** The HTML the server sends for `element` on the requests page at `url`. */
function html(element: ReactNode, url: string): string {
  const Stub = createRemixStub([{ path: "/painel/solicitacoes", Component: () => element }])
  return renderToString(createElement(Stub, { initialEntries: [url] }))
}

/** The text of `markup`, tags and escapes gone. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'")

describe("approving a request whose e-mail already has an account", () => {
  it("gives no set-password link, links the member to that account, and its password still works", async () => {
    const owner = await tesoureiro()
    const pedido = await newPedido({ email: owner.email, nome: "Outra Pessoa Qualquer" })

    const result = await withoutSmtp(() => approve(pedido.id))

    expect(result).toEqual({
      status: "aprovado",
      nome: pedido.nome,
      conta: { criada: false, nome: owner.nome },
      email: { enviado: false },
      link: null,
    })
    const accounts = await accountsWith(owner.email)
    expect(accounts.map((account) => [account.id, account.nome])).toEqual([[owner.id, owner.nome]])
    const members = await membersOf(owner.id)
    expect(members.map((member) => [member.id, member.status])).toEqual([[owner.associadoId, 1]])
    // The treasurer's password is still right (their second step asked next: loginId).
    await loginId(db.url, owner.email)
  })

  it("e-mails the owner a plain notice without any link", async () => {
    const owner = await createPerson(db.url)
    const pedido = await newPedido({ email: owner.email })

    const result = await approve(pedido.id)

    expect(result).toMatchObject({ conta: { criada: false }, email: { enviado: true }, link: null })
    const mails = mail.to(owner.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain("Sua filiação foi aprovada")
    expect(mails[0]!.html).not.toMatch(/<a\b|recuperar-senha/)
    // Greeted by the account's own name, whoever wrote the request.
    expectBody(mails[0]!, {
      nome: owner.nome,
      says: ["feita com este e-mail foi aprovada", "com o e-mail e a senha que você já usa"],
      link: null,
    })
    expect(mails[0]!.text).not.toContain("recuperar-senha")
    expect(await membersOf(owner.id)).toMatchObject([{ status: 1 }])
    await anonymousClient(db.url).collection("cadastro_geral").authWithPassword(owner.email, TEST_PASSWORD)
  })

  it("finds the account whatever the capitals the e-mail was typed with", async () => {
    const owner = await createPerson(db.url)
    const pedido = await newPedido({ email: owner.email.toUpperCase() })

    const result = await withoutSmtp(() => approve(pedido.id))

    expect(result).toMatchObject({ conta: { criada: false, nome: owner.nome }, link: null })
    const sameAddress = await admin.collection("cadastro_geral").getFullList({
      filter: admin.filter("email:lower = {:email}", { email: owner.email.toLowerCase() }),
    })
    expect(sameAddress.map((account) => account.id)).toEqual([owner.id])
    expect(await membersOf(owner.id)).toMatchObject([{ status: 1 }])
  })
})

describe("approving a request with a new e-mail", () => {
  it("creates the account and still e-mails its set-password link", async () => {
    const pedido = await newPedido()

    const result = await approve(pedido.id)

    expect(result).toEqual({
      status: "aprovado",
      nome: pedido.nome,
      conta: { criada: true, nome: pedido.nome },
      email: { enviado: true },
      link: null,
    })
    expect(mail.to(pedido.email)[0]!.html).toMatch(/\/recuperar-senha\/[\w.-]+/)
  })

  it("gives the link to the president when the e-mail cannot go", async () => {
    const pedido = await newPedido()

    const result = await withoutSmtp(() => approve(pedido.id))

    expect(result.conta).toEqual({ criada: true, nome: pedido.nome })
    expect(result.link).toMatch(/\/recuperar-senha\/[\w.-]+$/)
    const [account] = await accountsWith(pedido.email)
    await anonymousClient(db.url)
      .collection("cadastro_geral")
      .confirmPasswordReset(result.link!.split("/").pop()!, "senha-nova-123", "senha-nova-123")
    const auth = await anonymousClient(db.url)
      .collection("cadastro_geral")
      .authWithPassword(pedido.email, "senha-nova-123")
    expect(auth.record.id).toBe(account!.id)
  })
})

describe("who learns that an e-mail has an account", () => {
  it("is only the president: neither a visitor sending a request nor the applicant reading it", async () => {
    const owner = await createPerson(db.url)
    const asked = { fields: "id,email,conta_existente" }

    const sent = await anonymousClient(db.url)
      .collection("pedido_socio")
      .create(storedPedidoSocio(owner.email), asked)
    expect(sent).not.toHaveProperty("conta_existente")
    const applicant = anonymousClient(db.url)
    await applicant.collection("cadastro_geral").authWithPassword(owner.email, TEST_PASSWORD)
    const own = await applicant.collection("pedido_socio").getFullList(asked)
    expect(own.map((pedido) => pedido.id)).toEqual([sent.id])
    for (const pedido of own) expect(pedido).not.toHaveProperty("conta_existente")
    const pb = createPocketBase(token)
    const president = await pb.collection("pedido_socio").getFullList({
      ...asked,
      filter: pb.filter("email = {:email}", { email: owner.email }),
    })
    expect(president.map((pedido) => pedido.conta_existente)).toEqual(own.map(() => ({ nome: owner.nome })))
  })
})

describe("/painel/solicitacoes", () => {
  it("says the e-mail has an account before the decision, and after it that the member was linked", async () => {
    const cookie = await sessionCookie(presidente.email)
    const owner = await tesoureiro()
    const pedido = await newPedido({ email: owner.email })
    const novo = await newPedido()
    const url = `/painel/solicitacoes?status=pendente&acao=aprovar&id=${pedido.id}`

    const page = await loader(routeArgs(url, cookie))
    const row = page.pedidos.find((item) => item.id === pedido.id)!
    expect(row.conta_existente).toEqual({ nome: owner.nome })
    expect(page.pedidos.find((item) => item.id === novo.id)!.conta_existente).toBeNull()
    const aviso = `Este e-mail já tem cadastro no site (${owner.nome}).`
    const dialog = textOf(
      html(
        createElement(PedidoSocioDialog, { ...page.dialog!, forms: page.forms, lastResult: undefined }),
        url,
      ),
    )
    expect(dialog).toContain(aviso)
    expect(dialog).toContain("a senha continua a do dono")
    const details = textOf(
      html(
        createElement(PedidoSocioDialog, {
          ...page.dialog!,
          acao: "detalhes",
          forms: page.forms,
          lastResult: undefined,
        }),
        url,
      ),
    )
    expect(details).toContain(aviso)
    expect(textOf(html(createElement(PedidoSocioNome, { pedido: row }), url))).toContain(owner.nome)
    expect(
      textOf(
        html(
          createElement(PedidoSocioNome, { pedido: page.pedidos.find((item) => item.id === novo.id)! }),
          url,
        ),
      ),
    ).not.toContain("cadastro")

    const response = (await withoutSmtp(() =>
      action(routeArgs(url, cookie, { intent: "aprovar", id: pedido.id })),
    )) as Response
    expect(response.status).toBe(303)
    const toast = await toastOf(response)
    expect(toast).toMatchObject({
      type: "success",
      title: `Solicitação de ${pedido.nome} aprovada.`,
      description: expect.stringContaining(`cadastro que já existia com este e-mail (${owner.nome})`),
    })
    expect(toast?.link).toBeUndefined()
    // The treasurer's password is still right (their second step asked next: loginId).
    await loginId(db.url, owner.email)
  })
})
