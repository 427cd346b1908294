// A member's own reservations against a real PocketBase of this file's own: another member can
// neither read, change nor cancel them, and the owner cancels one only while it is pending.
import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { refusal, reservasKit } from "./reservas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { cancelReserva, decideReserva, getReserva, listReservas, ReservaJaDecididaError } =
  await import("~/features/reservas/reservas.server")
const { pedido, reservar, stored, statusOf, cast } = await reservasKit(db.url)

const { presidente, socio, outroSocio } = await cast()

describe("another member's reservations", () => {
  it("cannot be read, changed or cancelled", async () => {
    const id = await reservar(socio, pedido())
    const intruso = (await import("~/http/pocketbase.server")).createPocketBase(outroSocio.token)

    expect(await getReserva(outroSocio.token, id)).toBeNull()
    const list = await listReservas(outroSocio.token, { status: null, associadoId: null }, 1, 100)
    expect(list.items.map((item) => item.id)).not.toContain(id)
    const listed = await listReservas(outroSocio.token, { status: null, associadoId: socio.id }, 1, 100)
    expect(listed.items).toHaveLength(0)

    const update = await refusal(intruso.collection("reservas").update(id, { hora_fim: "11:00" }))
    expect((update as ClientResponseError).status).toBe(404)
    const cancel = await refusal(cancelReserva(outroSocio.token, id))
    expect((cancel as ClientResponseError).status).toBe(404)

    const depois = await stored(id)
    expect(depois).toMatchObject({ hora_fim: "12:00", status: "pendente" })
  })
})

describe("cancelling", () => {
  it("deletes the owner's pending reservation", async () => {
    const id = await reservar(socio, pedido())
    await cancelReserva(socio.token, id)
    expect(await getReserva(presidente.token, id)).toBeNull()
  })

  it("refuses a reservation already decided, and keeps it", async () => {
    const id = await reservar(socio, pedido())
    await decideReserva(presidente.token, id, "aprovado")

    const error = await refusal(cancelReserva(socio.token, id))
    expect(error).toBeInstanceOf(ReservaJaDecididaError)
    expect((error as InstanceType<typeof ReservaJaDecididaError>).status).toBe("aprovado")
    expect(await statusOf(id)).toBe("aprovado")
  })
})
