// The membership form's schema (/associar): the product's rules and messages.
import { describe, expect, it } from "vitest"
import { pedidoSocioSchema } from "~/features/pedido-socio/pedido-socio.schema"
import { MAX } from "@veteranos/domain/campos"
import { fixToday, parseForm, x } from "./forms-helpers"

fixToday()

describe("membership form (/associar)", () => {
  const valid = {
    nome: "  Maria da Silva ",
    email: "maria@exemplo.org",
    telefone: "11987654321",
    data_nascimento: "1970-05-20",
    rg: "12.345.678-9",
    cpf: "52998224725",
    endereco: "Rua das Flores, 10",
    observacoes: "",
    consentimento: "on",
  }

  it("accepts a complete form and stores the CPF and phone masked, the text trimmed", () => {
    const { value, errors } = parseForm(pedidoSocioSchema, valid)
    expect(errors).toEqual({})
    expect(value).toEqual({
      nome: "Maria da Silva",
      email: "maria@exemplo.org",
      telefone: "(11) 98765-4321",
      data_nascimento: "1970-05-20",
      rg: "12.345.678-9",
      cpf: "529.982.247-25",
      endereco: "Rua das Flores, 10",
      observacoes: undefined,
      consentimento: true,
    })
  })

  it("accepts punctuated CPF and phone, a landline, dd/mm/yyyy dates and observations", () => {
    const { value } = parseForm(pedidoSocioSchema, {
      ...valid,
      telefone: "(11) 3333-4444",
      cpf: "529.982.247-25",
      data_nascimento: "20/05/1970",
      observacoes: "Dependente: João, 8 anos",
    })
    expect(value).toMatchObject({
      telefone: "(11) 3333-4444",
      cpf: "529.982.247-25",
      data_nascimento: "1970-05-20",
      observacoes: "Dependente: João, 8 anos",
    })
  })

  it("gives the required message for every empty field, and asks for the consent", () => {
    const { errors } = parseForm(pedidoSocioSchema, {
      nome: "",
      email: "",
      telefone: "",
      data_nascimento: "",
      rg: "",
      cpf: "",
      endereco: "",
      observacoes: "",
    })
    expect(errors).toEqual({
      nome: "Nome é obrigatório",
      email: "E-mail é obrigatório",
      telefone: "Telefone é obrigatório",
      data_nascimento: "Data de nascimento é obrigatória",
      rg: "RG é obrigatório",
      cpf: "CPF é obrigatório",
      endereco: "Endereço é obrigatório",
      consentimento: "Para enviar a solicitação, autorize o uso dos seus dados marcando esta opção.",
    })
  })

  it("treats blanks as empty", () => {
    const { errors } = parseForm(pedidoSocioSchema, { ...valid, nome: "   ", rg: " ", endereco: "  " })
    expect(errors).toEqual({
      nome: "Nome é obrigatório",
      rg: "RG é obrigatório",
      endereco: "Endereço é obrigatório",
    })
  })

  it("says 'E-mail inválido' for an address without the standard pattern", () => {
    for (const email of ["maria", "maria@", "maria@exemplo", "maria exemplo@x.org"]) {
      expect(parseForm(pedidoSocioSchema, { ...valid, email }).errors, email).toEqual({
        email: "E-mail inválido",
      })
    }
  })

  it("says 'CPF inválido' for wrong check digits, a wrong length or letters", () => {
    for (const cpf of [
      "529.982.247-24",
      "111.111.111-11",
      "5299822472",
      "529.982.247-250",
      "abc.def.ghi-jk",
    ]) {
      expect(parseForm(pedidoSocioSchema, { ...valid, cpf }).errors, cpf).toEqual({ cpf: "CPF inválido" })
    }
  })

  it("says 'Telefone inválido' for a phone that is not 10 or 11 digits", () => {
    for (const telefone of ["11 9876", "119876543210", "(11) 98765-432x", "(11) 98765-43210"]) {
      expect(parseForm(pedidoSocioSchema, { ...valid, telefone }).errors, telefone).toEqual({
        telefone: "Telefone inválido",
      })
    }
  })

  it("accepts a birth date up to today, and refuses the future and non-dates", () => {
    expect(parseForm(pedidoSocioSchema, { ...valid, data_nascimento: "2026-11-23" }).errors).toEqual({})
    expect(parseForm(pedidoSocioSchema, { ...valid, data_nascimento: "2026-11-24" }).errors).toEqual({
      data_nascimento: "A data de nascimento não pode ser no futuro",
    })
    for (const data_nascimento of ["2026-02-30", "amanhã", "1899-12-31"]) {
      expect(parseForm(pedidoSocioSchema, { ...valid, data_nascimento }).errors, data_nascimento).toEqual({
        data_nascimento: "Data inválida",
      })
    }
  })

  it("bounds every text's length", () => {
    const { errors } = parseForm(pedidoSocioSchema, {
      ...valid,
      nome: x(MAX.nome + 1),
      rg: x(MAX.rg + 1),
      endereco: x(MAX.endereco + 1),
      observacoes: x(MAX.observacoes + 1),
      email: `${x(250)}@exemplo.org`,
    })
    expect(errors).toEqual({
      nome: "Use no máximo 120 caracteres.",
      rg: "Use no máximo 20 caracteres.",
      endereco: "Use no máximo 300 caracteres.",
      observacoes: "Use no máximo 2000 caracteres.",
      email: "E-mail inválido",
    })
    expect(
      parseForm(pedidoSocioSchema, { ...valid, nome: x(MAX.nome), observacoes: x(MAX.observacoes) }).errors,
    ).toEqual({})
  })
})
