import { describe, expect, it } from "vitest"
import { isVencida, vencimentoTexto } from "~/features/mensalidades/mensalidade"

describe("an overdue due", () => {
  it("is a pending one past its due day, not on the day itself, and never a paid one", () => {
    expect(isVencida({ status: "pendente", data_vencimento: "2026-11-10" }, "2026-11-11")).toBe(true)
    expect(isVencida({ status: "pendente", data_vencimento: "2026-11-10" }, "2026-11-10")).toBe(false)
    expect(isVencida({ status: "pago", data_vencimento: "2026-10-10" }, "2026-11-11")).toBe(false)
  })
})

describe("a due's date on its list row", () => {
  it("says 'Venceu em' once its day has passed, 'Vence em' up to the day itself", () => {
    expect(vencimentoTexto({ data_vencimento: "2026-11-10 00:00:00.000Z" }, "2026-11-28")).toBe(
      "Venceu em 10/11/2026",
    )
    expect(vencimentoTexto({ data_vencimento: "2026-11-28 00:00:00.000Z" }, "2026-11-28")).toBe(
      "Vence em 28/11/2026",
    )
    expect(vencimentoTexto({ data_vencimento: "2026-12-10" }, "2026-11-28")).toBe("Vence em 10/12/2026")
  })
})
