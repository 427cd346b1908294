// An agenda item's vote form, parsed as the browser and the action parse it: by show of hands each
// count is said (0 included), by acclamation none is needed; whether the counts fit the voters
// present is PocketBase's to say.
import { describe, expect, it } from "vitest"
import { votoSchema } from "~/routes/painel.assembleias_.$id_.votacao/votacao.schema"
import { parseForm } from "./forms-helpers"

const item = "abcdefghij12345"

describe("the vote form", () => {
  it("takes the three counts of a show of hands, 0 included", () => {
    const { value } = parseForm(votoSchema, {
      item,
      forma: "aberta",
      a_favor: "30",
      contra: "0",
      abstencoes: "2",
    })
    expect(value).toEqual({ item, forma: "aberta", a_favor: 30, contra: 0, abstencoes: 2 })
  })

  it("asks for every count of a show of hands, and none by acclamation", () => {
    expect(parseForm(votoSchema, { item, forma: "aberta", a_favor: "30" }).errors).toEqual({
      contra: "Na votação aberta, informe os votos.",
      abstencoes: "Na votação aberta, informe os votos.",
    })
    expect(parseForm(votoSchema, { item, forma: "aclamacao" }).value).toEqual({ item, forma: "aclamacao" })
  })

  it("refuses a negative or broken count", () => {
    const { errors } = parseForm(votoSchema, {
      item,
      forma: "aberta",
      a_favor: "-1",
      contra: "1,5",
      abstencoes: "0",
    })
    expect(errors).toEqual({
      a_favor: "Informe um número inteiro, 0 ou mais.",
      contra: "Informe um número inteiro, 0 ou mais.",
    })
  })
})
