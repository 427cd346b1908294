import { describe, expect, it } from "vitest"
import { isVencida } from "~/features/mensalidades/mensalidade"

describe("an overdue due", () => {
  it("is a pending one past its due day, not on the day itself, and never a paid one", () => {
    expect(isVencida({ status: "pendente", data_vencimento: "2026-11-10" }, "2026-11-11")).toBe(true)
    expect(isVencida({ status: "pendente", data_vencimento: "2026-11-10" }, "2026-11-10")).toBe(false)
    expect(isVencida({ status: "pago", data_vencimento: "2026-10-10" }, "2026-11-11")).toBe(false)
  })
})
