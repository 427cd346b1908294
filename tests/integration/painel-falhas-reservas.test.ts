// What a member and the president see on 'Reservas' when PocketBase fails at one call, through the
// built site over HTTP (painel-falhas-support.ts says how each call is made to fail): the load-error
// view, the request, decision and cancellation messages, the reservation untouched; and the empty list.
import { describe, expect, it, vi } from "vitest"
import { formatDate } from "@veteranos/domain/datas"
import { daysFromToday } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import {
  expectLoadError,
  panelSite,
  withDeleteRefused,
  withCallRefused,
  withWritesRefused,
} from "./painel-falhas-support"
import { createPerson } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const socio = await createPerson(db.url, { associado: 1 })
const [doPresidente, doSocio] = [await site.login(presidente.email), await site.login(socio.email)]
const espaco = (await admin.collection("espacos").create({ nome: "Salão de teste", ativo: true })).id

let dias = 10
/** A pending reservation of the member's, each on a day of its own. */
async function pendente() {
  const data = daysFromToday(++dias)
  return admin.collection("reservas").create({
    espaco,
    data: `${data} 00:00:00.000Z`,
    hora_inicio: "10:00",
    hora_fim: "12:00",
    capacidade: 20,
    associado_id: socio.id,
    status: "pendente",
  })
}
const statusOf = async (id: string) => (await admin.collection("reservas").getOne(id)).status

describe("Reservas", () => {
  it("shows its load-error view when the list fails", async () => {
    // The page is read in one question (docs/decisions/performance.md#one-question-per-panel-page).
    const page = await withCallRefused(admin, "GET /api/associacao/painel", () =>
      site.get("/painel/reservas", doSocio),
    )
    expectLoadError(page, "Reservas", "Erro ao carregar reservas")
  })

  it("says the request failed, above its form, and nothing is stored", async () => {
    const data = formatDate(daysFromToday(60))
    const page = await withWritesRefused(admin, "reservas", () =>
      site.post(
        "/painel/reservas?nova=1",
        { intent: "criar", espaco, data, hora_inicio: "14:00", hora_fim: "16:00", capacidade: "30" },
        doSocio,
      ),
    )
    expect(page.status).toBe(400)
    expect(page.html).toContain("Ocorreu um erro ao enviar sua solicitação.")
    const stored = await admin.collection("reservas").getFullList({ filter: 'hora_inicio = "14:00"' })
    expect(stored).toEqual([])
  })

  it("says the approval failed, and the reservation stays pending", async () => {
    const reserva = await pendente()
    const page = await withWritesRefused(admin, "reservas", () =>
      site.post("/painel/reservas", { intent: "aprovar", id: reserva.id }, doPresidente),
    )
    expect(page.html).toContain("Ocorreu um erro ao aprovar a reserva.")
    expect(await statusOf(reserva.id)).toBe("pendente")
  })

  it("says the rejection failed, and the reservation stays pending", async () => {
    const reserva = await pendente()
    const page = await withWritesRefused(admin, "reservas", () =>
      site.post("/painel/reservas", { intent: "rejeitar", id: reserva.id }, doPresidente),
    )
    expect(page.html).toContain("Ocorreu um erro ao rejeitar a reserva.")
    expect(await statusOf(reserva.id)).toBe("pendente")
  })

  it("says the cancellation failed, and the reservation is still there", async () => {
    const reserva = await pendente()
    const page = await withDeleteRefused(admin, "reservas", reserva.id, () =>
      site.post("/painel/reservas", { intent: "cancelar", id: reserva.id }, doSocio),
    )
    expect(page.html).toContain("Ocorreu um erro ao cancelar a reserva.")
    expect(await statusOf(reserva.id)).toBe("pendente")
  })

  it("shows its empty state to a member with no reservation", async () => {
    const outro = await createPerson(db.url, { associado: 1 })
    const page = await site.get("/painel/reservas", await site.login(outro.email))
    expect(page.status).toBe(200)
    expect(page.html).toContain("Nenhuma reserva encontrada.")
  })
})
