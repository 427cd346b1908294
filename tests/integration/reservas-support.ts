// What the reservation tests (tests/integration/reservas-*.test.ts) share: the days, the people, a
// request and its booking, and the reads of what PocketBase stored. Each file has its own PocketBase
// (they book and decide) with a loopback SMTP server of its own, as decisions are e-mailed. A request
// names its space (`local`); the kit points it at that space's record, made on first use.
import { ClientResponseError } from "pocketbase"
import { expect } from "vitest"
import type { ReservaInput } from "~/features/reservas/reserva.schema"
import { daysFromToday } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { createPerson, createPersonWithToken, ownMailServer, type Pessoa } from "./support"

/** A request as the tests write it: the form's values, its space by name. */
export type Pedido = Omit<ReservaInput, "espaco"> & { local: string }

/** The São Paulo day `offset` days from today (yyyy-MM-dd). */
export const dia = daysFromToday
export const diaBr = (iso: string) => iso.split("-").reverse().join("/")

/** The refusal of a promise: its error (the test fails if it resolved). */
export async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a refusal"),
    (error: unknown) => error,
  )
}

/** A ClientResponseError's field errors (`error.response.data`). */
export function fieldErrors(error: unknown): Record<string, { code: string; message: string }> {
  expect(error).toBeInstanceOf(ClientResponseError)
  expect((error as ClientResponseError).status).toBe(400)
  return (error as ClientResponseError).response.data as Record<string, { code: string; message: string }>
}

/**
 * The helpers bound to the PocketBase at `url` (the file's own, started by ownPocketBase before
 * this is called: it loads the app's reservation model).
 */
export async function reservasKit(url: string) {
  const { createReserva } = await import("~/features/reservas/reservas.server")
  const admin = await adminClient(url)
  const mail = await ownMailServer(url)

  const pessoa = (extra: Parameters<typeof createPerson>[1] = {}) => createPersonWithToken(url, extra)

  /** The people every reservation test needs: the president, a director and two members. */
  async function cast() {
    return {
      presidente: await pessoa({ board: [{ cargo: "presidente", tipo: "diretoria" }] }),
      diretor: await pessoa({ board: [{ cargo: "secretario", tipo: "diretoria" }] }),
      socio: await pessoa({ associado: 1 }),
      outroSocio: await pessoa({ associado: 1 }),
    }
  }

  let espacos = 0
  /** A space of the test's own, so no test's approved reservations overlap another's. */
  const novoEspaco = () => `Espaço de teste ${++espacos}`
  const ids = new Map<string, Promise<string>>()
  /** The record of the space named `nome`: one there is (the defaults), else made by the superuser, active. */
  const espacoId = (nome: string) => {
    if (!ids.has(nome)) {
      const spaces = admin.collection("espacos")
      const find = async () => {
        const found = await spaces.getFullList({ filter: admin.filter("nome = {:nome}", { nome }) })
        if (found[0]) return found[0].id
        return (await spaces.create({ nome, ativo: true })).id
      }
      ids.set(nome, find())
    }
    return ids.get(nome)!
  }

  function pedido(extra: Partial<Pedido> = {}): Pedido {
    return {
      local: novoEspaco(),
      data: dia(10),
      hora_inicio: "10:00",
      hora_fim: "12:00",
      capacidade: 20,
      ...extra,
    }
  }

  /** The form's values for `dados`: its space by its record. */
  async function input({ local, ...dados }: Pedido): Promise<ReservaInput> {
    return { ...dados, espaco: await espacoId(local) }
  }

  /** The reservation's body as PocketBase's API takes it (the day at midnight UTC). */
  async function corpo(dados: Pedido) {
    const values = await input(dados)
    return { ...values, data: `${values.data} 00:00:00.000Z` }
  }

  /** Books as `quem` through the site's model (createReserva). */
  const solicitar = async (quem: Pessoa, dados: Pedido) =>
    createReserva(quem.token, quem.id, await input(dados))

  /** Books as `quem` and answers the stored reservation's id (the newest of that space and day). */
  async function reservar(quem: Pessoa, dados: Pedido): Promise<string> {
    await solicitar(quem, dados)
    const found = await admin.collection("reservas").getFirstListItem(
      admin.filter("associado_id = {:id} && espaco = {:espaco} && hora_inicio = {:inicio}", {
        id: quem.id,
        espaco: await espacoId(dados.local),
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

  return {
    admin,
    mail,
    pessoa,
    cast,
    novoEspaco,
    espacoId,
    pedido,
    corpo,
    solicitar,
    reservar,
    stored,
    statusOf,
    atividadesDe,
  }
}
