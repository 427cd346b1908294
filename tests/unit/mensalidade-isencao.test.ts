// An exempt due's rules (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): the reason is
// required and bounded, in the form and in the shared check PocketBase's hook uses
// (the year's totals, which count it apart, are PocketBase's: tests/integration/mensalidades-isencao-painel.test.ts).
import { parseWithZod } from "@conform-to/zod/v4"
import { isencaoMotivoError, MENSALIDADE_STATUS_LABELS } from "@veteranos/domain/mensalidades"
import { describe, expect, it } from "vitest"
import { isentarSchema } from "~/routes/painel.financeiro/mensalidade.schema"

// The due the dialog acts on, as its hidden field sends it.
const ID = "abcdefghij12345"

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  data.set("id", ID)
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe("an exemption's reason", () => {
  it("is required, trimmed and at most 300 characters, in the form", () => {
    const ok = parseWithZod(form({ motivo: "  Desempregado  " }), { schema: isentarSchema })
    expect(ok.status === "success" && ok.value).toEqual({ id: ID, motivo: "Desempregado" })
    for (const motivo of ["", "   "]) {
      const vazio = parseWithZod(form({ motivo }), { schema: isentarSchema })
      expect(vazio.reply().error).toMatchObject({ motivo: ["Informe o motivo da isenção."] })
    }
    expect(parseWithZod(form({}), { schema: isentarSchema }).reply().error).toMatchObject({
      motivo: ["Informe o motivo da isenção."],
    })
    expect(parseWithZod(form({ motivo: "x".repeat(300) }), { schema: isentarSchema }).status).toBe("success")
    const longo = parseWithZod(form({ motivo: "x".repeat(301) }), { schema: isentarSchema })
    expect(longo.reply().error).toMatchObject({ motivo: ["Use no máximo 300 caracteres no motivo."] })
  })

  it("is checked the same way by the rule PocketBase's hook reads", () => {
    expect(isencaoMotivoError(" Cortesia ")).toBeNull()
    expect(isencaoMotivoError("x".repeat(300))).toBeNull()
    expect(isencaoMotivoError("  ")).toBe("Informe o motivo da isenção.")
    expect(isencaoMotivoError(undefined)).toBe("Informe o motivo da isenção.")
    expect(isencaoMotivoError("x".repeat(301))).toBe("Use no máximo 300 caracteres no motivo.")
    expect(MENSALIDADE_STATUS_LABELS.isenta).toBe("Isenta")
  })
})
