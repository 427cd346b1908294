// An exempt due against a real PocketBase of this file's own
// (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): the financial director exempts an open
// due with a reason (stored with who and when, and recorded), never without one, never a paid due;
// an exempt due is paid only after its undo, which clears the reason; of two exemptions from the same
// seen status one is made. The page's POSTs and the totals: mensalidades-isencao-painel.test.ts.
import { ClientResponseError } from "pocketbase"
import { ISENCAO_MOTIVO_OBRIGATORIO } from "@veteranos/domain/mensalidades"
import { describe, expect, it, vi } from "vitest"
import { answerOf, clientWithToken, NOT_FOUND } from "../support/api"
import { financeiroKit } from "./mensalidades-financeiro-support"
import { novaMensalidadeDe } from "./mensalidades-isencao-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { exemptMensalidade, markMensalidadePaid, undoMensalidadeExemption } =
  await import("~/routes/painel.financeiro/financeiro-changes.server")
const { StaleChangeError } = await import("~/http/pocketbase.server")
const { admin, cast, atividades } = await financeiroKit(db.url)
const { financeiro, presidente, socio } = await cast()
const clientOf = (token: string) => clientWithToken(db.url, token)

const novaMensalidade = (descricao: string, ano = 2046) =>
  novaMensalidadeDe({ admin, financeiro, socio }, descricao, ano)

const stored = (id: string) => admin.collection("mensalidades").getOne(id)

/** The PocketBase refusal `promise` ends with: its status and the message beside `field`. */
async function refusal(promise: Promise<unknown>, field: string) {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ClientResponseError)
  const response = (error as ClientResponseError).response as { data?: Record<string, { message?: string }> }
  return { status: (error as ClientResponseError).status, message: response.data?.[field]?.message }
}

describe("an exemption", () => {
  it("keeps the reason, who and when, is recorded, and its undo clears them and is recorded", async () => {
    const id = await novaMensalidade("Mensalidade isenta A")
    const antes = Date.now()
    await exemptMensalidade(financeiro.token, id, "  Sócio em tratamento de saúde  ")
    const isenta = await stored(id)
    expect(isenta).toMatchObject({
      status: "isenta",
      isencao_motivo: "Sócio em tratamento de saúde",
      isentada_por: financeiro.id,
      isentada_por_nome: financeiro.nome,
      pago_por: "",
      forma_pagamento: "",
    })
    expect(new Date(isenta.isentada_em.replace(" ", "T")).getTime()).toBeGreaterThanOrEqual(antes - 2000)
    expect(await atividades("Isentou")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          descricao: `Isentou a mensalidade de ${socio.nome} (Mensalidade isenta A) – Sócio em tratamento de saúde`,
          autor: financeiro.id,
          registro: id,
        }),
      ]),
    )

    await undoMensalidadeExemption(financeiro.token, id)
    expect(await stored(id)).toMatchObject({
      status: "pendente",
      isencao_motivo: "",
      isentada_por: "",
      isentada_por_nome: "",
      isentada_em: "",
    })
    expect(await atividades("Desfez a isenção")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          descricao: `Desfez a isenção da mensalidade de ${socio.nome} (Mensalidade isenta A)`,
          registro: id,
        }),
      ]),
    )
  })

  it("without a reason is refused with the message beside the field, whoever saves", async () => {
    const id = await novaMensalidade("Mensalidade isenta B")
    const change = { status: "isenta", isencao_motivo: "   ", seen: { status: "pendente" } }
    expect(
      await refusal(
        clientOf(financeiro.token).collection("mensalidades").update(id, change),
        "isencao_motivo",
      ),
    ).toEqual({
      status: 400,
      message: ISENCAO_MOTIVO_OBRIGATORIO,
    })
    expect(
      await refusal(admin.collection("mensalidades").update(id, { status: "isenta" }), "isencao_motivo"),
    ).toEqual({
      status: 400,
      message: ISENCAO_MOTIVO_OBRIGATORIO,
    })
    expect(await stored(id)).toMatchObject({ status: "pendente", isencao_motivo: "" })
  })

  it("is refused to the president and the member, through the API", async () => {
    const id = await novaMensalidade("Mensalidade isenta C")
    for (const quem of [presidente, socio]) {
      const error = await clientOf(quem.token)
        .collection("mensalidades")
        .update(id, { status: "isenta", isencao_motivo: "Por conta própria" })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ClientResponseError)
      expect([403, 404]).toContain((error as ClientResponseError).status)
    }
    expect(await stored(id)).toMatchObject({ status: "pendente", isencao_motivo: "" })
    expect(await atividades("Por conta própria")).toHaveLength(0)
  })

  it("is refused to a paid due, and an exempt due is paid only after its undo", async () => {
    const paga = await novaMensalidade("Mensalidade isenta D")
    await markMensalidadePaid(financeiro.token, paga, "pix")
    await expect(exemptMensalidade(financeiro.token, paga, "Tarde demais")).rejects.toBeInstanceOf(
      StaleChangeError,
    )
    // Without `seen`, and even as the superuser: a paid due changes only by its undo.
    for (const pb of [clientOf(financeiro.token), admin]) {
      const refused = await refusal(
        pb.collection("mensalidades").update(paga, { status: "isenta", isencao_motivo: "Tarde demais" }),
        "status",
      )
      expect(refused.status).toBe(400)
    }
    expect(await stored(paga)).toMatchObject({ status: "pago", isencao_motivo: "" })

    const isenta = await novaMensalidade("Mensalidade isenta E")
    await exemptMensalidade(financeiro.token, isenta, "Cortesia da diretoria")
    await expect(markMensalidadePaid(financeiro.token, isenta, "pix")).rejects.toBeInstanceOf(
      StaleChangeError,
    )
    for (const pb of [clientOf(financeiro.token), admin]) {
      const refused = await refusal(
        pb.collection("mensalidades").update(isenta, { status: "pago", forma_pagamento: "pix" }),
        "status",
      )
      expect(refused).toEqual({
        status: 400,
        message: "Mensalidade isenta não muda; desfaça a isenção antes de alterá-la.",
      })
    }
    expect(await stored(isenta)).toMatchObject({ status: "isenta", forma_pagamento: "", pago_por: "" })
    // On record as a payment is: not deleted either.
    const deletion = clientOf(financeiro.token).collection("mensalidades").delete(isenta)
    expect(await answerOf(deletion)).toEqual(NOT_FOUND)
    expect(await stored(isenta)).toMatchObject({ status: "isenta" })
    await undoMensalidadeExemption(financeiro.token, isenta)
    await markMensalidadePaid(financeiro.token, isenta, "dinheiro")
    expect(await stored(isenta)).toMatchObject({
      status: "pago",
      forma_pagamento: "dinheiro",
      isencao_motivo: "",
    })
  })

  it("twice at once from the same seen status is made once", async () => {
    const id = await novaMensalidade("Mensalidade isenta F")
    const results = await Promise.allSettled([
      exemptMensalidade(financeiro.token, id, "Primeira aba"),
      exemptMensalidade(financeiro.token, id, "Segunda aba"),
    ])
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    const [rejected] = results.filter((r) => r.status === "rejected")
    expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(StaleChangeError)
    const entries = await admin.collection("atividades").getFullList({
      filter: admin.filter("registro = {:id} && descricao ~ 'Isentou'", { id }),
    })
    expect(entries).toHaveLength(1)
    expect(entries[0]!.descricao).toContain((await stored(id)).isencao_motivo)
  })
})
