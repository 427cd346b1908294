// /painel/seguranca against the real PocketBase (its own, with an SMTP sink for the e-mailed codes),
// through the page's loader and action as a browser without JavaScript posts to them: a seat holder
// without a second step is taken there and told why; the authenticator and the e-mailed code are set
// up through the page, the ten recovery codes shown in its answer only; changing it asks for a
// re-confirmation first; a member turns the second step off, a seat holder cannot; 'Trocar senha'
// (moved here from 'Meus Dados').
import { describe, expect, it, vi } from "vitest"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { adminClient } from "../support/pocketbase"
import {
  appCodes,
  callRoute,
  lastCode,
  load,
  PAGE,
  post,
  postPage,
  render,
  sessionOf,
} from "./painel-seguranca-support"
import { createPerson, loginId, routeArgs, TEST_PASSWORD, toastOf, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const mail = await import("./support").then((s) => s.ownMailServer(db.url))
const { loader: dashboard } = await import("~/routes/painel._index/route")
const { requireUser } = await import("~/auth/guards.server")
const admin = await adminClient(db.url)

const stored = async (id: string) => (await admin.collection("cadastro_geral").getOne(id)).segunda_etapa
const CODIGO_DE_RECUPERACAO = /^[a-z2-9]{5}-[a-z2-9]{5}$/
const RECONFIRMAR = /^\/painel\/reconfirmar\?voltar=%2Fpainel%2Fseguranca#/

// The treasurer whose seat has just started: no second step yet (createPerson sets one up for seats).
const tesoureiro = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "financeiro", tipo: "diretoria" }],
})
await admin.collection("cadastro_geral").update(tesoureiro.id, { segunda_etapa: "" })
const doTesoureiro = await sessionOf(db.url, mail, tesoureiro.email)
let recuperacao: string[] = []

describe("a seat holder without a second step", () => {
  it("is taken from the panel to /painel/seguranca, which says why", async () => {
    const thrown = await dashboard(routeArgs("/painel", doTesoureiro.cookie)).catch((error: unknown) => error)
    expect((thrown as Response).status).toBe(303)
    expect((thrown as Response).headers.get("Location")).toBe(PAGE)

    const page = await load(doTesoureiro.cookie)
    expect(page.segundaEtapa).toMatchObject({ motivo: MENSAGENS.motivo, metodo: "", obrigatoria: true })
    const html = render(page)
    expect(html).toContain(MENSAGENS.motivo)
    expect(html).toContain(">Segunda etapa: desligada<")
    expect(html).not.toContain("Desligar a segunda etapa")
  })

  it("sets the authenticator up on the page: QR code and secret, a wrong code refused, then ten recovery codes once", async () => {
    const { cookie } = doTesoureiro
    const started = await post(cookie, { intent: "iniciar-app" })
    expect(started.status).toBe(200)
    const app = started.data!.app as { segredo: string; uri: string; chave: string; qrCode: string }
    expect(app.chave.replace(/ /g, "")).toBe(app.segredo)
    expect(app.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    const step = render(await load(cookie), started.data)
    expect(step).toContain('alt="QR code para o aplicativo autenticador"')
    expect(step).toContain(`Chave para digitar no aplicativo:`)
    expect(step).toMatch(new RegExp(`<code[^>]*>${app.chave}</code>`))
    expect(step).toContain(">Código do aplicativo<")

    // A wrong code: refused beside its field, the same secret shown again to try once more.
    const { right, wrong } = appCodes(app.segredo)
    const refused = await post(cookie, {
      intent: "confirmar-app",
      codigo: wrong,
      segredo: app.segredo,
      uri: app.uri,
    })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      intent: "confirmar-app",
      result: { error: { codigo: [MENSAGENS.codigoIncorreto] } },
      app: { segredo: app.segredo, chave: app.chave },
    })
    expect(render(await load(cookie), refused.data)).toContain(MENSAGENS.codigoIncorreto)
    expect(await stored(tesoureiro.id)).toBe("")

    // Answered as without JavaScript: the page drawn in the action's own request says it is on.
    const done = await postPage(cookie, {
      intent: "confirmar-app",
      codigo: right,
      segredo: app.segredo,
      uri: app.uri,
    })
    expect(done.status).toBe(200)
    // The codes are in the answer alone: no flash message, no cookie.
    expect(done.init?.headers).toBeUndefined()
    recuperacao = done.data!.codigos as string[]
    expect(recuperacao).toHaveLength(10)
    expect(new Set(recuperacao).size).toBe(10)
    for (const codigo of recuperacao) expect(codigo).toMatch(CODIGO_DE_RECUPERACAO)
    const shown = done.html
    expect(shown).toContain(">Códigos de recuperação</h3>")
    expect(shown).toContain(">Segunda etapa: aplicativo autenticador<")
    expect(shown).not.toContain(MENSAGENS.motivo)
    expect(shown.match(/<li>[a-z2-9]{5}-[a-z2-9]{5}<\/li>/g)).toHaveLength(10)

    // Stored as the app, the codes hashed; the page read again does not show them.
    const conta = await admin.collection("cadastro_geral").getOne(tesoureiro.id)
    expect(conta.segunda_etapa).toBe("app")
    expect(JSON.stringify(conta.codigos_recuperacao)).not.toContain(recuperacao[0]!.replace("-", ""))
    const after = await load(cookie)
    expect(JSON.stringify(after)).not.toContain(recuperacao[0])
    expect(render(after)).not.toContain("Códigos de recuperação")
    // The rest of the panel is open again.
    await expect(dashboard(routeArgs("/painel", cookie))).resolves.toBeDefined()
  })

  it("changes it only re-confirmed, cannot turn it off even so; new recovery codes replace the old", async () => {
    const { cookie, token } = doTesoureiro
    expect(render(await load(cookie))).not.toContain("Desligar a segunda etapa")
    // Another method or authenticator is a grave change: confirm first, before any code is e-mailed.
    const emails = mail.to(tesoureiro.email).length
    for (const intent of ["iniciar-email", "iniciar-app", "novos-codigos"]) {
      const asked = await post(cookie, { intent })
      expect(asked.response!.headers.get("Location"), intent).toMatch(RECONFIRMAR)
    }
    expect(mail.to(tesoureiro.email)).toHaveLength(emails)
    await callRoute(
      db.url,
      "reconfirm",
      { senha: TEST_PASSWORD, codigo: recuperacao[0], tipo: "recuperacao" },
      token,
    )

    const refused = await post(cookie, { intent: "desligar" })
    expect(refused.status).toBe(303)
    expect(await toastOf(refused.response!)).toMatchObject({ type: "error", title: MENSAGENS.obrigatoria })
    expect(await stored(tesoureiro.id)).toBe("app")

    const novos = await post(cookie, { intent: "novos-codigos" })
    expect(novos.status).toBe(200)
    const codigos = novos.data!.codigos as string[]
    expect(codigos).toHaveLength(10)
    expect(codigos.filter((codigo) => recuperacao.includes(codigo))).toEqual([])
    expect(render(await load(cookie), novos.data)).toContain(">Códigos de recuperação</h3>")
  })
})

