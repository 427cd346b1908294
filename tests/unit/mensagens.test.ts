// The board's replies from the inbox: e-mail and WhatsApp links already written, and the child's age.
import { describe, expect, it } from "vitest"
import { ageOn, mailtoHref, respostaContato, respostaEscolinha } from "~/routes/painel.mensagens/respostas"

describe("the reply links", () => {
  it("write the e-mail's subject, encoded", () => {
    expect(mailtoHref("ana@exemplo.org", "Re: Horário & sede?")).toBe(
      "mailto:ana@exemplo.org?subject=Re%3A%20Hor%C3%A1rio%20%26%20sede%3F",
    )
  })

  it("answer a contact message by e-mail and WhatsApp", () => {
    const resposta = respostaContato(
      { nome: "Ana Souza", email: "ana@exemplo.org", telefone: "(19) 99876-5432", assunto: "Sede" },
      "AVVN",
    )
    expect(resposta.email).toBe("mailto:ana@exemplo.org?subject=Re%3A%20Sede")
    expect(resposta.whatsapp).toBe(
      `https://wa.me/5519998765432?text=${encodeURIComponent('Olá, Ana! Aqui é da AVVN, sobre a sua mensagem "Sede".')}`,
    )
  })

  it("answer a youth-school request naming the child, and leave WhatsApp out for a phone that is not one", () => {
    const resposta = respostaEscolinha(
      { nome_responsavel: "Rui Lima", nome_crianca: "Lia Lima", email: "rui@exemplo.org", telefone: "123" },
      "AVVN",
    )
    expect(resposta.email).toBe("mailto:rui@exemplo.org?subject=Escolinha%20de%20futebol%20-%20Lia%20Lima")
    expect(resposta.whatsapp).toBeNull()
  })
})

describe("the child's age", () => {
  it("counts whole years, the birthday included", () => {
    expect(ageOn("2018-11-25", "2026-11-25")).toBe(8)
    expect(ageOn("2018-11-26", "2026-11-25")).toBe(7)
    expect(ageOn("2016-02-29", "2026-02-28")).toBe(9)
  })
})
