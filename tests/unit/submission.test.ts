// What a refused form sends back: the typed values, never more of them than the schema accepts.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MAX } from "@veteranos/domain/campos"
import { contatoSchema } from "~/features/mensagens/contato.schema"
import { pedidoSocioSchema } from "~/features/pedido-socio/pedido-socio.schema"
import { constraintOf, ECHO_LIMIT, fieldLimits, parseSubmission } from "~/forms/submission.server"

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) data.append(name, item)
  }
  return data
}

describe("fieldLimits", () => {
  it("reads each text's maximum through trims, optionals and transforms", () => {
    expect(fieldLimits(contatoSchema)).toMatchObject({
      nome: MAX.nome,
      email: MAX.email,
      assunto: MAX.assunto,
      mensagem: MAX.mensagem,
    })
    expect(fieldLimits(pedidoSocioSchema)).toMatchObject({ observacoes: MAX.observacoes, cpf: 14 })
  })

  it("gives the browser the same limits", () => {
    expect(constraintOf(contatoSchema).mensagem).toMatchObject({ required: true, maxLength: MAX.mensagem })
  })
})

describe("parseSubmission's reply", () => {
  it("cuts a pasted megabyte to the field's limit, and fields the form lacks to a few characters", () => {
    const huge = "x".repeat(1_000_000)
    const reply = parseSubmission(
      form({ nome: huge, mensagem: huge, intruso: huge, email: "a@b.co" }),
      contatoSchema,
    ).reply()
    expect(reply.initialValue).toMatchObject({
      nome: "x".repeat(MAX.nome),
      mensagem: "x".repeat(MAX.mensagem),
      intruso: "x".repeat(ECHO_LIMIT),
      email: "a@b.co",
    })
    expect(reply.error?.nome).toEqual([`Use no máximo ${MAX.nome} caracteres.`])
  })

  it("never echoes more than the limits, whatever is posted", () => {
    const limits = fieldLimits(contatoSchema)
    const names = fc.constantFrom("nome", "email", "telefone", "assunto", "mensagem", "intent", "x")
    const value = fc.oneof(
      fc.string({ maxLength: 6000 }),
      fc.array(fc.string({ maxLength: 300 }), { maxLength: 40 }),
    )
    fc.assert(
      fc.property(fc.dictionary(names, value), (fields) => {
        const echo = parseSubmission(form(fields), contatoSchema).reply().initialValue ?? {}
        for (const [name, typed] of Object.entries(echo)) {
          const limit = limits[name] ?? ECHO_LIMIT
          for (const item of [typed].flat()) expect(String(item).length).toBeLessThanOrEqual(limit)
          if (Array.isArray(typed)) expect(typed.length).toBeLessThanOrEqual(20)
        }
      }),
      { numRuns: 200 },
    )
  })
})
