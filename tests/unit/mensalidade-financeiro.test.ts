import { parseWithZod } from "@conform-to/zod/v4"
import { parseValor } from "@veteranos/domain/mensalidades"
import { describe, expect, it } from "vitest"
import {
  lancarMesSchema,
  novaMensalidadeSchema,
  pagarSchema,
} from "~/routes/painel.financeiro/mensalidade.schema"

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe("the treasurer's forms", () => {
  it("read an amount as typed in Brazil", () => {
    expect(parseValor("80")).toBe(80)
    expect(parseValor("80,00")).toBe(80)
    expect(parseValor("R$ 1.234,56")).toBe(1234.56)
    expect(parseValor("80.5")).toBe(80.5)
    expect(parseValor("oitenta")).toBeNull()
    expect(parseValor("80,001")).toBeNull()
  })

  it("launch a month with its amount and due day, and refuse nonsense with messages", () => {
    const ok = parseWithZod(form({ mes: "2030-12", valor: "80,00", dia: "10" }), { schema: lancarMesSchema })
    expect(ok.status === "success" && ok.value).toEqual({ mes: "2030-12", valor: 80, dia: 10 })
    const bad = parseWithZod(form({ mes: "2030-13", valor: "0", dia: "31" }), { schema: lancarMesSchema })
    expect(bad.status).toBe("error")
    expect(bad.reply().error).toMatchObject({
      mes: ["Escolha o mês."],
      valor: ["Informe um valor maior que zero, como 80,00."],
      dia: ["O dia de vencimento deve ser entre 1 e 28."],
    })
  })

  it("take a single due for one member, and a payment method among the three", () => {
    const nova = parseWithZod(
      form({ associadoId: "abc", descricao: " Taxa extra ", valor: "25,5", data_vencimento: "10/12/2030" }),
      { schema: novaMensalidadeSchema },
    )
    expect(nova.status === "success" && nova.value).toEqual({
      associadoId: "abc",
      descricao: "Taxa extra",
      valor: 25.5,
      data_vencimento: "2030-12-10",
    })
    const pago = parseWithZod(form({ id: "abcdefghij12345", proxima: "x", forma: "pix" }), {
      schema: pagarSchema,
    })
    // A next row that is no id is left out, not refused: the payment is still made.
    expect(pago.status === "success" && pago.value).toEqual({ id: "abcdefghij12345", forma: "pix" })
    const semForma = parseWithZod(form({ id: "abcdefghij12345", forma: "cheque" }), { schema: pagarSchema })
    expect(semForma.reply().error).toMatchObject({ forma: ["Escolha a forma de pagamento."] })
    const semId = parseWithZod(form({ forma: "pix" }), { schema: pagarSchema })
    expect(semId.status).toBe("error")
  })
})
