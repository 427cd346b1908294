// A member's booking against a real PocketBase of this file's own: members book for themselves
// within the product's rules (7 days ahead, 8h to 22h, up to 100 people, never over an approved
// reservation of the same space), and nobody without an active membership or a board seat books.
import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { panelPageData } from "../support/api"
import { dia, fieldErrors, refusal, reservasKit } from "./reservas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decideReserva, getReserva, listReservas, HorarioOcupadoError } =
  await import("~/features/reservas/reservas.server")
type ReservasDaPagina = import("~/features/reservas/reservas.server").ReservasDaPagina
const { admin, pessoa, novoEspaco, espacoId, pedido, corpo, solicitar, reservar, stored, cast } =
  await reservasKit(db.url)

const { presidente, diretor, socio, outroSocio } = await cast()

describe("a member's booking", () => {
  it("stores a pending reservation with the account's name, read back by getReserva and listReservas", async () => {
    const dados = pedido({ data: dia(7) })
    const id = await reservar(socio, dados)

    const reserva = await getReserva(socio.token, id)
    expect(reserva).toEqual({
      id,
      ...dados,
      espaco: await espacoId(dados.local),
      associado_id: socio.id,
      associado_nome: socio.nome,
      status: "pendente",
      created: expect.any(String),
    })
    expect(await getReserva(presidente.token, id)).toEqual(reserva)

    const mine = await listReservas(socio.token, { status: "pendente", associadoId: socio.id }, 1, 100)
    expect(mine.items).toContainEqual(reserva)
    expect(mine.items.every((item) => item.associado_id === socio.id && item.status === "pendente")).toBe(
      true,
    )
    const pendentes = await admin.collection("reservas").getList(1, 1, { filter: 'status = "pendente"' })
    const pagina = await panelPageData<ReservasDaPagina>(db.url, presidente.token, "/painel/reservas")
    expect(pagina.pendentes).toBe(pendentes.totalItems)
  })

  it("lists the latest day first, then the latest start", async () => {
    const quem = await pessoa({ associado: 1 })
    const local = novoEspaco()
    await reservar(quem, pedido({ local, data: dia(12), hora_inicio: "09:00", hora_fim: "10:00" }))
    await reservar(quem, pedido({ local, data: dia(15), hora_inicio: "09:00", hora_fim: "10:00" }))
    await reservar(quem, pedido({ local, data: dia(12), hora_inicio: "14:00", hora_fim: "15:00" }))

    const page = await listReservas(quem.token, { status: null, associadoId: null }, 1, 10)
    expect(page.items.map((item) => [item.data, item.hora_inicio])).toEqual([
      [dia(15), "09:00"],
      [dia(12), "14:00"],
      [dia(12), "09:00"],
    ])
    expect(page.totalItems).toBe(3)
  })

  it("lets every executive board member book, and nobody without an active membership or a board seat", async () => {
    const doDiretor = await reservar(diretor, pedido())
    expect(await admin.collection("reservas").getOne(doDiretor)).toMatchObject({
      associado_id: diretor.id,
      status: "pendente",
    })

    const conselheiro = await pessoa({ board: [{ cargo: "presidente-conselho", tipo: "conselho" }] })
    const inativo = await pessoa({ associado: 0 })
    const geral = await pessoa()
    for (const quem of [conselheiro, inativo, geral]) {
      const error = await refusal(solicitar(quem, pedido()))
      expect(error, quem.email).toBeInstanceOf(ClientResponseError)
      expect((error as ClientResponseError).status).toBe(400)
      // The create rule's refusal, with no field to blame.
      expect((error as ClientResponseError).response).toEqual({
        status: 400,
        message: "Failed to create record.",
        data: {},
      })
    }
    const stored = await admin.collection("reservas").getFullList({
      filter: [conselheiro, inativo, geral].map((quem) => `associado_id = "${quem.id}"`).join(" || "),
    })
    expect(stored).toHaveLength(0)
  })

  it("refuses through the API a reservation approved at once, for someone else, or for another name", async () => {
    const api = (await import("~/http/pocketbase.server")).createPocketBase(socio.token)
    const base = await corpo(pedido())

    for (const body of [
      { ...base, associado_id: socio.id, status: "aprovado" },
      { ...base, associado_id: outroSocio.id },
    ]) {
      const error = await refusal(api.collection("reservas").create(body))
      expect((error as ClientResponseError).status).toBe(400)
    }
    expect(
      await admin.collection("reservas").getFullList({ filter: admin.filter("espaco = {:espaco}", base) }),
    ).toHaveLength(0)

    // The name is the account's, whatever the body says.
    const created = await api
      .collection("reservas")
      .create({ ...base, associado_id: socio.id, associado_nome: "Outra Pessoa" })
    expect((await stored(created.id)).associado_nome).toBe(socio.nome)
  })

  it("refuses a date less than 7 days ahead, and takes one exactly 7 days ahead", async () => {
    const seisDias = fieldErrors(await refusal(solicitar(socio, pedido({ data: dia(6) }))))
    expect(seisDias).toEqual({
      data: {
        code: expect.any(String),
        message: "A reserva deve ser feita com pelo menos 7 dias de antecedência.",
      },
    })
    await expect(solicitar(socio, pedido({ data: dia(7) }))).resolves.toBeUndefined()
  })

  it("refuses hours outside 8h to 22h, an end before the start, and more than 100 people", async () => {
    const horario = "O horário deve ser entre 8h e 22h."
    const fora = fieldErrors(
      await refusal(solicitar(socio, pedido({ hora_inicio: "07:30", hora_fim: "22:30" }))),
    )
    expect(fora.hora_inicio?.message).toBe(horario)
    expect(fora.hora_fim?.message).toBe(horario)

    const invertido = fieldErrors(
      await refusal(solicitar(socio, pedido({ hora_inicio: "15:00", hora_fim: "14:00" }))),
    )
    expect(invertido.hora_fim?.message).toBe("O horário de término deve ser depois do início.")

    const lotado = fieldErrors(await refusal(solicitar(socio, pedido({ capacidade: 101 }))))
    expect(Object.keys(lotado)).toEqual(["capacidade"])

    // The limits themselves are allowed.
    await expect(
      solicitar(socio, pedido({ hora_inicio: "08:00", hora_fim: "22:00", capacidade: 100 })),
    ).resolves.toBeUndefined()
  })

  it("refuses a time taken by an approved reservation of the same space, and allows one that only touches it", async () => {
    const local = novoEspaco()
    const aprovada = await reservar(outroSocio, pedido({ local }))
    await decideReserva(presidente.token, aprovada, "aprovado")

    const error = await refusal(solicitar(socio, pedido({ local, hora_inicio: "11:00", hora_fim: "13:00" })))
    expect(error).toBeInstanceOf(HorarioOcupadoError)
    await expect(
      solicitar(socio, pedido({ local, hora_inicio: "12:00", hora_fim: "14:00" })),
    ).resolves.toBeUndefined()
    // Another space, or another day, is free at the same time.
    await expect(solicitar(socio, pedido())).resolves.toBeUndefined()
    await expect(solicitar(socio, pedido({ local, data: dia(11) }))).resolves.toBeUndefined()
  })
})
