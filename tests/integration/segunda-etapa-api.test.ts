// The second step against the real PocketBase's API, as an attacker holding only the password would
// call it: no token without the code, wrong codes limited per account (in parallel too) and lifted
// by the owner's reset link, a remembered browser only with its own token, the authenticator's
// codes once each, recovery codes once each, and the PIX key changed only after a re-confirmation,
// then e-mailed.
import PocketBase, { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { hotp, base32Bytes, TOTP_PASSO_S } from "@veteranos/domain/totp"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { apiPath } from "@veteranos/domain/rotas-api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPerson, ownMailServer, ownPocketBase, TEST_PASSWORD, tokenOf } from "./support"

const db = await ownPocketBase()
const mail = await ownMailServer(db.url)

type AuthAnswer = { token: string; record: { id: string }; meta?: { aparelho?: string } }

/** The password's answer: PocketBase's MFA id, never a token. */
async function passwordStep(email: string): Promise<string> {
  const error = await anonymousClient(db.url)
    .collection("cadastro_geral")
    .authWithPassword(email, TEST_PASSWORD)
    .then(
      () => null,
      (caught: unknown) => caught,
    )
  expect(error).toBeInstanceOf(ClientResponseError)
  expect((error as ClientResponseError).status).toBe(401)
  const mfaId = (error as ClientResponseError).response.mfaId as string
  expect(mfaId).toMatch(/\S/)
  return mfaId
}

const post = <T>(path: string, body: Record<string, unknown>, token?: string) => {
  const pb = new PocketBase(db.url)
  pb.autoCancellation(false)
  if (token) pb.authStore.save(token, null)
  return pb.send<T>(path, { method: "POST", body })
}

const finish = (body: Record<string, unknown>) => post<AuthAnswer>(apiPath("secondStepFinish"), body)
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: ClientResponseError) => error.status,
  )

/** The newest e-mailed code to `email`. */
function lastCode(email: string): string {
  const codes = mail.to(email).map((message) => /Seu código de acesso: (\d{6})/.exec(message.subject)?.[1])
  const code = codes.filter(Boolean).at(-1)
  expect(code).toBeDefined()
  return code!
}

async function emailedLogin(email: string) {
  const mfaId = await passwordStep(email)
  const { metodo } = await post<{ metodo: string }>(apiPath("secondStepStart"), { mfaId })
  expect(metodo).toBe("email")
  return mfaId
}

const treasurer = () =>
  createPerson(db.url, { associado: 1, board: [{ cargo: "financeiro", tipo: "diretoria" }] })

describe("the second step at login", () => {
  it("gives a board account no token for the password alone, and one for the e-mailed code", async () => {
    const person = await treasurer()
    const mfaId = await emailedLogin(person.email)
    const auth = await finish({ mfaId, tipo: "codigo", codigo: lastCode(person.email) })
    expect(auth.token).toMatch(/\S/)
    expect(auth.record.id).toBe(person.id)
    // The MFA is spent: the same id gives nothing again.
    expect(await statusOf(finish({ mfaId, tipo: "codigo", codigo: "000000" }))).toBe(400)
  })

  it("refuses wrong codes past five in parallel, tells the owner, and the owner's reset link lifts it", async () => {
    const person = await treasurer()
    const mfaId = await emailedLogin(person.email)
    const statuses = await Promise.all(
      Array.from({ length: 7 }, () => statusOf(finish({ mfaId, tipo: "codigo", codigo: "000000" }))),
    )
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2)
    // Locked: even the right code waits.
    const right = lastCode(person.email)
    const locked = await finish({ mfaId, tipo: "codigo", codigo: right }).catch(
      (error: ClientResponseError) => error,
    )
    expect((locked as ClientResponseError).status).toBe(429)
    expect((locked as ClientResponseError).response.message).toBe(MENSAGENS.muitasFalhas)
    expect(mail.to(person.email).some((message) => /Entrada bloqueada/.test(message.subject))).toBe(true)

    // The owner's e-mailed reset link: a new password clears the count.
    await anonymousClient(db.url).collection("cadastro_geral").requestPasswordReset(person.email)
    await expect.poll(() => mail.to(person.email).some((m) => /senha/i.test(m.subject))).toBe(true)
    const reset = mail.to(person.email).find((m) => /senha/i.test(m.subject))!
    const token = /recuperar-senha\/([\w.-]+)/.exec(reset.html)
    const resetToken = token?.[1]
    expect(resetToken).toBeDefined()
    await anonymousClient(db.url)
      .collection("cadastro_geral")
      .confirmPasswordReset(resetToken!, TEST_PASSWORD, TEST_PASSWORD)
    const again = await emailedLogin(person.email)
    expect((await finish({ mfaId: again, tipo: "codigo", codigo: lastCode(person.email) })).token).toMatch(
      /\S/,
    )
  })

  it("skips the code for a remembered browser, only with its own token and account", async () => {
    const person = await treasurer()
    const other = await treasurer()
    const first = await emailedLogin(person.email)
    const auth = await finish({ mfaId: first, tipo: "codigo", codigo: lastCode(person.email), lembrar: true })
    const aparelho = auth.meta?.aparelho
    expect(aparelho).toMatch(/^[a-z0-9]{48}$/)

    const next = await passwordStep(person.email)
    expect((await finish({ mfaId: next, tipo: "aparelho", aparelho })).token).toMatch(/\S/)
    // Another account's login with this browser's token, or a made-up token: the code is asked.
    const theirs = await passwordStep(other.email)
    expect(await statusOf(finish({ mfaId: theirs, tipo: "aparelho", aparelho }))).toBe(400)
    const made = await passwordStep(person.email)
    expect(await statusOf(finish({ mfaId: made, tipo: "aparelho", aparelho: "x".repeat(48) }))).toBe(400)
  })
})

