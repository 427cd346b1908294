// The president's approval of membership requests, against a real PocketBase of this file's own
// (it changes the SMTP settings and, for one test, the schema): approval makes the member all or
// nothing, links the account the e-mail already has, e-mails the applicant a set-password link (or
// gives it when the e-mail fails), is recorded, and happens once.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { listRecentAtividades } from "./atividades-support"
import { anonymousClient } from "../support/pocketbase"
import { expectBody, SET_PASSWORD_LINK } from "./email-body"
import { pedidoSocioKit } from "./pedido-socio-support"
import { createPerson, tokenOf, TEST_PASSWORD } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decidePedidoSocio, getPedidoSocio, updatePedidoSocio } =
  await import("~/features/pedido-socio/pedido-socio.server")
const { StaleChangeError } = await import("~/http/pocketbase.server")
const { admin, mail, newPedido, accountsWith, membersOf, statusOf } = await pedidoSocioKit(db.url)

let presidente: { token: string; nome: string }
beforeAll(async () => {
  const person = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
  presidente = { token: await tokenOf(db.url, person.email), nome: person.nome }
})

describe("approving a request", () => {
  it("creates one account and one active member, e-mails a set-password link that works, and records who approved", async () => {
    const pedido = await newPedido()

    const result = await decidePedidoSocio(presidente.token, pedido.id, {
      status: "aprovado",
      de: "pendente",
    })

    expect(result).toEqual({
      status: "aprovado",
      nome: pedido.nome,
      conta: { criada: true, nome: pedido.nome },
      email: { enviado: true },
      link: null,
    })
    expect(await statusOf(pedido.id)).toBe("aprovado")
    const accounts = await accountsWith(pedido.email)
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({ nome: pedido.nome, telefone: "(11) 98765-4321" })
    expect(String(accounts[0]!.dt_nasc)).toMatch(/^1975-04-12/)
    const members = await membersOf(accounts[0]!.id)
    expect(members).toHaveLength(1)
    expect(members[0]).toMatchObject({ nome: pedido.nome, status: 1 })

    const mails = mail.to(pedido.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain("Sua filiação foi aprovada")
    expectBody(mails[0]!, {
      nome: pedido.nome,
      says: ["foi aprovada. Seja bem-vindo(a)!", "O endereço vale por 3 dias."],
      link: SET_PASSWORD_LINK,
    })
    const token = /\/recuperar-senha\/([\w.-]+)/.exec(mails[0]!.html)?.[1]
    expect(token).toBeTruthy()
    // The link is the password-reset flow: the new member chooses a password and logs in with it.
    const visitor = anonymousClient(db.url)
    await visitor
      .collection("cadastro_geral")
      .confirmPasswordReset(token!, "minha-senha-nova", "minha-senha-nova")
    const auth = await visitor.collection("cadastro_geral").authWithPassword(pedido.email, "minha-senha-nova")
    expect(auth.record.id).toBe(accounts[0]!.id)

    const atividades = await listRecentAtividades(presidente.token, 10)
    expect(atividades).toContainEqual(
      expect.objectContaining({
        descricao: `Aprovou a solicitação de ${pedido.nome}`,
        autor_nome: presidente.nome,
      }),
    )
  })

  it("links the account the e-mail already has instead of creating a second one", async () => {
    const existing = await createPerson(db.url)
    const pedido = await newPedido({ email: existing.email })

    await decidePedidoSocio(presidente.token, pedido.id, { status: "aprovado", de: "pendente" })

    const accounts = await accountsWith(existing.email)
    expect(accounts.map((account) => account.id)).toEqual([existing.id])
    const members = await membersOf(existing.id)
    expect(members).toHaveLength(1)
    expect(members[0]!.status).toBe(1)
    // The password the person already had still works.
    await anonymousClient(db.url).collection("cadastro_geral").authWithPassword(existing.email, TEST_PASSWORD)
  })

  it("reactivates an inactive member instead of adding another", async () => {
    const existing = await createPerson(db.url, { associado: 0 })
    const pedido = await newPedido({ email: existing.email })

    await decidePedidoSocio(presidente.token, pedido.id, { status: "aprovado", de: "pendente" })

    const members = await membersOf(existing.id)
    expect(members.map((member) => [member.id, member.status])).toEqual([[existing.associadoId, 1]])
  })

  it("leaves nothing half-done when creating the member fails midway", async () => {
    const pedido = await newPedido()
    // A schema the member's name cannot fit: the account is created first, then the member fails.
    const associados = await admin.collections.getOne("associados")
    const fields = associados.fields.map((field) => (field.name === "nome" ? { ...field, max: 3 } : field))
    await admin.collections.update("associados", { fields })
    try {
      await expect(
        decidePedidoSocio(presidente.token, pedido.id, { status: "aprovado", de: "pendente" }),
      ).rejects.toMatchObject({ status: 400 })
    } finally {
      await admin.collections.update("associados", { fields: associados.fields })
    }

    expect(await statusOf(pedido.id)).toBe("pendente")
    expect(await accountsWith(pedido.email)).toHaveLength(0)
    expect(mail.to(pedido.email)).toHaveLength(0)
    const atividades = await admin
      .collection("atividades")
      .getFullList({ filter: admin.filter("registro = {:id}", { id: pedido.id }) })
    expect(atividades).toHaveLength(0)
  })

  it("refuses a request that is no longer pending and changes nothing", async () => {
    const pedido = await newPedido()
    await decidePedidoSocio(presidente.token, pedido.id, { status: "aprovado", de: "pendente" })

    // A second tab, or the same POST replayed: approve, then reject.
    for (const status of ["aprovado", "reprovado"] as const) {
      const refused = await decidePedidoSocio(presidente.token, pedido.id, { status, de: "pendente" }).catch(
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(StaleChangeError)
      expect((refused as InstanceType<typeof StaleChangeError>).current).toEqual({ status: "aprovado" })
    }
    expect(await statusOf(pedido.id)).toBe("aprovado")
    expect(await accountsWith(pedido.email)).toHaveLength(1)
    expect(mail.to(pedido.email)).toHaveLength(1)

    // An edit opened while it was pending is refused too, and its data are not saved.
    const antes = (await getPedidoSocio(presidente.token, pedido.id))!
    const edit = await updatePedidoSocio(
      presidente.token,
      pedido.id,
      { ...antes, nome: "Editado Em Outra Aba" },
      "pendente",
    ).catch((error: unknown) => error)
    expect(edit).toBeInstanceOf(StaleChangeError)
    expect((await getPedidoSocio(presidente.token, pedido.id))!.nome).toBe(antes.nome)
  })

  it("still stands when the e-mail cannot be sent, and gives the set-password link instead", async () => {
    const pedido = await newPedido()
    await admin.settings.update({ smtp: { enabled: false } })
    let result
    try {
      result = await decidePedidoSocio(presidente.token, pedido.id, { status: "aprovado", de: "pendente" })
    } finally {
      await admin.settings.update({ smtp: { enabled: true } })
    }

    expect(result.email).toEqual({ enviado: false })
    expect(result.link).toMatch(/\/recuperar-senha\/[\w.-]+$/)
    expect(await statusOf(pedido.id)).toBe("aprovado")
    expect(await accountsWith(pedido.email)).toHaveLength(1)
    const token = result.link!.split("/").pop()!
    await anonymousClient(db.url)
      .collection("cadastro_geral")
      .confirmPasswordReset(token, "outra-senha-1", "outra-senha-1")
  })
})
