import { describe, expect, it } from "vitest"
import { pedidoSocioWhatsappHref, pedidoSocioWhatsappMessage } from "~/routes/painel.solicitacoes/whatsapp"
import { whatsappHref } from "~/utils/whatsapp"

describe("whatsappHref", () => {
  it("links a Brazilian mobile or landline to wa.me with the country code and the message", () => {
    expect(whatsappHref("(11) 98765-4321", "Olá, Ana!")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!",
    )
    expect(whatsappHref("(19) 3456-7890", "Oi")).toBe("https://wa.me/551934567890?text=Oi")
  })

  it("accepts the number already with +55 or a trunk zero, without doubling them", () => {
    expect(whatsappHref("+55 11 98765-4321", "Oi")).toBe("https://wa.me/5511987654321?text=Oi")
    expect(whatsappHref("011 3456-7890", "Oi")).toBe("https://wa.me/551134567890?text=Oi")
  })

  it("gives no link for something that is not a phone", () => {
    expect(whatsappHref("", "Oi")).toBeNull()
    expect(whatsappHref("98765-4321", "Oi")).toBeNull()
  })
})

describe("pedidoSocioWhatsappMessage", () => {
  it("greets the applicant by first name and says where the request stands", () => {
    const pedido = { nome: "  Ana Maria Souza", status: "aprovado" as const }
    const message = pedidoSocioWhatsappMessage(pedido, "Associação dos Veteranos")
    expect(message).toMatch(/^Olá, Ana! Aqui é da Associação dos Veteranos\./)
    expect(message).toContain("foi aprovada")
    // An approval may have linked an existing account, which gets no link: the message promises none.
    expect(message).not.toContain("Enviamos")
    expect(pedidoSocioWhatsappMessage({ ...pedido, status: "reprovado" }, "X")).toContain("não foi aprovada")
    expect(pedidoSocioWhatsappMessage({ ...pedido, status: "pendente" }, "X")).toContain("em análise")
  })

  it("carries the set-password link of an approval whose e-mail could not go, so the applicant can use it", () => {
    const link = "https://veteranos.exemplo.org/recuperar-senha/abc.DEF-123"
    const pedido = { nome: "Ana Maria Souza", telefone: "(11) 98765-4321", status: "aprovado" as const }
    expect(pedidoSocioWhatsappMessage(pedido, "Associação dos Veteranos", link)).toBe(
      "Olá, Ana! Aqui é da Associação dos Veteranos. A sua solicitação de filiação foi aprovada. " +
        `Para criar a sua senha e entrar no painel, use este link: ${link}`,
    )
    // Without a link the approval's text stays as it was: it promises no link.
    expect(pedidoSocioWhatsappMessage(pedido, "Associação dos Veteranos", null)).toBe(
      "Olá, Ana! Aqui é da Associação dos Veteranos. A sua solicitação de filiação foi aprovada. " +
        "Você já pode entrar no painel do associado com o seu e-mail.",
    )
    // The wa.me link to the applicant's phone, its text the message with the link, whole.
    const href = pedidoSocioWhatsappHref(pedido, "Associação dos Veteranos", link)
    expect(href).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/)
    expect(new URL(href!).searchParams.get("text")).toContain(`use este link: ${link}`)
    expect(pedidoSocioWhatsappHref({ ...pedido, telefone: "" }, "X", link)).toBeNull()
  })
})
