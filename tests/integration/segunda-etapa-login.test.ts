// The login's second step through the site's own actions against the real PocketBase: a board
// account's password alone opens no session and no panel page; the e-mailed code, or a recovery
// code, finishes the login; wrong codes are refused five times, then the wait; a remembered browser
// skips the step only for its own account; a login whose time is over goes back to the password.
// (The API side, as an attacker would call it: segunda-etapa-api.test.ts.)
import PocketBase from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { apiPath } from "@veteranos/domain/rotas-api"
import { action as loginAction } from "~/routes/login"
import { action, loader } from "~/routes/login_.segunda-etapa/route"
import { loader as panelLoader } from "~/routes/painel/route"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { adminClient } from "../support/pocketbase"
import {
  createPerson,
  newClient,
  ownMailServer,
  TEST_PASSWORD,
  toastOf,
  tokenOf,
  type FormReply,
} from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const mail = await ownMailServer(db.url)

const SEGUNDA_ETAPA = "/login/segunda-etapa#conteudo"
const treasurer = () =>
  createPerson(db.url, { associado: 1, board: [{ cargo: "financeiro", tipo: "diretoria" }] })

/** What a browser sends back of a response's cookies (name=value), after what it held. */
function cookiesAfter(response: Response, held = ""): string {
  const jar = new Map(
    held
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  )
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!
    jar.set(pair.split("=")[0]!, pair)
  }
  return [...jar.values()].filter((pair) => !pair.endsWith("=")).join("; ")
}

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      [CLIENT_ADDRESS_HEADER]: newClient(),
      Cookie: cookie,
    },
    body: new URLSearchParams(fields),
  })

/** The password on /login; answers the response and the cookies the browser then holds. */
async function password(email: string, cookie = "") {
  const response = (await loginAction({
    request: post("/login", { email, password: TEST_PASSWORD }, cookie),
    params: {},
    context: {},
  })) as Response
  expect(response).toBeInstanceOf(Response)
  return { response, cookie: cookiesAfter(response, cookie) }
}

/** The second page's answer to `fields`, posted with the browser's `cookie`. */
const second = async (fields: Record<string, string>, cookie: string, query = "") =>
  (await action({
    request: post(`/login/segunda-etapa${query}`, fields, cookie),
    params: {},
    context: {},
  })) as Response | FormReply

/** The newest e-mailed login code to `email`, once it has come. */
async function codeFor(email: string, count = 1): Promise<string> {
  const codes = () =>
    mail.to(email).flatMap((message) => /Seu código de acesso: (\d{6})/.exec(message.subject)?.[1] ?? [])
  await expect.poll(() => codes().length).toBeGreaterThanOrEqual(count)
  return codes().at(-1)!
}

/** The password, then the second page as the browser opens it. */
async function atSecondPage(email: string, cookie = "") {
  const step = await password(email, cookie)
  expect(step.response.status).toBe(303)
  expect(step.response.headers.get("Location")).toBe(SEGUNDA_ETAPA)
  return step.cookie
}

const hasSession = (response: Response) =>
  response.headers.getSetCookie().some((line) => line.startsWith("sessao="))

