// The spaces as records (docs/decisions/reservations.md#spaces-are-records), against a PocketBase of
// this file's own: the security review's 'Salão de festas ' (a trailing space) was stored as a space
// of its own and approved over a booking of the Salão. Now a reservation points at a space's record:
// free text is refused, a name that differs only in capitals, accents or spaces is the same space,
// the overlap rule compares the record (two approvals at once leave one), only an active space is
// booked, and a space with reservations is deactivated, never deleted.
import { ESPACO_MENSAGENS } from "@veteranos/domain/espacos"
import { RESERVA_MENSAGENS } from "@veteranos/domain/reservas"
import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { dia, fieldErrors, refusal, reservasKit } from "./reservas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decideReserva, HorarioOcupadoError } = await import("~/features/reservas/reservas.server")
const { createPocketBase } = await import("~/http/pocketbase.server")
const { admin, cast, corpo, espacoId, novoEspaco, pedido, reservar, solicitar, statusOf } = await reservasKit(
  db.url,
)
const { presidente, socio, outroSocio, diretor } = await cast()

// The Salão de festas the spaces' migration made (the defaults).
const salao = await admin.collection("espacos").getFirstListItem('nome = "Salão de festas"')
const api = (token: string) => createPocketBase(token).collection("espacos")

describe("the trailing-space booking", () => {
  it("is refused: a reservation names its space by record, not by text", async () => {
    const body = { ...(await corpo(pedido())), associado_id: socio.id, espaco: "Salão de festas " }
    const errors = fieldErrors(
      await refusal(createPocketBase(socio.token).collection("reservas").create(body)),
    )
    expect(errors.espaco?.message).toBe(RESERVA_MENSAGENS.local)
    const stored = await admin.collection("reservas").getFullList({
      filter: admin.filter("associado_id = {:id}", { id: socio.id }),
    })
    expect(stored).toHaveLength(0)
  })

  it("cannot come back as a space of its own: the same name in other capitals, accents, spaces or invisible characters", async () => {
    for (const nome of [
      "Salão de festas ",
      "  SALÃO   de Festas",
      "salao de festas",
      "Salão de festas\u200B",
      "Salão\u00A0de\u2060 festas",
    ]) {
      const errors = fieldErrors(await refusal(api(presidente.token).create({ nome, ativo: true })))
      expect(errors.nome, nome).toEqual({ code: "espaco_repetido", message: ESPACO_MENSAGENS.repetido })
    }
    const outro = await api(presidente.token).create({ nome: "Quiosque", ativo: true })
    const renamed = fieldErrors(
      await refusal(api(presidente.token).update(outro.id, { nome: "SALAO DE FESTAS" })),
    )
    expect(renamed.nome?.message).toBe(ESPACO_MENSAGENS.repetido)
    const named = await admin.collection("espacos").getFullList({ filter: 'nome ~ "festas"' })
    expect(named.map((espaco) => espaco.nome)).toEqual(["Salão de festas"])
  })

  it("an overlapping booking of the same space record is refused once one is approved", async () => {
    const aprovada = await reservar(outroSocio, pedido({ local: "Salão de festas", data: dia(30) }))
    await decideReserva(presidente.token, aprovada, "aprovado")
    const body = { ...(await corpo(pedido({ data: dia(30), hora_inicio: "11:00" }))), espaco: salao.id }
    const errors = fieldErrors(
      await refusal(
        createPocketBase(socio.token)
          .collection("reservas")
          .create({ ...body, associado_id: socio.id }),
      ),
    )
    expect(errors.hora_inicio?.code).toBe("horario_ocupado")
  })

  it("of two overlapping approvals of one space at once, one is made", async () => {
    const local = novoEspaco()
    const ids = [
      await reservar(socio, pedido({ local, hora_inicio: "10:00", hora_fim: "12:00" })),
      await reservar(outroSocio, pedido({ local, hora_inicio: "11:00", hora_fim: "13:00" })),
    ]
    const results = await Promise.allSettled(ids.map((id) => decideReserva(presidente.token, id, "aprovado")))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult
    expect(refused.reason).toBeInstanceOf(HorarioOcupadoError)
    expect((await Promise.all(ids.map(statusOf))).sort()).toEqual(["aprovado", "pendente"])
  })
})

describe("a deactivated space", () => {
  it("is not listed for members nor booked, keeps its reservations' name, and is booked again once reactivated", async () => {
    const local = novoEspaco()
    const id = await espacoId(local)
    const antiga = await reservar(socio, pedido({ local }))
    await api(presidente.token).update(id, { ativo: false })

    const listed = await api(socio.token).getFullList()
    expect(listed.map((espaco) => espaco.id)).not.toContain(id)
    expect((await api(presidente.token).getFullList()).map((espaco) => espaco.id)).toContain(id)
    // A member still reads the name of their reservation's space.
    const { getReserva } = await import("~/features/reservas/reservas.server")
    expect((await getReserva(socio.token, antiga))?.local).toBe(local)

    const errors = fieldErrors(await refusal(solicitar(outroSocio, pedido({ local, data: dia(12) }))))
    expect(errors.espaco).toEqual({ code: "espaco_indisponivel", message: RESERVA_MENSAGENS.local })

    await api(presidente.token).update(id, { ativo: true })
    await expect(solicitar(outroSocio, pedido({ local, data: dia(12) }))).resolves.toBeUndefined()
  })
})

describe("deleting a space", () => {
  it("is refused while reservations point at it, and is the president's alone", async () => {
    const local = novoEspaco()
    await reservar(socio, pedido({ local }))
    const errors = fieldErrors(await refusal(api(presidente.token).delete(await espacoId(local))))
    expect(errors.nome?.message).toBe(ESPACO_MENSAGENS.comReservas)
    expect(await admin.collection("espacos").getOne(await espacoId(local))).toBeTruthy()

    const vazio = await admin.collection("espacos").create({ nome: novoEspaco(), ativo: true })
    for (const quem of [diretor, socio]) {
      const error = await refusal(api(quem.token).delete(vazio.id))
      expect(error).toBeInstanceOf(ClientResponseError)
    }
    await api(presidente.token).delete(vazio.id)
    await expect(admin.collection("espacos").getOne(vazio.id)).rejects.toBeInstanceOf(ClientResponseError)
  })
})
