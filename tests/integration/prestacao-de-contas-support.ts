// What the year's accounts tests share (tests/integration/prestacao-de-contas*.test.ts): the people
// (a member, an inactive one, an account without a seat, a board member, two council seats, one of
// them with no member record) and a year of dues, paid, open and exempt, in the file's own
// PocketBase; clients by token and the status of a refusal.
import PocketBase, { ClientResponseError } from "pocketbase"
import { expect } from "vitest"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPersonWithToken } from "./support"

/** The year whose dues the kit launches (each file has its own PocketBase). */
export const ANO = 2024

/** The people and the year's dues, in the PocketBase at `url`. */
export async function contasKit(url: string) {
  const admin = await adminClient(url)
  const socio = await createPersonWithToken(url, { associado: 1 })
  const inativo = await createPersonWithToken(url, { associado: 0 })
  const semVinculo = await createPersonWithToken(url)
  const diretor = await createPersonWithToken(url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
  const conselheiro = await createPersonWithToken(url, {
    associado: 1,
    board: [{ cargo: "conselheiro", tipo: "conselho" }],
  })
  // The council's president has no member record: a council seat alone opens the accounts.
  const presidenteConselho = await createPersonWithToken(url, {
    board: [{ cargo: "presidente-conselho", tipo: "conselho" }],
  })

  let serial = 0
  const due = (owner: { id: string }, day: string, valor: number, extra: Record<string, unknown> = {}) =>
    admin.collection("mensalidades").create({
      descricao: `Mensalidade ${++serial}`,
      data_vencimento: `${day} 00:00:00.000Z`,
      valor,
      status: "pendente",
      associado_id: owner.id,
      ...extra,
    })
  const pago = (forma: string) => ({
    status: "pago",
    forma_pagamento: forma,
    pago_em: `${ANO}-01-08 15:00:00.000Z`,
  })

  // January: two paid (PIX, cash) and one open; February: one exempt and two paid without a method
  // (R$ 0,10 + R$ 0,20, summed to the cent); one due of the year before and one of the year after.
  await due(socio, `${ANO}-01-10`, 80, pago("pix"))
  await due(diretor, `${ANO}-01-10`, 80, pago("dinheiro"))
  await due(conselheiro, `${ANO}-01-10`, 80)
  await due(socio, `${ANO}-02-10`, 80)
  await due(diretor, `${ANO}-02-10`, 0.1, { status: "pago", pago_em: `${ANO}-02-09 12:00:00.000Z` })
  await due(conselheiro, `${ANO}-02-10`, 0.2, { status: "pago", pago_em: `${ANO}-02-11 12:00:00.000Z` })
  await due(socio, `${ANO - 1}-12-10`, 80, pago("pix"))
  await due(socio, `${ANO + 1}-01-10`, 80)
  // Exempt through the superuser, as the treasurer's exemption leaves it.
  const [isenta] = await admin.collection("mensalidades").getFullList({
    filter: admin.filter("associado_id = {:id} && data_vencimento ~ {:mes}", {
      id: socio.id,
      mes: `${ANO}-02`,
    }),
  })
  await admin.collection("mensalidades").update(isenta!.id, { status: "isenta", isencao_motivo: "Doença" })

  const client = (token: string | null) => {
    const pb: PocketBase = anonymousClient(url)
    if (token) pb.authStore.save(token)
    return pb
  }
  const accountsStatus = async (token: string | null) => {
    try {
      await client(token).send(`/api/associacao/prestacao-de-contas?ano=${ANO}`, { method: "GET" })
      return 200
    } catch (error) {
      if (error instanceof ClientResponseError) return error.status
      throw error
    }
  }
  const refused = async (attempt: () => Promise<unknown>) => {
    const error = await attempt().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ClientResponseError)
    return (error as ClientResponseError).status
  }
  return {
    admin,
    socio,
    inativo,
    semVinculo,
    diretor,
    conselheiro,
    presidenteConselho,
    client,
    refused,
    accountsStatus,
  }
}
