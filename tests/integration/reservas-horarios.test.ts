// The times approved reservations take, against a real PocketBase of this file's own: an
// overlapping approval is refused whoever writes it, the superuser included, and the taken times of
// every space are listed, without names, on the booking form of whoever may book.
import { describe, expect, it, vi } from "vitest"
import { panelPageData } from "../support/api"
import { dia, fieldErrors, refusal, reservasKit } from "./reservas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decideReserva } = await import("~/features/reservas/reservas.server")
const { createPocketBase } = await import("~/http/pocketbase.server")
type ReservasDaPagina = import("~/features/reservas/reservas.server").ReservasDaPagina

/** The taken times the booking form (/painel/reservas?nova=1) shows `token`, as PocketBase's reader gives them. */
async function ocupadosDoFormulario(token: string) {
  return (await panelPageData<ReservasDaPagina>(db.url, token, "/painel/reservas", { nova: "1" })).ocupados
}
const { admin, novoEspaco, espacoId, pedido, corpo, pessoa, reservar, statusOf, cast } = await reservasKit(
  db.url,
)

const { presidente, diretor, socio, outroSocio } = await cast()

describe("whoever writes", () => {
  it("an overlapping approval is refused even from the superuser", async () => {
    const local = novoEspaco()
    const aprovada = await reservar(socio, pedido({ local }))
    const pendente = await reservar(outroSocio, pedido({ local, hora_inicio: "08:00", hora_fim: "10:30" }))
    await decideReserva(presidente.token, aprovada, "aprovado")

    const viaUpdate = fieldErrors(
      await refusal(admin.collection("reservas").update(pendente, { status: "aprovado" })),
    )
    expect(viaUpdate).toEqual({
      hora_inicio: {
        code: "horario_ocupado",
        message: "Este horário já está reservado neste espaço. Escolha outro horário.",
      },
    })
    const viaCreate = fieldErrors(
      await refusal(
        admin.collection("reservas").create({
          ...(await corpo(pedido({ local, hora_inicio: "11:59", hora_fim: "12:30" }))),
          associado_id: diretor.id,
          associado_nome: diretor.nome,
          status: "aprovado",
        }),
      ),
    )
    expect(viaCreate.hora_inicio?.code).toBe("horario_ocupado")
    expect(await statusOf(pendente)).toBe("pendente")
  })
})

describe("taken times", () => {
  it("lists the approved times of every space in the weeks the booking form shows, in order, without names", async () => {
    const local = novoEspaco()
    const outroLocal = novoEspaco()
    const ids = {
      tarde: await reservar(socio, pedido({ local, data: dia(20), hora_inicio: "14:00", hora_fim: "16:00" })),
      manha: await reservar(
        outroSocio,
        pedido({ local, data: dia(20), hora_inicio: "08:00", hora_fim: "09:00" }),
      ),
      outro: await reservar(
        socio,
        pedido({ local: outroLocal, data: dia(21), hora_inicio: "10:00", hora_fim: "11:00" }),
      ),
      // The form shows the eight weeks from the first day one may book (a week ahead): this is past them.
      depois: await reservar(
        socio,
        pedido({ local, data: dia(7 + 8 * 7), hora_inicio: "10:00", hora_fim: "11:00" }),
      ),
      pendente: await reservar(
        socio,
        pedido({ local, data: dia(21), hora_inicio: "18:00", hora_fim: "19:00" }),
      ),
      rejeitada: await reservar(
        socio,
        pedido({ local, data: dia(22), hora_inicio: "18:00", hora_fim: "19:00" }),
      ),
    }
    for (const id of [ids.tarde, ids.manha, ids.outro, ids.depois])
      await decideReserva(presidente.token, id, "aprovado")
    await decideReserva(presidente.token, ids.rejeitada, "rejeitado")

    const [espaco, outroEspaco] = [await espacoId(local), await espacoId(outroLocal)]
    const ocupados = (await ocupadosDoFormulario(socio.token)).filter((h) =>
      [espaco, outroEspaco].includes(h.espaco),
    )
    expect(ocupados).toEqual([
      { id: ids.manha, espaco, data: dia(20), hora_inicio: "08:00", hora_fim: "09:00" },
      { id: ids.tarde, espaco, data: dia(20), hora_inicio: "14:00", hora_fim: "16:00" },
      { id: ids.outro, espaco: outroEspaco, data: dia(21), hora_inicio: "10:00", hora_fim: "11:00" },
    ])
    // Board members see them too; somebody who may not book reads none (the view's API rule).
    expect(await ocupadosDoFormulario(diretor.token)).toEqual(await ocupadosDoFormulario(socio.token))
    const geral = await pessoa()
    expect(await createPocketBase(geral.token).collection("reservas_ocupadas").getFullList()).toEqual([])
  })
})