describe("a member", () => {
  it("sets the e-mailed code up on the page, with the code the e-mail brings", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const { cookie } = await sessionOf(db.url, mail, socio.email)
    const sent = await post(cookie, { intent: "iniciar-email" })
    expect(sent).toMatchObject({ status: 200, data: { intent: "iniciar-email" } })
    expect(render(await load(cookie), sent.data)).toContain(">Código recebido por e-mail<")
    const codigo = lastCode(mail, socio.email)

    const wrong = codigo === "000000" ? "111111" : "000000"
    const refused = await post(cookie, { intent: "confirmar-email", codigo: wrong })
    expect(refused).toMatchObject({
      status: 400,
      data: { result: { error: { codigo: [MENSAGENS.codigoIncorreto] } } },
    })
    expect(render(await load(cookie), refused.data)).toContain(">Código recebido por e-mail<")

    const done = await postPage(cookie, { intent: "confirmar-email", codigo })
    expect(done.status).toBe(200)
    expect(done.data.codigos).toHaveLength(10)
    expect(await stored(socio.id)).toBe("email")
    expect(done.html).toContain(">Segunda etapa: código por e-mail<")
  })

  it("turns the second step off once re-confirmed, and not before", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const { cookie } = await sessionOf(db.url, mail, socio.email)
    await admin.collection("cadastro_geral").update(socio.id, { segunda_etapa: "email" })
    expect(render(await load(cookie))).toContain("Desligar a segunda etapa")

    // PocketBase asks for the password and the code first: the panel sends the person to confirm.
    const first = await post(cookie, { intent: "desligar" })
    expect(first.response!.headers.get("Location")).toMatch(RECONFIRMAR)
    expect(await stored(socio.id)).toBe("email")

    const token = await tokenOf(db.url, socio.email)
    await callRoute(db.url, "sendCode", {}, token)
    await callRoute(db.url, "reconfirm", { senha: TEST_PASSWORD, codigo: lastCode(mail, socio.email) }, token)
    const done = await post(cookie, { intent: "desligar" })
    expect(done.status).toBe(303)
    expect(done.response!.headers.get("Location")).toBe(`${PAGE}#conteudo`)
    expect(await toastOf(done.response!)).toMatchObject({ type: "success", title: "Segunda etapa desligada" })
    expect(await stored(socio.id)).toBe("")
  })
})

describe("'Trocar senha' on /painel/seguranca", () => {
  it("refuses a wrong current password beside its field, then takes the right one", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const { cookie } = await sessionOf(db.url, mail, socio.email)
    const nova = "nova-senha-segura-2"
    const senhas = { intent: "senha", password: nova, passwordConfirm: nova }
    expect(render(await load(cookie))).toMatch(/<section id="senha"[^>]*>[^]*>Trocar senha<\/h2>/)

    const refused = await post(cookie, { ...senhas, oldPassword: "nao-e-esta" })
    expect(refused).toMatchObject({
      status: 400,
      data: { result: { error: { oldPassword: ["Senha atual incorreta."] } } },
    })
    expect(await loginId(db.url, socio.email)).toBe(socio.id)

    const done = await post(cookie, { ...senhas, oldPassword: TEST_PASSWORD })
    expect(done.status).toBe(303)
    expect(done.response!.headers.get("Location")).toBe(`${PAGE}#conteudo`)
    expect(await toastOf(done.response!)).toMatchObject({ type: "success", title: "Senha alterada" })
    const renewed = done.response!.headers.getSetCookie().find((line) => line.startsWith("sessao="))!
    expect((await requireUser(routeArgs(PAGE, renewed.split(";")[0]).request)).id).toBe(socio.id)
    expect(await loginId(db.url, socio.email, nova)).toBe(socio.id)
  })
})
