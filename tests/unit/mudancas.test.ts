// The convention of a change made from what was seen (app/domain/mudancas.js): which seen fields no
// longer match the stored record, and the body that carries them.
import { describe, expect, it } from "vitest"
import { SEEN_FIELD, staleFields, withSeen } from "@veteranos/domain/mudancas"

const stored = (record: Record<string, unknown>) => (field: string) => record[field]

describe("staleFields", () => {
  it("is empty when every seen value is still stored, compared as the API returns them", () => {
    const record = { status: "pendente", valor: 80, ativo: true, vazio: "", tags: ["a", "b"] }
    const seen = { status: "pendente", valor: "80", ativo: "true", vazio: null, tags: ["a", "b"] }
    expect(staleFields(seen, stored(record))).toEqual({})
    expect(staleFields({}, stored(record))).toEqual({})
  })

  it("names each seen field that changed, with what is stored now", () => {
    const record = { status: "pago", valor: 80, nome: "Ana" }
    expect(staleFields({ status: "pendente", valor: 80, nome: "Ana" }, stored(record))).toEqual({
      status: "pago",
    })
    expect(staleFields({ status: "pendente", nome: "Bia" }, stored(record))).toEqual({
      status: "pago",
      nome: "Ana",
    })
    expect(staleFields({ apagado: "x" }, stored(record))).toEqual({ apagado: "" })
  })
})

describe("withSeen", () => {
  it("adds what was seen beside the changes, leaving them as they are", () => {
    const changes = { status: "pago", forma_pagamento: "pix" }
    expect(withSeen(changes, { status: "pendente" })).toEqual({
      status: "pago",
      forma_pagamento: "pix",
      [SEEN_FIELD]: { status: "pendente" },
    })
    expect(changes).toEqual({ status: "pago", forma_pagamento: "pix" })
  })
})
