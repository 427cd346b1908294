// The contact form's schema (/contato): the product's rules and messages.
import { describe, expect, it } from "vitest"
import { contatoSchema } from "~/features/mensagens/contato.schema"
import { MAX } from "@veteranos/domain/campos"
import { fixToday, parseForm, x } from "./forms-helpers"

fixToday()

describe("contact form (/contato)", () => {
  const valid = {
    nome: "Rui",
    email: "rui@exemplo.org",
    telefone: "1133334444",
    assunto: "Sede",
    mensagem: "Gostaria de saber o horário.",
  }

  it("accepts a complete message and stores the phone masked", () => {
    const { value, errors } = parseForm(contatoSchema, valid)
    expect(errors).toEqual({})
    expect(value).toEqual({ ...valid, telefone: "(11) 3333-4444" })
  })

  it("drops control characters and direction overrides, keeping the message's line breaks", () => {
    const { value } = parseForm(contatoSchema, {
      ...valid,
      nome: "\u0000Rui\u202E \u001bSilva",
      mensagem: "Bom dia,\r\nqual o horário?\u0007",
    })
    expect(value).toMatchObject({ nome: "Rui Silva", mensagem: "Bom dia,\r\nqual o horário?" })
  })

  it("gives the product's message for every empty field", () => {
    expect(parseForm(contatoSchema, {}).errors).toEqual({
      nome: "O nome deve ter no mínimo 3 caracteres",
      email: "Insira um e-mail válido",
      telefone: "Insira um telefone válido",
      assunto: "O assunto deve ter no mínimo 3 caracteres",
      mensagem: "A mensagem deve ter no mínimo 10 caracteres",
    })
  })

  it("gives the product's message for each value too short or wrong", () => {
    expect(
      parseForm(contatoSchema, {
        nome: "Ru",
        email: "rui.exemplo.org",
        telefone: "3333-4444",
        assunto: "Oi",
        mensagem: "Curta.   ",
      }).errors,
    ).toEqual({
      nome: "O nome deve ter no mínimo 3 caracteres",
      email: "Insira um e-mail válido",
      telefone: "Insira um telefone válido",
      assunto: "O assunto deve ter no mínimo 3 caracteres",
      mensagem: "A mensagem deve ter no mínimo 10 caracteres",
    })
  })

  it("bounds the name, subject and message", () => {
    expect(
      parseForm(contatoSchema, {
        ...valid,
        nome: x(MAX.nome + 1),
        assunto: x(MAX.assunto + 1),
        mensagem: x(MAX.mensagem + 1),
      }).errors,
    ).toEqual({
      nome: "Use no máximo 120 caracteres.",
      assunto: "Use no máximo 150 caracteres.",
      mensagem: "Use no máximo 5000 caracteres.",
    })
  })
})
