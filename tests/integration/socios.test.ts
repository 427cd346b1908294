// The members' directory and the birthdays through the site's own pages, against the real
// PocketBase (docs/decisions/member-card-and-receipts.md#the-directory): /painel/socios lists only
// the members who chose it in Meus Dados, with only what each shared; opting out there takes a
// member off at once; the home page's birthdays show only who chose it. PocketBase's own door (the
// view, the API rules): carteirinha-api.test.ts. The photo: socios-foto.test.ts.
import { describe, expect, it, vi } from "vitest"
import { LISTA_POR_PAGINA } from "@veteranos/domain/carteirinha"
import { adminClient } from "../support/pocketbase"
import { today } from "../support/hoje"
import { createPerson, routeArgs, sessionCookie, toastOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const socios = await import("~/routes/painel.socios/route")
const meusDados = await import("~/routes/painel.meus-dados/route")
const home = await import("~/routes/_index")
const admin = await adminClient(db.url)

const TELEFONE = "(19) 98888-7777"

/** An active member called `nome`, with a phone and a birth date on `dia` (MM-DD), logged in. */
async function member(nome: string, dia = "07-21") {
  const pessoa = await createPerson(db.url, { associado: 1 })
  await admin
    .collection("cadastro_geral")
    .update(pessoa.id, { nome, telefone: TELEFONE, dt_nasc: `1958-${dia} 00:00:00.000Z` })
  await admin.collection("associados").update(pessoa.associadoId!, { nome })
  return { ...pessoa, nome, cookie: await sessionCookie(pessoa.email) }
}

/** Meus Dados' 'Lista de sócios' as the person ticks it: the boxes sent, the others left out. */
async function choose(
  cookie: string,
  ...boxes: Array<"lista_socios" | "lista_whatsapp" | "aniversario_publico">
) {
  const form = Object.fromEntries([["intent", "lista-socios"], ...boxes.map((box) => [box, "sim"])])
  const answer = (await meusDados.action(routeArgs("/painel/meus-dados", cookie, form))) as Response
  expect(answer.status).toBe(303)
  expect(answer.headers.get("Location")).toMatch(/^\/painel\/meus-dados\b/)
  return toastOf(answer)
}

/** /painel/socios as `cookie`'s member sees it, searched for `q`. */
const directory = (cookie: string, q: string, pagina?: number) =>
  socios.loader(
    routeArgs(`/painel/socios?q=${encodeURIComponent(q)}${pagina ? `&pagina=${pagina}` : ""}`, cookie),
  )

const [ana, bruno, carla, leitor] = [
  await member("Ana Diretório Lima"),
  await member("Bruno Diretório Souza"),
  await member("Carla Diretório Reis"),
  await member("Leitor da Lista"),
]

describe("the directory", () => {
  it("lists only who chose it, each with only what they shared, and tells the asker they are not listed", async () => {
    await choose(ana.cookie, "lista_socios")
    await choose(bruno.cookie, "lista_socios", "lista_whatsapp", "aniversario_publico")
    // Carla shares her WhatsApp and birthday but did not choose to be listed: she is not.
    await choose(carla.cookie, "lista_whatsapp", "aniversario_publico")

    const page = await directory(leitor.cookie, "diretorio")
    expect(page.socios).toEqual([
      { id: ana.id, nome: ana.nome, foto: null, iniciais: "AL", aniversario: null, whatsapp: null },
      {
        id: bruno.id,
        nome: bruno.nome,
        foto: null,
        iniciais: "BS",
        aniversario: "21/07",
        whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/5519988887777\?text=Ol%C3%A1%2C%20Bruno/),
      },
    ])
    // Nothing else of anyone reaches the page: no phone as stored, no year of birth, no e-mail.
    const text = JSON.stringify(page)
    for (const hidden of [TELEFONE, "1958", ana.email, bruno.email, carla.nome]) {
      expect(text).not.toContain(hidden)
    }
    expect(page).toMatchObject({ listado: false, situacao: "Você não aparece na lista." })
    expect((await directory(bruno.cookie, "")).situacao).toBe(
      "Você aparece na lista, com o seu nome, a sua foto, o seu WhatsApp e o seu aniversário.",
    )
  })

  it("finds a member by a part of the name in any capitals and accents, and says when none is found", async () => {
    await choose(bruno.cookie, "lista_socios", "lista_whatsapp", "aniversario_publico")
    expect((await directory(leitor.cookie, "SOUZA")).socios.map((s) => s.nome)).toEqual([bruno.nome])
    const none = await directory(leitor.cookie, "Ninguém Assim")
    expect(none).toMatchObject({ socios: [], vazio: 'Nenhum sócio encontrado para "Ninguém Assim".' })
  })

  it("takes a member off at once when they opt out in Meus Dados", async () => {
    expect(await choose(ana.cookie, "lista_socios")).toMatchObject({
      type: "success",
      title: "Você aparece na lista de sócios.",
    })
    expect((await directory(leitor.cookie, ana.nome)).socios.map((s) => s.id)).toEqual([ana.id])
    expect(await choose(ana.cookie)).toMatchObject({ title: "Você não aparece na lista de sócios." })
    expect((await directory(leitor.cookie, ana.nome)).socios).toEqual([])
    // Her own page says so, and Meus Dados shows the boxes as she left them.
    expect((await directory(ana.cookie, "")).listado).toBe(false)
    const dados = await meusDados.loader(routeArgs("/painel/meus-dados", ana.cookie))
    expect(dados.lista.escolhas).toEqual({
      lista_socios: false,
      lista_whatsapp: false,
      aniversario_publico: false,
    })
  })

  it("pages the list, as many on a page as the shared rule says", async () => {
    const mais = []
    for (let n = 0; n <= LISTA_POR_PAGINA; n += 1) {
      const pessoa = await createPerson(db.url, { associado: 1 })
      await admin.collection("associados").update(pessoa.associadoId!, { nome: `Paginado ${n}` })
      await admin.collection("cadastro_geral").update(pessoa.id, { lista_socios: true })
      mais.push(pessoa.id)
    }
    const first = await directory(leitor.cookie, "paginado")
    expect(first).toMatchObject({ pagina: 1, totalPaginas: 2 })
    expect(first.socios).toHaveLength(LISTA_POR_PAGINA)
    const second = await directory(leitor.cookie, "paginado", 2)
    expect(second.socios).toHaveLength(1)
  })
})

describe("the home page's birthdays", () => {
  it("show a member only once they chose to show their birthday, and at once", async () => {
    const hoje = today()
    const aniversariante = await member("Zacarias Aniversário", hoje.slice(5))
    const birthdays = async () =>
      (await home.loader(routeArgs("/"))).aniversariantes.map((pessoa) => pessoa.nome)
    expect(await birthdays()).not.toContain("Zacarias")
    expect(await choose(aniversariante.cookie, "aniversario_publico")).toMatchObject({
      description: "Seu aniversário aparece em 'Aniversariantes do mês', na página inicial.",
    })
    expect(await birthdays()).toContain("Zacarias")
    // The directory's choice is apart: shown on the home page, still not listed.
    expect((await directory(leitor.cookie, "Zacarias")).socios).toEqual([])
    await choose(aniversariante.cookie)
    expect(await birthdays()).not.toContain("Zacarias")
  })
})
