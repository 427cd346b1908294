import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { contatoSchema } from "~/features/mensagens/contato.schema"
import { MAX } from "~/forms/fields"
import { pedidoEscolinhaSchema } from "~/features/mensagens/pedido-escolinha.schema"
import { pedidoSocioSchema } from "~/features/pedido-socio/pedido-socio.schema"
import { parseForm } from "./forms-helpers"

// "Today" is fixed (in São Paulo) so the date bounds are exact.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date("2026-11-23T15:00:00-03:00"))
})
afterEach(() => {
  vi.useRealTimers()
})

const x = (length: number) => "x".repeat(length)

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
