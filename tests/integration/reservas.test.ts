// Reservations against a real PocketBase of this file's own (it changes the SMTP settings): members
// book for themselves within the product's rules, the president decides once, approved
// reservations never overlap whoever writes, and each decision is recorded and e-mailed.
import { addDays, format, parseISO } from "date-fns"
import { ClientResponseError } from "pocketbase"
import { beforeAll, describe, expect, it, vi } from "vitest"
import type { ReservaInput } from "~/features/reservas/reserva.schema"
import { todayISO } from "~/utils/format"
import { adminClient } from "../support/pocketbase"
import { createPerson, ownMailServer, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const {
  cancelReserva,
  countPendingReservas,
  createReserva,
  decideReserva,
  getReserva,
  listHorariosOcupados,
  listReservas,
  HorarioOcupadoError,
  ReservaJaDecididaError,
} = await import("~/features/reservas/reservas.server")
const { StaleChangeError } = await import("~/http/pocketbase.server")
const { listRecentAtividades } = await import("~/features/painel/atividades.server")

const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)

/** The São Paulo day `offset` days from today (yyyy-MM-dd). */
const dia = (offset: number) => format(addDays(parseISO(todayISO()), offset), "yyyy-MM-dd")
const diaBr = (iso: string) => iso.split("-").reverse().join("/")

type Pessoa = { id: string; email: string; nome: string; token: string }
async function pessoa(extra: Parameters<typeof createPerson>[1] = {}): Promise<Pessoa> {
  const person = await createPerson(db.url, extra)
  return { ...person, token: await tokenOf(db.url, person.email) }
}

let presidente: Pessoa
let diretor: Pessoa
let financeiro: Pessoa
let socio: Pessoa
let outroSocio: Pessoa
beforeAll(async () => {
  presidente = await pessoa({ board: [{ cargo: "presidente", tipo: "diretoria" }] })
  diretor = await pessoa({ board: [{ cargo: "secretario", tipo: "diretoria" }] })
  financeiro = await pessoa({ board: [{ cargo: "financeiro", tipo: "diretoria" }] })
  socio = await pessoa({ associado: 1 })
  outroSocio = await pessoa({ associado: 1 })
})

let espacos = 0
/** A space of the test's own, so no test's approved reservations overlap another's. */
const novoEspaco = () => `Espaço de teste ${++espacos}`

function pedido(extra: Partial<ReservaInput> = {}): ReservaInput {
  return {
    local: novoEspaco(),
    data: dia(10),
    hora_inicio: "10:00",
    hora_fim: "12:00",
    capacidade: 20,
    ...extra,
  }
}

/** Books as `quem` and answers the stored reservation's id (the newest of that space and day). */
async function reservar(quem: Pessoa, dados: ReservaInput): Promise<string> {
  await createReserva(quem.token, quem.id, dados)
  const found = await admin.collection("reservas").getFirstListItem(
    admin.filter("associado_id = {:id} && local = {:local} && hora_inicio = {:inicio}", {
      id: quem.id,
      local: dados.local,
      inicio: dados.hora_inicio,
    }),
    { sort: "-created" },
  )
  return found.id
}

const stored = (id: string) => admin.collection("reservas").getOne(id)
const statusOf = async (id: string) => (await stored(id)).status as string

async function atividadesDe(id: string) {
  return admin.collection("atividades").getFullList({ filter: admin.filter("registro = {:id}", { id }) })
}

/** The refusal of a promise: its error (the test fails if it resolved). */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a refusal"),
    (error: unknown) => error,
  )
}

/** A ClientResponseError's field errors (`error.response.data`). */
function fieldErrors(error: unknown): Record<string, { code: string; message: string }> {
  expect(error).toBeInstanceOf(ClientResponseError)
  expect((error as ClientResponseError).status).toBe(400)
  return (error as ClientResponseError).response.data as Record<string, { code: string; message: string }>
}

