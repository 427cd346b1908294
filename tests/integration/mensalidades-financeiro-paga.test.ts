// A paid due against a real PocketBase of this file's own: it changes only through 'Desfazer
// pagamento', whoever writes (the treasurer's token, the superuser), and every change of a due's
// amount or status enters the activity record once, with what it was and what it became
// (docs/decisions/dues-and-pix.md#a-paid-due-changes-only-by-its-undo).
import { ClientResponseError } from "pocketbase"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { clientWithToken } from "../support/api"
import { financeiroKit } from "./mensalidades-financeiro-support"
import type { Pessoa } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { createMensalidade, markMensalidadePaid, undoMensalidadePayment } =
  await import("~/routes/painel.financeiro/financeiro-changes.server")
const { admin, pessoa } = await financeiroKit(db.url)

let financeiro: Pessoa
let socio: Pessoa
let dia = 0
beforeAll(async () => {
  financeiro = await pessoa({ board: [{ cargo: "financeiro", tipo: "diretoria" }] })
  socio = await pessoa({ associado: 1 })
})

const clientOf = (token: string) => clientWithToken(db.url, token)

/** A pending due of R$ 80,00 for the member, launched by the treasurer; answers its id. */
async function novaMensalidade(descricao: string): Promise<string> {
  dia += 1
  await createMensalidade(financeiro.token, {
    associadoId: socio.id,
    descricao,
    valor: 80,
    data_vencimento: `2044-01-${String(dia).padStart(2, "0")}`,
  })
  const found = await admin
    .collection("mensalidades")
    .getFirstListItem(
      admin.filter("associado_id = {:id} && descricao = {:d}", { id: socio.id, d: descricao }),
    )
  return found.id
}

/** The due's activity entries after its launch, oldest first. */
async function changesOf(id: string) {
  const entries = await admin.collection("atividades").getFullList({
    filter: admin.filter("registro = {:id}", { id }),
    sort: "created,id",
  })
  return entries
    .filter((entry) => !String(entry.descricao).startsWith("Lançou "))
    .map((entry) => ({ descricao: entry.descricao as string, alteracoes: entry.alteracoes as unknown }))
}

describe("a paid due", () => {
  it("refuses a change of its amount, dates or method through the API, even the superuser's", async () => {
    const id = await novaMensalidade("Mensalidade paga A")
    await markMensalidadePaid(financeiro.token, id, "pix")
    const paga = await admin.collection("mensalidades").getOne(id)

    const changes = [
      { valor: 1 },
      { valor: 1, seen: { status: "pago" } },
      { forma_pagamento: "dinheiro" },
      { pago_em: "2044-02-01 12:00:00.000Z" },
      { data_vencimento: "2044-03-01 00:00:00.000Z" },
      { status: "pendente", valor: 1 },
    ]
    for (const writer of [clientOf(financeiro.token), admin]) {
      for (const change of changes) {
        const error = await writer
          .collection("mensalidades")
          .update(id, change)
          .then(
            () => null,
            (reason: unknown) => reason,
          )
        expect(error, JSON.stringify(change)).toBeInstanceOf(ClientResponseError)
        expect((error as ClientResponseError).status).toBe(400)
      }
    }
    expect(await admin.collection("mensalidades").getOne(id)).toMatchObject({
      valor: 80,
      status: "pago",
      forma_pagamento: "pix",
      pago_em: paga.pago_em,
      data_vencimento: paga.data_vencimento,
      pago_por: financeiro.id,
    })
    expect((await changesOf(id)).map((change) => change.descricao)).toEqual([
      `Marcou como paga a mensalidade de ${socio.nome} (Mensalidade paga A) – PIX`,
    ])
  })

  it("is undone by 'Desfazer pagamento', recorded with its status before and after", async () => {
    const id = await novaMensalidade("Mensalidade paga B")
    await markMensalidadePaid(financeiro.token, id, "dinheiro")
    await undoMensalidadePayment(financeiro.token, id)
    expect(await admin.collection("mensalidades").getOne(id)).toMatchObject({
      status: "pendente",
      valor: 80,
      pago_em: "",
      pago_por: "",
      forma_pagamento: "",
    })
    expect(await changesOf(id)).toEqual([
      {
        descricao: `Marcou como paga a mensalidade de ${socio.nome} (Mensalidade paga B) – Dinheiro`,
        alteracoes: { status: { antes: "pendente", depois: "pago" } },
      },
      {
        descricao: `Desfez o pagamento da mensalidade de ${socio.nome} (Mensalidade paga B)`,
        alteracoes: { status: { antes: "pago", depois: "pendente" } },
      },
    ])
    // Pending again, its amount may be corrected.
    await clientOf(financeiro.token).collection("mensalidades").update(id, { valor: 70 })
    expect((await admin.collection("mensalidades").getOne(id)).valor).toBe(70)
  })
})

describe("an unpaid due", () => {
  it("records a change of its amount once, with the amount before and after, whoever makes it", async () => {
    const id = await novaMensalidade("Mensalidade pendente C")
    await clientOf(financeiro.token).collection("mensalidades").update(id, { valor: 95.5 })
    await admin.collection("mensalidades").update(id, { valor: 90 })
    // A change that leaves the amount and the status as they are records nothing.
    await clientOf(financeiro.token).collection("mensalidades").update(id, { descricao: "Mensalidade C" })
    expect((await admin.collection("mensalidades").getOne(id)).valor).toBe(90)
    expect(await changesOf(id)).toEqual([
      {
        descricao: `Alterou o valor da mensalidade de ${socio.nome} (Mensalidade pendente C)`,
        alteracoes: { valor: { antes: "80", depois: "95.5" } },
      },
      {
        descricao: `Alterou o valor da mensalidade de ${socio.nome} (Mensalidade pendente C)`,
        alteracoes: { valor: { antes: "95.5", depois: "90" } },
      },
    ])
  })

  it("marked paid with another amount records both in one entry", async () => {
    const id = await novaMensalidade("Mensalidade pendente D")
    await clientOf(financeiro.token)
      .collection("mensalidades")
      .update(id, {
        status: "pago",
        forma_pagamento: "transferencia",
        valor: 85,
        seen: { status: "pendente" },
      })
    expect(await changesOf(id)).toEqual([
      {
        descricao: `Marcou como paga a mensalidade de ${socio.nome} (Mensalidade pendente D) – Transferência`,
        alteracoes: { status: { antes: "pendente", depois: "pago" }, valor: { antes: "80", depois: "85" } },
      },
    ])
  })
})
