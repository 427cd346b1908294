// The treasurer's payments of dues against a real PocketBase of this file's own: marking paid keeps
// who, when and how, undoing restores the pending due, each change is recorded, a single due is
// one per day, and only the financial director may change anything.
import { describe, expect, it, vi } from "vitest"
import { answerOf, clientWithToken, CREATE_REFUSED, NOT_FOUND } from "../support/api"
import { financeiroKit } from "./mensalidades-financeiro-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { getMensalidade } = await import("~/features/mensalidades/mensalidades.server")
const { createMensalidade, markMensalidadePaid, MensalidadeDuplicadaError, undoMensalidadePayment } =
  await import("~/routes/painel.financeiro/financeiro-changes.server")
const { StaleChangeError } = await import("~/http/pocketbase.server")
const { admin, cast, atividades } = await financeiroKit(db.url)
const { financeiro, presidente, diretor, socio } = await cast()

describe("a payment", () => {
  async function novaDoSocio(descricao: string, dia: string) {
    await createMensalidade(financeiro.token, {
      associadoId: socio.id,
      descricao,
      valor: 80,
      data_vencimento: dia,
    })
    const found = await admin
      .collection("mensalidades")
      .getFirstListItem(
        admin.filter("associado_id = {:id} && descricao = {:d}", { id: socio.id, d: descricao }),
      )
    return found.id
  }

  it("keeps who, when and how; the undo brings the pending due back; both are recorded", async () => {
    const id = await novaDoSocio("Mensalidade avulsa A", "2042-01-10")
    expect(await atividades("Lançou a mensalidade de")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          descricao: `Lançou a mensalidade de ${socio.nome} (Mensalidade avulsa A)`,
        }),
      ]),
    )
    const antes = Date.now()
    await markMensalidadePaid(financeiro.token, id, "pix")
    const paga = await admin.collection("mensalidades").getOne(id)
    expect(paga).toMatchObject({
      status: "pago",
      forma_pagamento: "pix",
      pago_por: financeiro.id,
      pago_por_nome: financeiro.nome,
    })
    expect(new Date(paga.pago_em.replace(" ", "T")).getTime()).toBeGreaterThanOrEqual(antes - 2000)
    expect(await atividades("Marcou como paga")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          descricao: `Marcou como paga a mensalidade de ${socio.nome} (Mensalidade avulsa A) – PIX`,
          autor: financeiro.id,
        }),
      ]),
    )
    // The member sees it paid on their own page.
    expect(await getMensalidade(socio.token, id)).toMatchObject({ status: "pago", forma_pagamento: "pix" })

    // Marked twice (another tab): nothing changes.
    await expect(markMensalidadePaid(financeiro.token, id, "dinheiro")).rejects.toBeInstanceOf(
      StaleChangeError,
    )

    await undoMensalidadePayment(financeiro.token, id)
    expect(await admin.collection("mensalidades").getOne(id)).toMatchObject({
      status: "pendente",
      pago_em: "",
      pago_por: "",
      pago_por_nome: "",
      forma_pagamento: "",
    })
    expect(await atividades("Desfez o pagamento")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          descricao: `Desfez o pagamento da mensalidade de ${socio.nome} (Mensalidade avulsa A)`,
        }),
      ]),
    )
  })

  it("is refused to the president, the other directors and the member, through the API", async () => {
    const id = await novaDoSocio("Mensalidade avulsa B", "2042-02-10")
    for (const quem of [presidente, diretor, socio]) {
      // PocketBase's rule refuses them (404: the site tells no more to someone who may not change it);
      // to the director, who may not even read the member's due, the site says it is gone.
      const marking = markMensalidadePaid(quem.token, id, "pix")
      if (quem === diretor) await expect(marking).rejects.toBeInstanceOf(StaleChangeError)
      else expect(await answerOf(marking)).toEqual(NOT_FOUND)
      const pb = clientWithToken(db.url, quem.token)
      expect(await answerOf(pb.collection("mensalidades").update(id, { status: "pago" }))).toEqual(NOT_FOUND)
      expect(
        await answerOf(
          pb.collection("mensalidades").create({
            associado_id: quem.id,
            descricao: "x",
            valor: 1,
            data_vencimento: "2042-03-10",
            status: "pendente",
          }),
        ),
      ).toEqual(CREATE_REFUSED)
    }
    expect(await admin.collection("mensalidades").getOne(id)).toMatchObject({
      status: "pendente",
      pago_por: "",
    })
  })

  it("a single due twice for the same day is refused", async () => {
    await novaDoSocio("Mensalidade avulsa C", "2042-04-10")
    await expect(
      createMensalidade(financeiro.token, {
        associadoId: socio.id,
        descricao: "De novo",
        valor: 80,
        data_vencimento: "2042-04-10",
      }),
    ).rejects.toBeInstanceOf(MensalidadeDuplicadaError)
  })
})
