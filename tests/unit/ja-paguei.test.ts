// 'Já paguei' on the payment page: the WhatsApp message to the treasurer names the member, the due,
// its amount and due date; without a phone to write to there is no link.
import { describe, expect, it } from "vitest"
import { jaPagueiHref, jaPagueiMessage } from "~/routes/painel.mensalidades_.$id.pagar/ja-paguei"

const DUE = { descricao: "Mensalidade Julho/2026", valor: 80, data_vencimento: "2026-07-10" }

describe("jaPagueiMessage", () => {
  it("says who paid which due, how much and its due date, by first name", () => {
    expect(jaPagueiMessage("  Ana Maria Souza", DUE)).toBe(
      "Olá! Aqui é Ana. Já paguei pelo PIX a Mensalidade Julho/2026, de R$\u00a080,00 (vencimento 10/07/2026).",
    )
  })

  it("names a due of another description as a due, and leaves out a missing name", () => {
    const message = jaPagueiMessage("", { ...DUE, descricao: "extra de agosto", valor: 35.5 })
    expect(message).toBe(
      "Olá! Já paguei pelo PIX a mensalidade extra de agosto, de R$\u00a035,50 (vencimento 10/07/2026).",
    )
  })
})

describe("jaPagueiHref", () => {
  const message = jaPagueiMessage("Ana Souza", DUE)

  it("writes to the first phone that is one (the financial director's before the association's)", () => {
    const href = jaPagueiHref(["(19) 99999-1234", "(19) 99812-4433"], message)
    expect(href).toBe(`https://wa.me/5519999991234?text=${encodeURIComponent(message)}`)
    expect(jaPagueiHref(["", "123", "(19) 99812-4433"], message)).toMatch(
      /^https:\/\/wa\.me\/5519998124433\?/,
    )
  })

  it("carries the due and the amount in the link's text", () => {
    const text = new URL(jaPagueiHref(["(19) 99812-4433"], message)!).searchParams.get("text")
    expect(text).toContain("Mensalidade Julho/2026")
    expect(text).toContain("R$\u00a080,00")
  })

  it("offers no link without a phone", () => {
    expect(jaPagueiHref([], message)).toBeNull()
    expect(jaPagueiHref(["", "sem telefone"], message)).toBeNull()
  })
})
