// The president's decision on reservations against a real PocketBase of this file's own (it changes
// the SMTP settings): the president alone decides, once; approved reservations never overlap, even
// when approvals arrive at once; and each decision is recorded and e-mailed to the member.
import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { listRecentAtividades } from "./atividades-support"
import { expectBody } from "./email-body"
import { diaBr, refusal, reservasKit } from "./reservas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decideReserva, HorarioOcupadoError } = await import("~/features/reservas/reservas.server")
const { StaleChangeError } = await import("~/http/pocketbase.server")
const { mail, cast, novoEspaco, pedido, pessoa, reservar, stored, statusOf, atividadesDe } =
  await reservasKit(db.url)

const { presidente, diretor, socio, outroSocio } = await cast()
const financeiro = await pessoa({ board: [{ cargo: "financeiro", tipo: "diretoria" }] })

describe("the president's decision", () => {
  it("approves, records it and e-mails the member once", async () => {
    const dados = pedido({ local: "Salão <de> festas" })
    const id = await reservar(socio, dados)
    const antes = mail.to(socio.email).length

    await decideReserva(presidente.token, id, "aprovado")

    expect(await statusOf(id)).toBe("aprovado")
    const mails = mail.to(socio.email).slice(antes)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe("Sua reserva foi aprovada")
    expectBody(mails[0]!, {
      nome: socio.nome,
      says: [
        `Sua reserva de <strong>Salão &lt;de&gt; festas</strong> para ${diaBr(dados.data)}, das 10:00 às 12:00 foi aprovada.`,
      ],
      link: null,
    })

    const atividades = await listRecentAtividades(presidente.token, 50)
    expect(atividades).toContainEqual(
      expect.objectContaining({
        descricao: `Aprovou a reserva de ${socio.nome} (Salão <de> festas, ${diaBr(dados.data)})`,
        autor_nome: presidente.nome,
      }),
    )
  })

  it("rejects, records it and e-mails the member once", async () => {
    const dados = pedido()
    const id = await reservar(socio, dados)
    const antes = mail.to(socio.email).length

    await decideReserva(presidente.token, id, "rejeitado")

    expect(await statusOf(id)).toBe("rejeitado")
    expect(
      mail
        .to(socio.email)
        .slice(antes)
        .map((m) => m.subject),
    ).toEqual(["Sua reserva foi rejeitada"])
    expectBody(mail.to(socio.email).at(-1)!, {
      nome: socio.nome,
      says: [
        `Sua reserva de <strong>${dados.local}</strong> para ${diaBr(dados.data)}, das 10:00 às 12:00 não foi aprovada.`,
        "faça um novo pedido com outra data ou horário pelo painel",
      ],
      link: null,
    })
    expect((await atividadesDe(id)).map((a) => a.descricao)).toEqual([
      `Rejeitou a reserva de ${socio.nome} (${dados.local}, ${diaBr(dados.data)})`,
    ])
  })

  it("refuses a second decision and changes nothing", async () => {
    const id = await reservar(socio, pedido())
    await decideReserva(presidente.token, id, "aprovado")
    const antes = mail.to(socio.email).length

    for (const status of ["rejeitado", "aprovado"] as const) {
      const error = await refusal(decideReserva(presidente.token, id, status))
      expect(error).toBeInstanceOf(StaleChangeError)
      expect((error as InstanceType<typeof StaleChangeError>).current).toEqual({ status: "aprovado" })
    }
    expect(await statusOf(id)).toBe("aprovado")
    expect(mail.to(socio.email)).toHaveLength(antes)
    expect(await atividadesDe(id)).toHaveLength(1)
  })

  it("changes the status only: other fields sent with it are refused", async () => {
    const id = await reservar(socio, pedido())
    const api = (await import("~/http/pocketbase.server")).createPocketBase(presidente.token)

    const error = await refusal(api.collection("reservas").update(id, { status: "aprovado", capacidade: 99 }))
    expect((error as ClientResponseError).status).toBe(404)
    expect(await stored(id)).toMatchObject({ status: "pendente", capacidade: 20 })
  })

  it("is the president's alone", async () => {
    const id = await reservar(socio, pedido())
    for (const quem of [diretor, financeiro, socio, outroSocio]) {
      const error = await refusal(decideReserva(quem.token, id, "aprovado"))
      expect(error, quem.email).toBeInstanceOf(ClientResponseError)
      expect((error as ClientResponseError).status).toBe(404)
    }
    expect(await statusOf(id)).toBe("pendente")
    expect(await atividadesDe(id)).toHaveLength(0)
  })

  it("refuses an approval that would overlap an approved reservation, and keeps the request pending", async () => {
    const local = novoEspaco()
    const primeira = await reservar(socio, pedido({ local, hora_inicio: "10:00", hora_fim: "12:00" }))
    const segunda = await reservar(outroSocio, pedido({ local, hora_inicio: "11:00", hora_fim: "13:00" }))
    await decideReserva(presidente.token, primeira, "aprovado")
    const antes = mail.to(outroSocio.email).length

    const error = await refusal(decideReserva(presidente.token, segunda, "aprovado"))
    expect(error).toBeInstanceOf(HorarioOcupadoError)
    expect(await statusOf(segunda)).toBe("pendente")
    expect(mail.to(outroSocio.email)).toHaveLength(antes)
    expect(await atividadesDe(segunda)).toHaveLength(0)
    // It can still be rejected.
    await decideReserva(presidente.token, segunda, "rejeitado")
    expect(await statusOf(segunda)).toBe("rejeitado")
  })

  it("approves reservations that only touch each other", async () => {
    const local = novoEspaco()
    const manha = await reservar(socio, pedido({ local, hora_inicio: "10:00", hora_fim: "12:00" }))
    const tarde = await reservar(outroSocio, pedido({ local, hora_inicio: "12:00", hora_fim: "14:00" }))
    await decideReserva(presidente.token, manha, "aprovado")
    await decideReserva(presidente.token, tarde, "aprovado")
    expect([await statusOf(manha), await statusOf(tarde)]).toEqual(["aprovado", "aprovado"])
  })

  it("leaves exactly one approved when two overlapping approvals arrive at once", async () => {
    const local = novoEspaco()
    const ids = [
      await reservar(socio, pedido({ local, hora_inicio: "10:00", hora_fim: "12:00" })),
      await reservar(outroSocio, pedido({ local, hora_inicio: "11:00", hora_fim: "13:00" })),
      // Overlapping both others (09:00-11:00 would only touch 11:00-13:00, and two could stand).
      await reservar(diretor, pedido({ local, hora_inicio: "10:30", hora_fim: "11:30" })),
    ]

    const results = await Promise.allSettled(ids.map((id) => decideReserva(presidente.token, id, "aprovado")))

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(HorarioOcupadoError)
    }
    const statuses = await Promise.all(ids.map(statusOf))
    expect(statuses.filter((status) => status === "aprovado")).toHaveLength(1)
    expect(statuses.filter((status) => status === "pendente")).toHaveLength(2)
  })

  it("records and e-mails the same decision once when it is sent twice at once", async () => {
    const id = await reservar(socio, pedido())
    const antes = mail.to(socio.email).length

    const results = await Promise.allSettled([
      decideReserva(presidente.token, id, "aprovado"),
      decideReserva(presidente.token, id, "aprovado"),
    ])

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect(await statusOf(id)).toBe("aprovado")
    expect(await atividadesDe(id)).toHaveLength(1)
    expect(mail.to(socio.email)).toHaveLength(antes + 1)
  })
})
