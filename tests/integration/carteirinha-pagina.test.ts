// The member's card page and its public check against the real PocketBase
// (docs/decisions/member-card-and-receipts.md): the card drawn by its route (the status today, what is
// owed and 'Pagar', the QR code's public address), 'Gerar novo código' through the page's action; the
// check over HTTP from the built site, as a visitor's phone opens it: the first name and initial, the
// status now and nothing else of the person, never kept by any cache (the site's own included),
// 'Carteirinha inválida' with a 404 for an old or unknown code, and 429 for a visitor past the limit.
import { createRemixStub } from "@remix-run/testing"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { VERIFICACAO, VERIFICACOES_DEMAIS } from "@veteranos/domain/carteirinha"
import { isValidCpf } from "@veteranos/domain/cpf-cnpj"
import { formatMoney } from "~/utils/format"
import { adminClient } from "../support/pocketbase"
import { daysFromToday } from "../support/hoje"
import { readable } from "./painel-falhas-support"
import { startSite } from "./site-server"
import { createPerson, routeArgs, sessionCookie, toastOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const carteirinha = await import("~/routes/painel.carteirinha/route")
const { publicUrl } = await import("~/http/env.server")
// Visitors told apart by the address a proxy vouches for; kept pages for a minute, so a page the
// site's cache kept would show.
const site = await startSite({ POCKETBASE_URL: db.url, TRUST_PROXY: "1", PAGE_CACHE_SECONDS: "60" })
const PAGE = "/painel/carteirinha"

let visitors = 0
/** A visitor of their own per check (the limit counts per visitor), unless one is given. */
const newVisitor = () => `203.0.113.${++visitors}`

/** The check of `token` as a visitor's phone opens it. */
async function verificar(token: string, visitor = newVisitor()) {
  const response = await fetch(`${site.url}/verificar/${token}`, { headers: { "X-Forwarded-For": visitor } })
  return { status: response.status, headers: response.headers, html: readable(await response.text()) }
}

const tokenOf = async (id: string) =>
  (await admin.collection("cadastro_geral").getOne(id, { fields: "carteirinha_token" }))
    .carteirinha_token as string

/** A CPF of its own (the accounts' CPFs are unique). */
function newCpf(): string {
  for (;;) {
    const cpf = String(Math.floor(Math.random() * 1e11)).padStart(11, "0")
    if (isValidCpf(cpf)) return cpf
  }
}

/**
 * A member with everything the check must not tell (the full name, e-mail, phone and CPF), and
 * those as the check must not show them, in figures and as people write them.
 */
async function socio() {
  const pessoa = await createPerson(db.url, { associado: 1 })
  const nome = "João Batista Sobrenomelongo"
  const cpf = newCpf()
  await admin.collection("cadastro_geral").update(pessoa.id, { nome, telefone: "19988887777", cpf })
  await admin.collection("associados").update(pessoa.associadoId!, { nome })
  const cpfEscrito = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
  const pessoais = ["Batista", "Sobrenomelongo", pessoa.email, "19988887777", "98888-7777", cpf, cpfEscrito]
  return { ...pessoa, nome, pessoais, token: await tokenOf(pessoa.id) }
}

/** A due of `valor` left open since `dias` days ago. */
const vencida = (contaId: string, valor: number, dias = 5) =>
  admin.collection("mensalidades").create({
    associado_id: contaId,
    descricao: "Mensalidade atrasada",
    valor,
    data_vencimento: `${daysFromToday(-dias)} 00:00:00.000Z`,
    status: "pendente",
  })

type Loaded = Awaited<ReturnType<typeof carteirinha.loader>>["data"]

/** The card's page as its route draws it for the browser holding `cookie`. */
async function cardPage(cookie: string) {
  const { data, init } = await carteirinha.loader(routeArgs(PAGE, cookie))
  const Stub = createRemixStub([{ id: "carteirinha", path: PAGE, Component: carteirinha.default }])
  const html = renderToString(
    createElement(Stub, { initialEntries: [PAGE], hydrationData: { loaderData: { carteirinha: data } } }),
  )
  return { data: data as Loaded, init, html: readable(html) }
}

describe("the public check", () => {
  it("says 'Sócio em dia' with the first name and initial, nothing else of the person, kept by no cache", async () => {
    const membro = await socio()
    const page = await verificar(membro.token)
    expect(page.status).toBe(200)
    expect(page.html).toContain(`>${VERIFICACAO.em_dia}</h1>`)
    expect(page.html).toContain(">João S.<")
    expect(page.html).toMatch(/Verificado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)
    for (const dado of membro.pessoais) expect(page.html).not.toContain(dado)
    expect(page.headers.get("Cache-Control")).toBe("no-store")
    expect(page.html).toContain('<meta name="robots" content="noindex"/>')
    expect(page.html).toContain('<meta name="referrer" content="same-origin"/>')
    expect(page.html).not.toContain("<script")
  })

  it("says 'Sócio com pendências' once a due is left open past its day, without what is owed", async () => {
    const membro = await socio()
    expect((await verificar(membro.token)).html).toContain(VERIFICACAO.em_dia)
    await vencida(membro.id, 123.45)
    // The same address at once: neither the site's page cache nor anything else kept the first answer.
    const page = await verificar(membro.token)
    expect(page.status).toBe(200)
    expect(page.html).toContain(`>${VERIFICACAO.pendente}</h1>`)
    for (const dado of [...membro.pessoais, "123,45"]) expect(page.html).not.toContain(dado)
  })

  it("answers 404 'Carteirinha inválida' to a code of no one, of another shape, or of an inactive member", async () => {
    const membro = await socio()
    await admin.collection("associados").update(membro.associadoId!, { status: 0 })
    for (const token of ["a".repeat(32), "curto", membro.token]) {
      const page = await verificar(token)
      expect(page.status).toBe(404)
      expect(page.html).toContain(`>${VERIFICACAO.invalida}</h1>`)
      expect(page.headers.get("Cache-Control")).toBe("no-store")
    }
  })

  it("answers a visitor past 60 checks in a few minutes 429, and the next visitor still", async () => {
    const { token } = await socio()
    const visitor = newVisitor()
    for (let i = 0; i < 60; i++) expect((await verificar(token, visitor)).status).toBe(200)
    const refused = await verificar(token, visitor)
    expect(refused.status).toBe(429)
    expect(refused.html).toContain(VERIFICACOES_DEMAIS)
    expect(refused.html).not.toContain("João")
    expect((await verificar(token)).status).toBe(200)
  })
})

describe("the card's page", () => {
  it("shows the member, 'Em dia' and the QR code of the check's public address", async () => {
    const membro = await socio()
    const cookie = await sessionCookie(membro.email)
    const { data, init, html } = await cardPage(cookie)
    expect(data.verificacao?.url).toBe(publicUrl(`/verificar/${membro.token}`))
    expect(html).toContain(membro.nome)
    expect(html).toMatch(/>Nº \d+</)
    expect(html).toMatch(/Sócio desde \d{2}\/\d{2}\/\d{4}/)
    expect(html).toContain(">Em dia</p>")
    expect(html).toContain(`>${data.verificacao!.url}</figcaption>`)
    expect(html).toMatch(/<svg[^>]*viewBox/)
    expect(html).toMatch(/Situação em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
    expect(html).toContain("Gerar novo código")
    expect(init?.headers).toMatchObject({ "Cache-Control": "private, max-age=0, stale-if-error=604800" })
  })

  it("says 'Pendente' with what is owed and 'Pagar' for the oldest due past its day", async () => {
    const membro = await socio()
    const antiga = await vencida(membro.id, 80, 40)
    await vencida(membro.id, 80, 10)
    const { html } = await cardPage(await sessionCookie(membro.email))
    expect(html).toContain(">Pendente</p>")
    expect(html).toContain(`Em aberto: ${formatMoney(160)}`)
    expect(html).toContain(`href="/painel/mensalidades/${antiga.id}/pagar"`)
  })

  it("'Gerar novo código' answers 303 with its message, and the old card's address then says 'Carteirinha inválida'", async () => {
    const membro = await socio()
    const cookie = await sessionCookie(membro.email)
    const dialog = await cardPage(cookie).then(() =>
      carteirinha.loader(routeArgs(`${PAGE}?acao=novo-codigo`, cookie)),
    )
    expect(dialog.data.dialog).toEqual({ acao: "novo-codigo", id: null })

    const response = (await carteirinha.action(
      routeArgs(PAGE, cookie, { intent: "novo-codigo" }),
    )) as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(`${PAGE}#conteudo`)
    expect((await toastOf(response))?.title).toBe("Novo código gerado. A carteirinha antiga deixou de valer.")

    const antiga = await verificar(membro.token)
    expect(antiga.status).toBe(404)
    expect(antiga.html).toContain(`>${VERIFICACAO.invalida}</h1>`)
    const nova = await tokenOf(membro.id)
    expect(nova).not.toBe(membro.token)
    expect((await verificar(nova)).html).toContain(VERIFICACAO.em_dia)
    expect((await cardPage(cookie)).data.verificacao?.url).toMatch(new RegExp(`/verificar/${nova}$`))
  })
})
