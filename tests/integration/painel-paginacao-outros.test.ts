// The panel's other lists show a page at a time (?pagina=) too (painel-paginacao.test.ts has the
// members, messages and reservations): with one record more than a page holds, the first page shows
// exactly a page, in the list's order, and the second the one left. Against a PocketBase of this
// file's own, so no other file's records change the counts.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { describe, expect, it, vi } from "vitest"
import { JPEG, PDF, storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { dia } from "./reservas-support"
import { createPerson, routeArgs, sessionCookie, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const eventos = await import("~/routes/painel.eventos/route")
const solicitacoes = await import("~/routes/painel.solicitacoes/route")
const documentos = await import("~/routes/painel.documentos/route")
const galeria = await import("~/routes/painel.galeria/route")
const mensalidades = await import("~/routes/painel.mensalidades/route")
const financeiro = await import("~/routes/painel.financeiro/route")
const lembretes = await import("~/routes/painel.financeiro_.lembretes/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const tesoureiro = await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)
const cookieTesoureiro = await sessionCookie(tesoureiro.email)

/** `count` labels, zero-padded so their order by name is their number's. */
const numbered = (label: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${label} ${String(n + 1).padStart(3, "0")}`)

/** The `n`th month (yyyy-MM) counted from January of `ano`, January itself the 0th. */
const mes = (ano: number, n: number) => `${ano + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`

/** A pending due of the account `associadoId`, falling due on `dia` (yyyy-MM-dd). */
const due = (associadoId: string, descricao: string, dia: string) =>
  admin.collection("mensalidades").create({
    descricao,
    data_vencimento: `${dia} 00:00:00.000Z`,
    valor: 80,
    status: "pendente",
    associado_id: associadoId,
  })

/**
 * Pages 1 and 2 of `path`, as `loader` gives them to the browser holding `cookie`: each page's items
 * (as `label` names them), its number and the page count.
 */
async function pages<D extends { pagina: number; totalPaginas: number }>(
  loader: (args: LoaderFunctionArgs) => Promise<D>,
  path: string,
  cookie: string,
  label: (data: D) => string[],
) {
  const join = path.includes("?") ? "&" : "?"
  return Promise.all(
    [1, 2].map(async (n) => {
      const data = await loader(routeArgs(`${path}${join}pagina=${n}`, cookie))
      return { items: label(data), pagina: data.pagina, totalPaginas: data.totalPaginas }
    }),
  )
}

/** What `pages` gives for `items` in the list's order, `perPage` to a page: a full page, then the rest. */
const twoPages = (items: string[], perPage: number) => [
  { items: items.slice(0, perPage), pagina: 1, totalPaginas: 2 },
  { items: items.slice(perPage), pagina: 2, totalPaginas: 2 },
]

describe("a panel list with one record more than a page", () => {
  it("'Gerenciar Eventos' shows 20 upcoming events, soonest first, and the 21st on page 2", async () => {
    const titulos = numbered("Evento", 21)
    // One a day from 10 days ahead: by date, the list's order. At once, as the date alone orders them.
    await Promise.all(
      titulos.map((titulo, n) =>
        admin.collection("eventos").create({ titulo, data_evento: `${dia(10 + n)} 22:00:00.000Z` }),
      ),
    )

    expect(
      await pages(eventos.loader, "/painel/eventos", cookie, (data) => data.eventos.map((e) => e.titulo)),
    ).toEqual(twoPages(titulos, 20))
  })

  it("'Novas Solicitações' shows 100 requests, newest first, and the 101st on page 2", async () => {
    const nomes = numbered("Solicitante", 101)
    // One at a time, so each is newer than the one before.
    for (const nome of nomes) {
      await admin.collection("pedido_socio").create(storedPedidoSocio(uniqueEmail("pagina"), { nome }))
    }
    const newestFirst = [...nomes].reverse()

    expect(
      await pages(solicitacoes.loader, "/painel/solicitacoes", cookie, (data) =>
        data.pedidos.map((p) => p.nome),
      ),
    ).toEqual(twoPages(newestFirst, 100))
  })

  it("'Documentos' shows 50 documents of the tab by name, and the 51st on page 2", async () => {
    const nomes = numbered("Documento", 51)
    // At once, started last name first: the list orders them by name, not by when they were stored.
    await Promise.all(
      [...nomes].reverse().map((nome) =>
        admin.collection("documentos").create({
          nome,
          categoria: "regulamento",
          arquivo: new File([new Uint8Array(PDF)], "regulamento.pdf", { type: "application/pdf" }),
        }),
      ),
    )

    expect(
      await pages(documentos.loader, "/painel/documentos?status=regulamento", cookie, (data) =>
        data.documentos.map((d) => d.nome),
      ),
    ).toEqual(twoPages(nomes, 50))
  })

  it("'Galeria' shows 50 of the association's photos, latest date first, and the 51st on page 2", async () => {
    const titulos = numbered("Foto", 51)
    // One a day, the first the latest: at once, as the date alone orders them.
    await Promise.all(
      titulos.map((titulo, n) =>
        admin.collection("fotos").create({
          titulo,
          data: `${dia(-n)} 12:00:00.000Z`,
          imagem: new File([new Uint8Array(JPEG)], "foto.jpg", { type: "image/jpeg" }),
        }),
      ),
    )

    expect(
      await pages(galeria.loader, "/painel/galeria", cookie, (data) => data.fotos.map((f) => f.titulo)),
    ).toEqual(twoPages(titulos, 50))
  })

  it("'Mensalidades' shows a member 24 of their own dues, latest first, and the 25th on page 2", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    // One a month from January 2041: at once, as the due date alone orders them.
    const descricoes = Array.from({ length: 25 }, (_, n) => `Mensalidade ${mes(2041, n)}`)
    await Promise.all(descricoes.map((descricao, n) => due(socio.id, descricao, `${mes(2041, n)}-10`)))
    const latestFirst = [...descricoes].reverse()

    expect(
      await pages(mensalidades.loader, "/painel/mensalidades", await sessionCookie(socio.email), (data) =>
        data.mensalidades.map((m) => m.descricao),
      ),
    ).toEqual(twoPages(latestFirst, 24))
  })

  it("'Controle Financeiro' shows the treasurer 100 dues of the month, latest due date first, and the 101st on page 2", async () => {
    const socios = await Promise.all([1, 2, 3, 4].map(() => createPerson(db.url, { associado: 1 })))
    // Four members' dues a day, from 28 March 2044 back, in the list's order: by day, latest first,
    // then the earliest stored.
    const dues = Array.from({ length: 101 }, (_, n) => {
      const dia = 28 - Math.floor(n / 4)
      return { dia, socio: socios[n % 4]!.id, descricao: `Dia ${dia}, sócio ${(n % 4) + 1}` }
    })
    // The days at once; a day's dues one at a time, so each is stored after the one before.
    await Promise.all(
      Array.from({ length: 26 }, async (_, d) => {
        for (const { dia, socio, descricao } of dues.slice(d * 4, d * 4 + 4)) {
          await due(socio, descricao, `2044-03-${String(dia).padStart(2, "0")}`)
        }
      }),
    )
    const descricoes = dues.map((d) => d.descricao)

    expect(
      await pages(financeiro.loader, "/painel/financeiro?mes=2044-03", cookieTesoureiro, (data) =>
        data.mensalidades.map((m) => m.descricao),
      ),
    ).toEqual(twoPages(descricoes, 100))
  })

  it("'Lembretes de mensalidade' shows 20 members' cards, the earliest due first, each with all their dues, and the 21st on page 2", async () => {
    const nomes = numbered("Ofélia Devedora", 21)
    const devedoras = await Promise.all(nomes.map(() => createPerson(db.url, { associado: 1 })))
    // Searched by their own name (?q=): this file's other tests leave open dues too.
    await Promise.all(
      devedoras.map((devedora, n) =>
        admin.collection("associados").update(devedora.associadoId!, { nome: nomes[n] }),
      ),
    )
    // One a month from January 2046, in the names' order; the first also owes the last month, on her own card.
    await Promise.all(
      devedoras.map((devedora, n) => due(devedora.id, `Mensalidade ${mes(2046, n)}`, `${mes(2046, n)}-10`)),
    )
    await due(devedoras[0]!.id, `Mensalidade ${mes(2046, 21)}`, `${mes(2046, 21)}-10`)

    const answer = await pages(
      lembretes.loader,
      "/painel/financeiro/lembretes?q=ofelia",
      cookieTesoureiro,
      (data) => data.cartoes.map((cartao) => cartao.dues.map((d) => d.descricao).join(", ")),
    )
    const cards = nomes.map((_, n) => `Mensalidade ${mes(2046, n)}`)
    cards[0] += `, Mensalidade ${mes(2046, 21)}`
    expect(answer).toEqual(twoPages(cards, 20))
  })
})
