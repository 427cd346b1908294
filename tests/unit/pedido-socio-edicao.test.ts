// The president's edit of a membership request: the product's edit rules and messages.
import { describe, expect, it } from "vitest"
import { pedidoSocioEdicaoSchema } from "~/features/pedido-socio/pedido-socio-edicao.schema"
import { validPedidoSocio } from "../support/form-data"
import { parseForm } from "./forms-helpers"

const ID = "abc123def456ghi"

const valid = {
  id: ID,
  ...validPedidoSocio("maria@exemplo.org"),
  observacoes: "",
  status: "aprovado",
  de: "pendente",
}

describe("edit form ('Editar Solicitação')", () => {
  it("accepts the corrected request with its new status, CPF and phone stored masked", () => {
    const { value, errors } = parseForm(pedidoSocioEdicaoSchema, valid)
    expect(errors).toEqual({})
    expect(value).toMatchObject({
      id: ID,
      cpf: "529.982.247-25",
      telefone: "(11) 98765-4321",
      data_nascimento: "1970-05-20",
      status: "aprovado",
      de: "pendente",
    })
  })

  it("answers each wrong field with the product's message", () => {
    const { errors } = parseForm(pedidoSocioEdicaoSchema, {
      id: ID,
      nome: " Jo ",
      email: "maria@",
      telefone: "1234",
      cpf: "111.111.111-11",
      data_nascimento: "1970-02-30",
      rg: " ",
      endereco: "Rua",
      status: "pendente",
      de: "pendente",
    })
    expect(errors).toEqual({
      nome: "Nome deve ter pelo menos 3 caracteres",
      email: "Email inválido",
      telefone: "Telefone inválido",
      cpf: "CPF inválido",
      data_nascimento: "Data inválida",
      rg: "RG é obrigatório",
      endereco: "Endereço deve ter pelo menos 5 caracteres",
    })
  })

  it("gives the same message for an empty field as for a wrong one", () => {
    const { errors } = parseForm(pedidoSocioEdicaoSchema, { status: "pendente", de: "pendente" })
    expect(errors).toMatchObject({
      nome: "Nome deve ter pelo menos 3 caracteres",
      email: "Email inválido",
      cpf: "CPF inválido",
      data_nascimento: "Data inválida",
    })
  })

  it("takes only the three statuses", () => {
    expect(parseForm(pedidoSocioEdicaoSchema, { ...valid, status: "cancelado" }).errors).toHaveProperty(
      "status",
    )
    expect(parseForm(pedidoSocioEdicaoSchema, { ...valid, de: "" }).errors).toHaveProperty("de")
  })

  it("names the request it corrects", () => {
    expect(parseForm(pedidoSocioEdicaoSchema, { ...valid, id: "" }).errors).toHaveProperty("id")
  })
})
