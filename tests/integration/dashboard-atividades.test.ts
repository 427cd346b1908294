// The dashboard's 'Atividade recente' (docs/decisions/e-mail-and-activity-log.md#every-board-decision-enters-the-activity-log): the board reads the
// latest entries of its activity record, members their own logins. Against a PocketBase of this
// file's own, since the entries come from real decisions on a request it creates.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader: dashboardLoader } = await import("~/routes/painel._index/route")
const { getPedidoSocio, updatePedidoSocio } = await import("~/features/pedido-socio/pedido-socio.server")

const admin = await adminClient(db.url)
const dashboardOf = async (email: string) => dashboardLoader(routeArgs("/painel", await sessionCookie(email)))

let presidente: Awaited<ReturnType<typeof createPerson>>
let board: Array<Awaited<ReturnType<typeof createPerson>>>
const EDITS = 6

beforeAll(async () => {
  presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
  // Before the edits: seating them enters the record too.
  board = [
    presidente,
    await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
    await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] }),
  ]
  const token = await tokenOf(db.url, presidente.email)
  const pedido = await admin
    .collection("pedido_socio")
    .create(storedPedidoSocio("solicitante@exemplo.org", { nome: "Solicitante Original" }))
  // Each edit by the president enters the record (a PocketBase hook writes it, as in production).
  for (let n = 1; n <= EDITS; n += 1) {
    const current = (await getPedidoSocio(token, pedido.id))!
    await updatePedidoSocio(token, pedido.id, { ...current, nome: `Solicitante Corrigido ${n}` }, "pendente")
  }
})

describe("'Atividade recente' on the dashboard", () => {
  it("shows every board role the 5 latest board actions, newest first, with who did them", async () => {
    for (const person of board) {
      const { atividades, acessos } = await dashboardOf(person.email)
      expect(
        atividades?.map((a) => [a.descricao, a.autor_nome]),
        person.email,
      ).toEqual(
        [6, 5, 4, 3, 2].map((n) => [`Editou a solicitação de Solicitante Corrigido ${n}`, presidente.nome]),
      )
      expect(acessos, person.email).toBeNull()
    }
  })

  it("shows a member, and a fiscal council member, only their own logins", async () => {
    for (const person of [
      await createPerson(db.url, { associado: 1 }),
      await createPerson(db.url, {
        associado: 1,
        board: [{ cargo: "presidente-conselho", tipo: "conselho" }],
      }),
    ]) {
      const { atividades, acessos } = await dashboardOf(person.email)
      expect(atividades, person.email).toBeNull()
      expect(
        acessos?.map((a) => a.descricao),
        person.email,
      ).toEqual(["Login realizado"])
    }
  })
})
