// The youth-school form's schema (/escolinha): the product's rules and messages.
import { describe, expect, it } from "vitest"
import { pedidoEscolinhaSchema } from "~/features/mensagens/pedido-escolinha.schema"
import { MAX } from "@veteranos/domain/campos"
import { fixToday, parseForm, x } from "./forms-helpers"

fixToday()

describe("youth-school form (/escolinha)", () => {
  const valid = {
    nome_responsavel: "Ana Souza",
    cpf_responsavel: "111.444.777-35",
    nome_crianca: "Lia",
    data_nascimento: "2019-04-10",
    telefone: "(21) 99876-5432",
    email: "ana@exemplo.org",
    observacoes: "",
    consentimento: "on",
  }

  it("accepts a complete form; the date goes as yyyy-MM-dd and CPF and phone masked", () => {
    const { value, errors } = parseForm(pedidoEscolinhaSchema, {
      ...valid,
      cpf_responsavel: "11144477735",
      telefone: "21998765432",
      data_nascimento: "10/04/2019",
    })
    expect(errors).toEqual({})
    expect(value).toEqual({
      nome_responsavel: "Ana Souza",
      cpf_responsavel: "111.444.777-35",
      nome_crianca: "Lia",
      data_nascimento: "2019-04-10",
      telefone: "(21) 99876-5432",
      email: "ana@exemplo.org",
      observacoes: undefined,
      consentimento: true,
    })
  })

  it("gives the product's message for every empty field, and asks for the guardian's consent", () => {
    const { errors } = parseForm(pedidoEscolinhaSchema, {})
    expect(errors).toEqual({
      nome_responsavel: "Nome do responsável deve ter pelo menos 3 caracteres",
      cpf_responsavel: "CPF inválido",
      nome_crianca: "Nome da criança deve ter pelo menos 3 caracteres",
      data_nascimento: "Por favor, selecione a data de nascimento",
      telefone: "Telefone inválido",
      email: "Email inválido",
      consentimento:
        "Para enviar a solicitação, o responsável precisa autorizar o uso dos dados marcando esta opção.",
    })
  })

  it("needs at least 3 characters in the names", () => {
    const { errors } = parseForm(pedidoEscolinhaSchema, {
      ...valid,
      nome_responsavel: "Al",
      nome_crianca: " Jo ",
    })
    expect(errors).toEqual({
      nome_responsavel: "Nome do responsável deve ter pelo menos 3 caracteres",
      nome_crianca: "Nome da criança deve ter pelo menos 3 caracteres",
    })
  })

  it("says 'CPF inválido' for wrong check digits or length", () => {
    for (const cpf_responsavel of ["111.444.777-36", "1114447773", "111.444.777-355"]) {
      expect(parseForm(pedidoEscolinhaSchema, { ...valid, cpf_responsavel }).errors).toEqual({
        cpf_responsavel: "CPF inválido",
      })
    }
  })

  it("says 'Telefone inválido' below 10 digits and 'Email inválido' for a bad address", () => {
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, telefone: "(21) 9987-654" }).errors).toEqual({
      telefone: "Telefone inválido",
    })
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, email: "ana@" }).errors).toEqual({
      email: "Email inválido",
    })
  })

  it("takes a birth date from 2006-01-01 up to today", () => {
    const outOfRange = { data_nascimento: "A data de nascimento deve estar entre 01/01/2006 e hoje" }
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, data_nascimento: "2006-01-01" }).errors).toEqual({})
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, data_nascimento: "2026-11-23" }).errors).toEqual({})
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, data_nascimento: "2005-12-31" }).errors).toEqual(
      outOfRange,
    )
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, data_nascimento: "2026-11-24" }).errors).toEqual(
      outOfRange,
    )
    expect(parseForm(pedidoEscolinhaSchema, { ...valid, data_nascimento: "2019-02-29" }).errors).toEqual(
      outOfRange,
    )
  })

  it("bounds the names and observations", () => {
    const { errors } = parseForm(pedidoEscolinhaSchema, {
      ...valid,
      nome_responsavel: x(MAX.nome + 1),
      nome_crianca: x(MAX.nome + 1),
      observacoes: x(MAX.observacoes + 1),
    })
    expect(errors).toEqual({
      nome_responsavel: "Use no máximo 120 caracteres.",
      nome_crianca: "Use no máximo 120 caracteres.",
      observacoes: "Use no máximo 2000 caracteres.",
    })
  })
})
