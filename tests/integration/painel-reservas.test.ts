// /painel/reservas' action against a PocketBase of this file's own: what a member's POST stores and
// answers when it is sent twice, and when PocketBase refuses a taken time.
import { describe, expect, it, vi } from "vitest"
import { daysFromToday } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action } = await import("~/routes/painel.reservas/route")
const { RESERVA_MENSAGENS } = await import("@veteranos/domain/reservas")

const admin = await adminClient(db.url)
const member = await createPerson(db.url, { associado: 1 })
const cookie = await sessionCookie(member.email)

// A space the spaces' migration made (the defaults); the form sends its record's id.
const churrasqueira = await admin.collection("espacos").getFirstListItem('nome = "Churrasqueira"')

const reservasOf = (id: string) =>
  admin.collection("reservas").getFullList({ filter: admin.filter("associado_id = {:id}", { id }) })

const form = (data: string, inicio: string, fim: string) => ({
  intent: "criar",
  espaco: churrasqueira.id,
  data,
  hora_inicio: inicio,
  hora_fim: fim,
  capacidade: "20",
})

describe("a member's booking", () => {
  it("stores one reservation when the same POST arrives twice, and answers both with 'Reserva Solicitada'", async () => {
    const fields = form(daysFromToday(30), "09:00", "11:00")
    const [first, second] = (await Promise.all([
      action(routeArgs("/painel/reservas?nova=1", cookie, fields)),
      action(routeArgs("/painel/reservas?nova=1", cookie, fields)),
    ])) as Response[]
    for (const response of [first!, second!]) {
      expect(response.status).toBe(303)
      expect(response.headers.get("Location")).toBe("/painel/reservas#conteudo")
    }
    const stored = await reservasOf(member.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ status: "pendente", hora_inicio: "09:00", associado_nome: member.nome })
  })

  it("answers a time an approved reservation takes with the message beside the start, keeping what was typed", async () => {
    const data = daysFromToday(40)
    const other = await createPerson(db.url, { associado: 1 })
    await admin.collection("reservas").create({
      espaco: churrasqueira.id,
      data: `${data} 00:00:00.000Z`,
      hora_inicio: "10:00",
      hora_fim: "14:00",
      capacidade: 30,
      associado_id: other.id,
      associado_nome: other.nome,
      status: "aprovado",
    })
    const fields = form(data, "13:00", "16:00")
    const reply = (await action(routeArgs("/painel/reservas?nova=1", cookie, fields))) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.hora_inicio).toEqual([RESERVA_MENSAGENS.ocupado])
    expect(reply.data.result.initialValue).toMatchObject({ data, hora_inicio: "13:00", hora_fim: "16:00" })
    expect((await reservasOf(member.id)).map((reserva) => reserva.data.slice(0, 10))).not.toContain(data)
  })
})
