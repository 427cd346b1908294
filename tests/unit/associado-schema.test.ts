// The president's member forms: what they accept, how they store it, and their messages.
import { describe, expect, it } from "vitest"
import { associadoSchema, novoAssociadoSchema } from "~/routes/painel.associados/associado.schema"

const ID = "abc123def456ghi"

describe("the member forms", () => {
  it("store the name trimmed and the phone masked, and take an empty phone", () => {
    expect(
      associadoSchema.parse({
        id: ID,
        nome: " Ana Souza ",
        email: "ana@exemplo.org",
        telefone: "19998765432",
        status: "ativo",
      }),
    ).toEqual({
      id: ID,
      nome: "Ana Souza",
      email: "ana@exemplo.org",
      telefone: "(19) 99876-5432",
      status: "ativo",
    })
    expect(novoAssociadoSchema.parse({ nome: "Rui", email: "rui@exemplo.org" })).toEqual({
      nome: "Rui",
      email: "rui@exemplo.org",
    })
  })

  it("require a name and a valid e-mail, and refuse a phone that is not one", () => {
    const messages = (input: Record<string, string>) =>
      novoAssociadoSchema
        .safeParse(input)
        .error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)
    expect(messages({ nome: "", email: "x", telefone: "123" })).toEqual([
      "nome: Nome é obrigatório",
      "email: E-mail inválido",
      "telefone: Telefone inválido",
    ])
  })

  it("take only the two statuses, for the member the dialog names", () => {
    const edit = { id: ID, nome: "Ana", email: "ana@exemplo.org", status: "inativo" }
    expect(associadoSchema.safeParse(edit).success).toBe(true)
    expect(associadoSchema.safeParse({ ...edit, status: "banido" }).success).toBe(false)
    expect(associadoSchema.safeParse({ ...edit, id: "" }).success).toBe(false)
  })
})
