// The three public forms against robots, double submits and floods (
// docs/decisions/forms.md#robots-double-submits-and-floods), at the action against the real PocketBase: what is stored and what is answered. What
// the visitor sees, JavaScript on and off, is tests/e2e/forms-abuse.spec.ts.
import { describe, expect, it, vi } from "vitest"
import { action as associarAction } from "~/routes/associar/route"
import { action as contatoAction } from "~/routes/contato/route"
import { action as escolinhaAction } from "~/routes/escolinha/route"
import { getEnv } from "~/http/env.server"
import { LIMITE_ENVIOS_MENSAGEM } from "~/forms/public-submission.server"
import { validContato, validPedidoEscolinha, validPedidoSocio } from "../support/form-data"
import { countWithEmail, expectSuccess, newClient, postForm, uniqueEmail, type FormReply } from "./support"

// A database of its own: the requests it stores change no other file's counts.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))

type Action = (args: ReturnType<typeof postForm>) => Promise<unknown>

const FORMS: Array<{
  path: string
  action: Action
  collection: string
  redirectTo: string
  fields: (email: string) => Record<string, string>
}> = [
  {
    path: "/associar",
    action: associarAction as Action,
    collection: "pedido_socio",
    redirectTo: "/associar?enviado=1#conteudo",
    fields: (email) => ({ ...validPedidoSocio(email), consentimento: "on" }),
  },
  {
    path: "/escolinha",
    action: escolinhaAction as Action,
    collection: "pedido_escolinha",
    redirectTo: "/escolinha#conteudo",
    fields: (email) => ({ ...validPedidoEscolinha(email), consentimento: "on" }),
  },
  {
    path: "/contato",
    action: contatoAction as Action,
    collection: "contato",
    redirectTo: "/contato#conteudo",
    fields: validContato,
  },
]

const email = uniqueEmail
const stored = (collection: string, address: string) => countWithEmail(db.url, collection, address)

describe.each(FORMS)("$path", (form) => {
  const send = (fields: Record<string, string>, client: string) =>
    form.action(postForm(form.path, fields, client))

  it("answers a filled honeypot exactly like a success, and stores nothing", async () => {
    const address = email("robo")
    const client = newClient()
    expectSuccess(
      await send({ ...form.fields(address), website: "http://spam.example" }, client),
      form.redirectTo,
    )
    expect(await stored(form.collection, address)).toBe(0)
    // The same submission without the honeypot is stored: the honeypot alone kept it out.
    expectSuccess(await send(form.fields(address), client), form.redirectTo)
    expect(await stored(form.collection, address)).toBe(1)
  })

  it("stores two simultaneous submits and a resend of the same content once", async () => {
    const address = email("duplo")
    const client = newClient()
    const answers = await Promise.all([
      send(form.fields(address), client),
      send(form.fields(address), client),
    ])
    for (const answer of answers) expectSuccess(answer, form.redirectTo)
    expectSuccess(await send(form.fields(address), client), form.redirectTo)
    expect(await stored(form.collection, address)).toBe(1)
  })

  it("answers a client past the limit 429 with the message and every value, storing nothing", async () => {
    const client = newClient()
    for (let i = 0; i < getEnv().FORM_RATE_LIMIT; i++) {
      expectSuccess(await send(form.fields(email("limite")), client), form.redirectTo)
    }
    const address = email("limite")
    const fields = form.fields(address)
    const reply = (await send(fields, client)) as FormReply
    expect(reply.init?.status).toBe(429)
    expect(reply.data.result.error).toMatchObject({ "": [LIMITE_ENVIOS_MENSAGEM] })
    const { consentimento: _consent, ...typed } = fields
    expect(reply.data.result.initialValue).toMatchObject(typed)
    expect(await stored(form.collection, address)).toBe(0)

    // Another client, and another form of the same client, are not affected.
    expectSuccess(await send(fields, newClient()), form.redirectTo)
    const other = FORMS[(FORMS.indexOf(form) + 1) % FORMS.length]!
    expectSuccess(
      await other.action(postForm(other.path, other.fields(email("outro")), client)),
      other.redirectTo,
    )
  })
})
