// The panel's lists show a page at a time (?pagina=): with one record more than a page holds, the
// first page shows exactly a page, in the list's order, and the second the one left. Against a
// PocketBase of this file's own, so no other file's records change the counts.
import { describe, expect, it, vi } from "vitest"
import { validContato } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { dia } from "./reservas-support"
import { createPerson, routeArgs, sessionCookie, TEST_PASSWORD, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const associados = await import("~/routes/painel.associados/route")
const mensagens = await import("~/routes/painel.mensagens/route")
const reservas = await import("~/routes/painel.reservas/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)

type Page<T> = { items: T[]; pagina: number; totalPaginas: number }

/** Pages 1, 2 and 3 of `path`, as the list's loader gives them to the president. */
async function pages<T>(path: string, read: (path: string) => Promise<Page<T>>) {
  const join = path.includes("?") ? "&" : "?"
  return Promise.all([1, 2, 3].map((n) => read(`${path}${join}pagina=${n}`)))
}

describe("a panel list with one record more than a page", () => {
  it("'Gerenciar Associados' shows 50 members by name, and the 51st on page 2", async () => {
    // Zero-padded, so their order by name is their number's.
    const nomes = Array.from({ length: 51 }, (_, n) => `Associado ${String(n + 1).padStart(2, "0")}`)
    // At once: each account's password hash takes a while.
    await Promise.all(
      nomes.map(async (nome) => {
        const conta = await admin.collection("cadastro_geral").create({
          nome,
          email: uniqueEmail("pagina"),
          password: TEST_PASSWORD,
          passwordConfirm: TEST_PASSWORD,
        })
        await admin.collection("associados").create({ nome, id_cadastro_geral: conta.id, status: 1 })
      }),
    )

    const [first, second, beyond] = await pages("/painel/associados", async (path) => {
      const data = (await associados.loader(routeArgs(path, cookie))) as {
        associados: Array<{ nome: string }>
        pagina: number
        totalPaginas: number
      }
      return {
        items: data.associados.map((a) => a.nome),
        pagina: data.pagina,
        totalPaginas: data.totalPaginas,
      }
    })
    expect(first).toEqual({ items: nomes.slice(0, 50), pagina: 1, totalPaginas: 2 })
    expect(second).toEqual({ items: nomes.slice(50), pagina: 2, totalPaginas: 2 })
    // Past the last page: an empty page, not the first again.
    expect(beyond!.items).toEqual([])
  })

  it("'Mensagens' shows 20 messages, newest first, and the 21st on page 2", async () => {
    const nomes = Array.from({ length: 21 }, (_, n) => `Remetente ${n + 1}`)
    // One at a time, so each is newer than the one before.
    for (const nome of nomes) {
      await admin
        .collection("contato")
        .create({ ...validContato(`r${nomes.indexOf(nome)}@exemplo.org`), nome })
    }
    const newestFirst = [...nomes].reverse()

    const [first, second] = await pages("/painel/mensagens?status=contato", async (path) => {
      const data = (await mensagens.loader(routeArgs(path, cookie))) as {
        lista: { items: Array<{ nome: string }>; page: number; totalPages: number }
      }
      return {
        items: data.lista.items.map((m) => m.nome),
        pagina: data.lista.page,
        totalPaginas: data.lista.totalPages,
      }
    })
    expect(first).toEqual({ items: newestFirst.slice(0, 20), pagina: 1, totalPaginas: 2 })
    expect(second).toEqual({ items: newestFirst.slice(20), pagina: 2, totalPaginas: 2 })
  })

  it("'Reservas' shows the president 50 reservations, latest day first, and the 51st on page 2", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const espaco = (await admin.collection("espacos").create({ nome: "Espaço da paginação", ativo: true })).id
    // One a day from 10 days ahead: by day, the list's order.
    const dias = Array.from({ length: 51 }, (_, n) => dia(10 + n))
    await Promise.all(
      dias.map((data) =>
        admin.collection("reservas").create({
          associado_id: socio.id,
          espaco,
          data: `${data} 00:00:00.000Z`,
          hora_inicio: "10:00",
          hora_fim: "12:00",
          capacidade: 10,
        }),
      ),
    )
    const latestFirst = [...dias].reverse()

    const [first, second] = await pages("/painel/reservas", async (path) => {
      const data = (await reservas.loader(routeArgs(path, cookie))) as {
        reservas: Array<{ data: string }>
        pagina: number
        totalPaginas: number
      }
      return {
        items: data.reservas.map((r) => r.data.slice(0, 10)),
        pagina: data.pagina,
        totalPaginas: data.totalPaginas,
      }
    })
    expect(first).toEqual({ items: latestFirst.slice(0, 50), pagina: 1, totalPaginas: 2 })
    expect(second).toEqual({ items: latestFirst.slice(50), pagina: 2, totalPaginas: 2 })
  })
})