describe("the password of a board account", () => {
  it("opens no session and no panel page; the e-mailed code does", async () => {
    const person = await treasurer()
    const { response, cookie } = await password(person.email)
    expect(response.headers.get("Location")).toBe(SEGUNDA_ETAPA)
    expect(hasSession(response)).toBe(false)
    expect(cookie).not.toMatch(/sessao=/)
    // The panel, with whatever the browser now holds: back to the login.
    const refused = await panelLoader({
      request: new Request("http://localhost/painel", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown)
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/)

    // The second page says how the code comes, and is kept by no cache.
    const page = (await loader({
      request: new Request("http://localhost/login/segunda-etapa", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })) as unknown as { data: { metodo: string }; init: { headers: Record<string, string> } }
    expect(page.data.metodo).toBe("email")
    expect(page.init.headers["Cache-Control"]).toBe("private, no-store")

    const done = (await second({ tipo: "codigo", codigo: await codeFor(person.email) }, cookie)) as Response
    expect(done.status).toBe(303)
    expect(done.headers.get("Location")).toBe("/painel#conteudo")
    expect((await toastOf(done))?.title).toBe("Login realizado com sucesso!")
    const session = cookiesAfter(done, cookie)
    expect(session).toMatch(/sessao=/)
    // The login's cookie is spent with it.
    expect(session).not.toMatch(/entrada=/)
    const panel = await panelLoader({
      request: new Request("http://localhost/painel", { headers: { Cookie: session } }),
      params: {},
      context: {},
    })
    expect(panel).toMatchObject({ menu: { nome: person.nome } })
  })

  it("refuses five wrong codes, keeping the box, then asks to wait, even for the right code", async () => {
    const person = await treasurer()
    const cookie = await atSecondPage(person.email)
    const right = await codeFor(person.email)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = (await second({ tipo: "codigo", codigo: "000000", lembrar: "on" }, cookie)) as FormReply
      expect(wrong.init?.status).toBe(400)
      expect(wrong.data.result.error?.codigo).toEqual([MENSAGENS.codigoIncorreto])
      expect(wrong.data.result.initialValue.lembrar).toBe("on")
      expect(wrong.data.result.initialValue.codigo).toBeUndefined()
    }
    const waiting = (await second({ tipo: "codigo", codigo: right }, cookie)) as FormReply
    expect(waiting.init?.status).toBe(429)
    expect(waiting.data.result.error?.[""]).toEqual([MENSAGENS.muitasFalhas])
  })

  it("takes a recovery code, and remembers this browser when asked", async () => {
    // A member who chose the e-mailed code: their ten recovery codes came with it.
    const person = await createPerson(db.url, { associado: 1 })
    const own = new PocketBase(db.url)
    own.authStore.save(await tokenOf(db.url, person.email), null)
    await own.send(apiPath("sendCode"), { method: "POST" })
    const { codigos } = await own.send<{ codigos: string[] }>(apiPath("confirmEmail"), {
      method: "POST",
      body: { codigo: await codeFor(person.email) },
    })

    const cookie = await atSecondPage(person.email)
    const fields = { tipo: "recuperacao", codigo: codigos[0]!.toUpperCase(), lembrar: "on" }
    const done = (await second(fields, cookie, "?recuperacao=1")) as Response
    expect(done.headers.get("Location")).toBe("/painel#conteudo")
    const line = done.headers.getSetCookie().find((value) => value.startsWith("aparelho="))
    expect(line).toMatch(/^aparelho=[a-z0-9]{48}; Path=\/; Max-Age=2592000; .*HttpOnly; SameSite=Lax/)

    // The same code again is refused; the remembered browser needs none.
    const again = await atSecondPage(person.email)
    const used = (await second({ tipo: "recuperacao", codigo: codigos[0]! }, again)) as FormReply
    expect(used.data.result.error?.codigo).toEqual([MENSAGENS.recuperacaoIncorreta])
    const remembered = await password(person.email, line!.split(";")[0]!)
    expect(remembered.response.headers.get("Location")).toBe("/painel#conteudo")
    expect(hasSession(remembered.response)).toBe(true)
  })
})

describe("a remembered browser", () => {
  it("skips the step for its own account only", async () => {
    const person = await treasurer()
    const other = await treasurer()
    const cookie = await atSecondPage(person.email)
    const code = await codeFor(person.email)
    const done = (await second({ tipo: "codigo", codigo: code, lembrar: "on" }, cookie)) as Response
    const aparelho = done.headers
      .getSetCookie()
      .find((line) => line.startsWith("aparelho="))!
      .split(";")[0]!

    const own = await password(person.email, aparelho)
    expect(own.response.headers.get("Location")).toBe("/painel#conteudo")
    expect(hasSession(own.response)).toBe(true)
    // Another account on the same browser, or this account without the cookie: the code is asked.
    const theirs = await password(other.email, aparelho)
    expect(theirs.response.headers.get("Location")).toBe(SEGUNDA_ETAPA)
    expect(hasSession(theirs.response)).toBe(false)
    const without = await password(person.email)
    expect(without.response.headers.get("Location")).toBe(SEGUNDA_ETAPA)
    expect(hasSession(without.response)).toBe(false)
  })
})

describe("a login between its steps", () => {
  it("sends the page back to the login without one, and says when its time is over", async () => {
    const page = await loader({
      request: new Request("http://localhost/login/segunda-etapa"),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown)
    expect((page as Response).headers.get("Location")).toBe("/login")
    const none = (await second({ tipo: "codigo", codigo: "123456" }, "")) as Response
    expect(none.headers.get("Location")).toBe("/login#conteudo")
    expect((await toastOf(none))?.title).toBe(MENSAGENS.prazoEsgotado)

    // PocketBase forgot the login (its 10 minutes passed): the password again.
    const person = await treasurer()
    const cookie = await atSecondPage(person.email)
    const admin = await adminClient(db.url)
    for (const mfa of await admin.collection("_mfas").getFullList())
      await admin.collection("_mfas").delete(mfa.id)
    const over = (await second({ tipo: "codigo", codigo: await codeFor(person.email) }, cookie)) as Response
    expect(over.headers.get("Location")).toBe("/login#conteudo")
    expect((await toastOf(over))?.title).toBe(MENSAGENS.prazoEsgotado)
    expect(hasSession(over)).toBe(false)
  })

  it("sends the code again on 'Reenviar código'", async () => {
    const person = await treasurer()
    const cookie = await atSecondPage(person.email)
    await codeFor(person.email)
    const resent = (await second({ intent: "reenviar" }, cookie)) as Response
    expect(resent.headers.get("Location")).toBe(SEGUNDA_ETAPA)
    expect((await toastOf(resent))?.title).toBe("Código reenviado")
  })
})
