// The security defects found on the running site, each proved fixed against the real PocketBase:
// the login limit counts attempts in flight, per account and client and per client, and a reset
// link lifts an account's counts;
// logging out ends the session on the server.
import { describe, expect, it, vi } from "vitest"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { clientWithToken } from "../support/api"
import { anonymousClient } from "../support/pocketbase"
import { expectBody, SET_PASSWORD_LINK } from "./email-body"
import { createPerson, sessionCookie, TEST_PASSWORD, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const mail = await import("./support").then((s) => s.ownMailServer(db.url))
const { action: login } = await import("~/routes/login")
const { action: logout } = await import("~/routes/logout")
const { action: novaSenha } = await import("~/routes/recuperar-senha_.$token")
const { requireUser } = await import("~/auth/guards.server")

let clients = 0
const newClient = () => `198.51.100.${++clients}`

function attempt(email: string, password: string, client: string) {
  return login({
    request: new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: client },
      body: new URLSearchParams({ email, password }),
    }),
    params: {},
    context: {},
  }) as Promise<Response | { init: { status: number } | null; data: unknown }>
}

const statusOf = (answer: Response | { init: { status: number } | null }) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 200)

describe("the login limit", () => {
  it("lets only 5 of 15 parallel wrong logins for one e-mail from one client reach PocketBase", async () => {
    const { email } = await createPerson(db.url)
    const client = newClient()
    const answers = await Promise.all(Array.from({ length: 15 }, () => attempt(email, "errada-123", client)))
    const statuses = answers.map(statusOf).sort()
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    // The right password is refused too from that client until the window ends; the owner, from
    // another address, is not locked out (auth-login-limit.test.ts).
    expect(statusOf(await attempt(email, "senha-do-teste-1", client))).toBe(429)
    expect(statusOf(await attempt(email, "senha-do-teste-1", newClient()))).toBe(303)
  })

  it("stops one client trying e-mail after e-mail", async () => {
    const client = newClient()
    for (let i = 0; i < 30; i += 1) {
      expect(statusOf(await attempt(uniqueEmail(`varredura${i}`), "errada-123", client))).toBe(400)
    }
    expect(statusOf(await attempt(uniqueEmail("varredura-final"), "errada-123", client))).toBe(429)
    // Another client is not affected.
    expect(statusOf(await attempt(uniqueEmail("outro"), "errada-123", newClient()))).toBe(400)
  })

  it("is lifted by the owner's reset link, whatever address the failures came from", async () => {
    const { email, nome } = await createPerson(db.url)
    const client = newClient()
    for (let i = 0; i < 5; i += 1) await attempt(email, "errada-123", client)
    expect(statusOf(await attempt(email, "senha-do-teste-1", client))).toBe(429)

    await anonymousClient(db.url).collection("cadastro_geral").requestPasswordReset(email)
    // PocketBase sends the reset e-mail after answering: on a busy machine it takes over a second.
    await expect.poll(() => mail.to(email).length, { timeout: 10_000 }).toBe(1)
    // In the association's frame (pb_hooks/lib/contas-emails.js), greeting the account by name.
    expect(mail.to(email)[0]!.subject).toBe("Redefinição de senha - Associação dos Veteranos")
    expectBody(mail.to(email)[0]!, {
      nome,
      says: ["Para escolher uma nova senha, abra o endereço abaixo:", "sua senha continua a mesma"],
      link: SET_PASSWORD_LINK,
    })
    const token = /recuperar-senha\/([\w.-]+)/.exec(mail.to(email)[0]!.html)![1]!
    const reset = (await novaSenha({
      request: new Request(`http://localhost/recuperar-senha/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password: "nova-senha-123", passwordConfirm: "nova-senha-123" }),
      }),
      params: { token },
      context: {},
    })) as Response
    expect(reset.status).toBe(303)
    expect(statusOf(await attempt(email, "nova-senha-123", client))).toBe(303)
  })

  it("locks a stranger's address out of an account, never its owner's (from another address)", async () => {
    const { email } = await createPerson(db.url)
    const stranger = "203.0.113.66"
    for (let i = 0; i < 5; i += 1) expect(statusOf(await attempt(email, "errada-123", stranger))).toBe(400)

    // The stranger's address waits, even with the right password.
    const blocked = await attempt(email, TEST_PASSWORD, stranger)
    expect(statusOf(blocked)).toBe(429)
    expect(
      (blocked as { data: { result: { error?: Record<string, string[]> } } }).data.result.error?.[""],
    ).toEqual([
      "Erro ao fazer login",
      "Muitas tentativas de login com este e-mail. Aguarde alguns minutos e tente novamente.",
    ])

    // The owner, from their own address, logs in.
    const owner = await attempt(email, TEST_PASSWORD, "198.51.100.7")
    expect(statusOf(owner)).toBe(303)
    expect((owner as Response).headers.getSetCookie().some((line) => line.startsWith("sessao="))).toBe(true)

    // The owner's success clears their own count only: the stranger's address still waits.
    expect(statusOf(await attempt(email, TEST_PASSWORD, stranger))).toBe(429)
  })

  it("counts the e-mail in any capitals as the same account", async () => {
    const { email } = await createPerson(db.url)
    const client = "203.0.113.67"
    const spellings = [email.toUpperCase(), ` ${email}`, email, email.toUpperCase(), email]
    for (const spelling of spellings)
      expect(statusOf(await attempt(spelling, "errada-123", client))).toBe(400)
    expect(statusOf(await attempt(email, TEST_PASSWORD, client))).toBe(429)
  })
})

describe("logging out", () => {
  it("ends the session on the server: a copy of the cookie is refused after", async () => {
    const { email, id } = await createPerson(db.url)
    const cookie = await sessionCookie(email)
    const request = () => new Request("http://localhost/painel", { headers: { Cookie: cookie } })
    expect((await requireUser(request())).id).toBe(id)

    const answer = await logout({
      request: new Request("http://localhost/logout", { method: "POST", headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })
    expect(answer.status).toBe(303)

    const after = await requireUser(request()).catch((thrown: Response) => thrown)
    expect((after as Response).status).toBe(303)
    expect((after as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/)
  })
})

describe("the public birthdays", () => {
  it("give the day and month, never the year of birth", async () => {
    const { adminClient } = await import("../support/pocketbase")
    const admin = await adminClient(db.url)
    const pessoa = await createPerson(db.url, { associado: 1 })
    await admin
      .collection("cadastro_geral")
      .update(pessoa.id, { nome: "Zuleica Seguranca", dt_nasc: "1958-02-28", aniversario_publico: true })
    const nivers = await anonymousClient(db.url)
      .collection("nivers")
      .getFullList({ filter: 'nome = "Zuleica"' })
    expect(nivers).toHaveLength(1)
    expect(nivers[0]!.dt_nasc).toMatch(/^2000-02-28/)
    expect(JSON.stringify(nivers)).not.toContain("1958")
  })
})

describe("a fiscal council member whose cargo is 'presidente'", () => {
  it("cannot decide a reservation", async () => {
    const { adminClient } = await import("../support/pocketbase")
    const { tokenOf } = await import("./support")
    const admin = await adminClient(db.url)
    const membro = await createPerson(db.url, { associado: 1 })
    // A space the spaces' migration made (the defaults).
    const espaco = await admin.collection("espacos").getFirstListItem('nome = "Salão de festas"')
    const reserva = await admin.collection("reservas").create({
      espaco: espaco.id,
      data: "2099-06-10",
      hora_inicio: "10:00",
      hora_fim: "12:00",
      capacidade: 20,
      associado_id: membro.id,
      associado_nome: membro.nome,
      status: "pendente",
    })
    const conselho = await createPerson(db.url, {
      associado: 1,
      board: [{ cargo: "presidente-conselho", tipo: "conselho" }],
    })
    const pb = clientWithToken(db.url, await tokenOf(db.url, conselho.email))
    await expect(pb.collection("reservas").update(reserva.id, { status: "aprovado" })).rejects.toMatchObject({
      status: 404,
    })
    expect((await admin.collection("reservas").getOne(reserva.id)).status).toBe("pendente")
  })
})