describe("the authenticator and the recovery codes", () => {
  it("sets up the app with its first code, takes each code once, and each recovery code once", async () => {
    const person = await treasurer()
    const token = await tokenOf(db.url, person.email)
    // Changing a second step (here from the e-mailed code) is a grave change: re-confirmed first.
    await post(apiPath("sendCode"), {}, token)
    await post(apiPath("reconfirm"), { senha: TEST_PASSWORD, codigo: lastCode(person.email) }, token)
    const { segredo, uri } = await post<{ segredo: string; uri: string }>(apiPath("startApp"), {}, token)
    expect(uri).toContain(`secret=${segredo}`)
    const now = Math.floor(Date.now() / 1000 / TOTP_PASSO_S)
    const codeAt = (step: number) => hotp(base32Bytes(segredo), step)
    const { codigos } = await post<{ codigos: string[] }>(
      apiPath("confirmApp"),
      { codigo: codeAt(now) },
      token,
    )
    expect(codigos).toHaveLength(10)

    // The next step's code logs in once; the same code again is refused.
    const mfaId = await passwordStep(person.email)
    expect(await post<{ metodo: string }>(apiPath("secondStepStart"), { mfaId })).toEqual({ metodo: "app" })
    expect((await finish({ mfaId, tipo: "codigo", codigo: codeAt(now + 1) })).token).toMatch(/\S/)
    const replay = await passwordStep(person.email)
    expect(await statusOf(finish({ mfaId: replay, tipo: "codigo", codigo: codeAt(now + 1) }))).toBe(400)

    // A recovery code works once.
    expect((await finish({ mfaId: replay, tipo: "recuperacao", codigo: codigos[0] })).token).toMatch(/\S/)
    const second = await passwordStep(person.email)
    expect(await statusOf(finish({ mfaId: second, tipo: "recuperacao", codigo: codigos[0] }))).toBe(400)
    expect((await finish({ mfaId: second, tipo: "recuperacao", codigo: codigos[1] })).token).toMatch(/\S/)
  })

  it("keeps the second step's fields out of the records API's reach", async () => {
    const person = await treasurer()
    const token = await tokenOf(db.url, person.email)
    const pb = new PocketBase(db.url)
    pb.authStore.save(token, null)
    // Refused or silently left out (PocketBase ignores hidden fields a non-superuser sends).
    for (const change of [{ segunda_etapa: "" }, { reconfirmado_em: new Date().toISOString() }]) {
      await pb
        .collection("cadastro_geral")
        .update(person.id, change)
        .catch(() => null)
    }
    const admin = await adminClient(db.url)
    const stored = await admin.collection("cadastro_geral").getOne(person.id)
    expect(stored.segunda_etapa).toBe("email")
    expect(stored.reconfirmado_em).toBe("")
  })
})

describe("the re-confirmation before the PIX key", () => {
  it("refuses the change without a fresh re-confirmation, and e-mails it after one", async () => {
    const president = await createPerson(db.url, {
      associado: 1,
      board: [{ cargo: "presidente", tipo: "diretoria" }],
    })
    const token = await tokenOf(db.url, president.email)
    const pb = new PocketBase(db.url)
    pb.authStore.save(token, null)
    const settings = pb.collection("configuracoes")
    const [current] = (await settings.getList(1, 1)).items
    const change = () => settings.update(current!.id, { pix_chave: "novachave@exemplo.org" })
    const refused = await change().catch((error: ClientResponseError) => error)
    expect((refused as ClientResponseError).status).toBe(403)
    expect((refused as ClientResponseError).response.message).toBe(MENSAGENS.reconfirmar)

    await post(apiPath("sendCode"), {}, token)
    await expect(
      post(apiPath("reconfirm"), { senha: "errada", codigo: lastCode(president.email) }, token),
    ).rejects.toThrow()
    await post(apiPath("reconfirm"), { senha: TEST_PASSWORD, codigo: lastCode(president.email) }, token)
    await change()
    await expect
      .poll(() =>
        mail.to(president.email).some((m) => /chave PIX da associação foi alterada/.test(m.subject)),
      )
      .toBe(true)
    const association = String(current!.email)
    expect(
      mail.to(association).some((m) => m.html.includes("A chave PIX da associação foi alterada por")),
    ).toBe(true)
  })
})
