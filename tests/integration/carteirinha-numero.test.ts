// Writes at once against the real PocketBase (docs/decisions/member-card-and-receipts.md#the-card-and-its-code,
// #receipts-anyone-can-check): members created side by side (parallel requests and a batch, as an
// import or two board members at once would) each get a member number of their own and none is
// refused; a due paid twice at once keeps exactly one standing receipt.
import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { account } from "./regras-api-matriz"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)

/** `count` accounts, each to become a member. */
const accounts = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      admin.collection("cadastro_geral").create<{ id: string; nome: string }>(account()),
    ),
  )

const membro = (conta: { id: string; nome: string }) => ({
  nome: conta.nome,
  id_cadastro_geral: conta.id,
  status: 1,
})

describe("members created at once", () => {
  it("each get a member number of their own, none refused", async () => {
    const [avulsos, emLote] = await Promise.all([accounts(10), accounts(5)])
    const batch = admin.createBatch()
    for (const conta of emLote) batch.collection("associados").create(membro(conta))
    // Ten single creates and a batch of five, all sent before any answers.
    const [singles, batched] = await Promise.all([
      Promise.allSettled(avulsos.map((conta) => admin.collection("associados").create(membro(conta)))),
      batch.send(),
    ])
    expect(singles.filter((answer) => answer.status === "rejected")).toEqual([])
    expect(batched.map((answer) => answer.status)).toEqual(Array(5).fill(200))

    // As stored, not as answered: the numbers the unique index holds.
    const contas = new Set([...avulsos, ...emLote].map((conta) => conta.id))
    const all = await admin.collection("associados").getFullList({ fields: "id_cadastro_geral,numero" })
    const numeros = all
      .filter((associado) => contas.has(associado.id_cadastro_geral))
      .map((associado) => associado.numero as number)
    expect(numeros).toHaveLength(15)
    expect(numeros.every((numero) => Number.isInteger(numero) && numero > 0)).toBe(true)
    expect(new Set(numeros).size).toBe(15)
  })
})

describe("a due paid twice at once", () => {
  /** A member's open due, then `bodies` sent at once to pay it; what each answered and the receipts left. */
  async function payTwice(bodies: Array<Record<string, unknown>>) {
    const [conta] = await accounts(1)
    await admin.collection("associados").create(membro(conta!))
    const due = await admin.collection("mensalidades").create({
      associado_id: conta!.id,
      descricao: "Mensalidade",
      valor: 80,
      data_vencimento: "2026-11-10 00:00:00.000Z",
      status: "pendente",
    })
    const answers = await Promise.allSettled(
      bodies.map((body) => admin.collection("mensalidades").update(due.id, { status: "pago", ...body })),
    )
    const standing = await admin
      .collection("recibos")
      .getFullList({ filter: `mensalidade = "${due.id}" && cancelado_em = ""` })
    return { answers, standing, due: await admin.collection("mensalidades").getOne(due.id) }
  }

  /** A refusal is the paid due's own 400 ('Mensalidade paga não muda...'), never a failure of the save. */
  const expectPaidRefusal = (answer: PromiseSettledResult<unknown>) => {
    if (answer.status === "fulfilled") return
    expect(answer.reason).toBeInstanceOf(ClientResponseError)
    expect((answer.reason as ClientResponseError).status).toBe(400)
    expect((answer.reason as ClientResponseError).response.message).toMatch(/^Mensalidade paga não muda/)
  }

  it("keeps one standing receipt when both say the same", async () => {
    const body = { pago_em: "2026-11-09 13:00:00.000Z", forma_pagamento: "pix" }
    for (let round = 0; round < 5; round += 1) {
      const { answers, standing, due } = await payTwice([body, body])
      answers.forEach(expectPaidRefusal)
      expect(answers.some((answer) => answer.status === "fulfilled")).toBe(true)
      expect(due.status).toBe("pago")
      expect(standing).toHaveLength(1)
    }
  })

  it("keeps one standing receipt, and one payment, when they differ", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { answers, standing, due } = await payTwice([
        { pago_em: "2026-11-09 13:00:00.000Z", forma_pagamento: "pix" },
        { pago_em: "2026-11-10 09:00:00.000Z", forma_pagamento: "dinheiro" },
      ])
      answers.forEach(expectPaidRefusal)
      expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1)
      expect(due.status).toBe("pago")
      expect(standing).toHaveLength(1)
    }
  })
})