describe("a member's booking", () => {
  it("stores a pending reservation with the account's name, read back by getReserva and listReservas", async () => {
    const dados = pedido({ data: dia(7) })
    const id = await reservar(socio, dados)

    const reserva = await getReserva(socio.token, id)
    expect(reserva).toEqual({
      id,
      ...dados,
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
    expect(await countPendingReservas(presidente.token)).toBeGreaterThanOrEqual(1)
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
    await expect(reservar(diretor, pedido())).resolves.toBeTruthy()

    const conselheiro = await pessoa({ board: [{ cargo: "presidente", tipo: "conselho" }] })
    const inativo = await pessoa({ associado: 0 })
    const geral = await pessoa()
    for (const quem of [conselheiro, inativo, geral]) {
      const error = await refusal(createReserva(quem.token, quem.id, pedido()))
      expect(error, quem.email).toBeInstanceOf(ClientResponseError)
      expect((error as ClientResponseError).status).toBe(400)
    }
    const stored = await admin.collection("reservas").getFullList({
      filter: [conselheiro, inativo, geral].map((quem) => `associado_id = "${quem.id}"`).join(" || "),
    })
    expect(stored).toHaveLength(0)
  })

  it("refuses through the API a reservation approved at once, for someone else, or for another name", async () => {
    const api = (await import("~/http/pocketbase.server")).createPocketBase(socio.token)
    const base = { ...pedido(), data: `${dia(10)} 00:00:00.000Z` }

    for (const body of [
      { ...base, associado_id: socio.id, status: "aprovado" },
      { ...base, associado_id: outroSocio.id },
    ]) {
      const error = await refusal(api.collection("reservas").create(body))
      expect((error as ClientResponseError).status).toBe(400)
    }
    expect(
      await admin.collection("reservas").getFullList({ filter: admin.filter("local = {:local}", base) }),
    ).toHaveLength(0)

    // The name is the account's, whatever the body says.
    const created = await api
      .collection("reservas")
      .create({ ...base, associado_id: socio.id, associado_nome: "Outra Pessoa" })
    expect((await stored(created.id)).associado_nome).toBe(socio.nome)
  })

  it("refuses a date less than 7 days ahead, and takes one exactly 7 days ahead", async () => {
    const seisDias = fieldErrors(
      await refusal(createReserva(socio.token, socio.id, pedido({ data: dia(6) }))),
    )
    expect(seisDias).toEqual({
      data: {
        code: expect.any(String),
        message: "A reserva deve ser feita com pelo menos 7 dias de antecedência.",
      },
    })
    await expect(createReserva(socio.token, socio.id, pedido({ data: dia(7) }))).resolves.toBeUndefined()
  })

  it("refuses hours outside 8h to 22h, an end before the start, and more than 100 people", async () => {
    const horario = "O horário deve ser entre 8h e 22h."
    const fora = fieldErrors(
      await refusal(
        createReserva(socio.token, socio.id, pedido({ hora_inicio: "07:30", hora_fim: "22:30" })),
      ),
    )
    expect(fora.hora_inicio?.message).toBe(horario)
    expect(fora.hora_fim?.message).toBe(horario)

    const invertido = fieldErrors(
      await refusal(
        createReserva(socio.token, socio.id, pedido({ hora_inicio: "15:00", hora_fim: "14:00" })),
      ),
    )
    expect(invertido.hora_fim?.message).toBe("O horário de término deve ser depois do início.")

    const lotado = fieldErrors(
      await refusal(createReserva(socio.token, socio.id, pedido({ capacidade: 101 }))),
    )
    expect(Object.keys(lotado)).toEqual(["capacidade"])

    // The limits themselves are allowed.
    await expect(
      createReserva(
        socio.token,
        socio.id,
        pedido({ hora_inicio: "08:00", hora_fim: "22:00", capacidade: 100 }),
      ),
    ).resolves.toBeUndefined()
  })

  it("refuses a time taken by an approved reservation of the same space, and allows one that only touches it", async () => {
    const local = novoEspaco()
    const aprovada = await reservar(outroSocio, pedido({ local }))
    await decideReserva(presidente.token, aprovada, "aprovado")

    const error = await refusal(
      createReserva(socio.token, socio.id, pedido({ local, hora_inicio: "11:00", hora_fim: "13:00" })),
    )
    expect(error).toBeInstanceOf(HorarioOcupadoError)
    await expect(
      createReserva(socio.token, socio.id, pedido({ local, hora_inicio: "12:00", hora_fim: "14:00" })),
    ).resolves.toBeUndefined()
    // Another space, or another day, is free at the same time.
    await expect(createReserva(socio.token, socio.id, pedido())).resolves.toBeUndefined()
    await expect(
      createReserva(socio.token, socio.id, pedido({ local, data: dia(11) })),
    ).resolves.toBeUndefined()
  })
})

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
    expect(mails[0]!.html).toContain("Salão &lt;de&gt; festas")
    expect(mails[0]!.html).toContain(diaBr(dados.data))
    expect(mails[0]!.html).toContain("10:00")
    expect(mails[0]!.html).toContain("12:00")

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
          ...pedido({ local, hora_inicio: "11:59", hora_fim: "12:30" }),
          data: `${dia(10)} 00:00:00.000Z`,
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
  it("lists the approved times of every space in the range, in order, without names", async () => {
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
      depois: await reservar(
        socio,
        pedido({ local, data: dia(23), hora_inicio: "10:00", hora_fim: "11:00" }),
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

    const ocupados = (await listHorariosOcupados(socio.token, { de: dia(20), ate: dia(22) })).filter((h) =>
      [local, outroLocal].includes(h.local),
    )
    expect(ocupados).toEqual([
      { id: ids.manha, local, data: dia(20), hora_inicio: "08:00", hora_fim: "09:00" },
      { id: ids.tarde, local, data: dia(20), hora_inicio: "14:00", hora_fim: "16:00" },
      { id: ids.outro, local: outroLocal, data: dia(21), hora_inicio: "10:00", hora_fim: "11:00" },
    ])
    // Board members see them too; somebody who may not book sees none.
    expect(
      (await listHorariosOcupados(diretor.token, { de: dia(20), ate: dia(22) })).length,
    ).toBeGreaterThanOrEqual(3)
    const geral = await pessoa()
    expect(await listHorariosOcupados(geral.token, { de: dia(0), ate: dia(60) })).toEqual([])
  })
})
