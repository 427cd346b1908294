// The reminders' schedule (app/domain/lembretes.js), read by PocketBase's daily job and the
// treasurer's page: which reminder an open due is owed on a São Paulo day, at its edges.
import { describe, expect, it } from "vitest"
import { addDays } from "@veteranos/domain/datas"
import {
  dueDatesToRemind,
  reminderDue,
  reminderDueAt,
  reminderText,
  reminderWhatsapp,
  tipoLabel,
} from "@veteranos/domain/lembretes"

const VENCIMENTO = "2026-03-10"
const on = (days: number, diasAntes = 3) => reminderDue(VENCIMENTO, addDays(VENCIMENTO, days), diasAntes)

describe("the reminders' schedule", () => {
  it("owes the first reminder N days before, and nothing earlier", () => {
    expect(on(-4)).toBeNull()
    expect(on(-3)).toBe("antes")
  })

  it("owes one on the due day and overdue notices on +1, +8 and +15, none on +22", () => {
    expect(on(0)).toBe("vencimento")
    expect(on(1)).toBe("atraso_1")
    expect(on(8)).toBe("atraso_2")
    expect(on(15)).toBe("atraso_3")
    expect(on(22)).toBeNull()
    expect(on(60)).toBeNull()
  })

  it("keeps a kind owed until the next one's day, so a run after missed days sends only the latest", () => {
    expect(on(-1)).toBe("antes")
    expect(on(7)).toBe("atraso_1")
    expect(on(14)).toBe("atraso_2")
    expect(on(21)).toBe("atraso_3")
  })

  it("follows a changed N, and 0 sends nothing before the day", () => {
    expect(on(-5, 5)).toBe("antes")
    expect(on(-6, 5)).toBeNull()
    expect(on(-3, 1)).toBeNull()
    expect(on(-1, 1)).toBe("antes")
    expect(on(-1, 0)).toBeNull()
    expect(on(0, 0)).toBe("vencimento")
    expect(tipoLabel("antes", 5)).toBe("5 dias antes")
    expect(tipoLabel("antes", 1)).toBe("1 dia antes")
    expect(tipoLabel("atraso_1", 3)).toBe("1º aviso de atraso")
    expect(tipoLabel("vencimento", 3)).toBe("No dia")
  })

  it("counts São Paulo's day: at 02:59 UTC it is still the day before", () => {
    // 2026-03-10 02:59 UTC is 2026-03-09 23:59 in São Paulo: one day before the due day.
    expect(reminderDueAt(VENCIMENTO, new Date("2026-03-10T02:59:00Z"), 1)).toBe("antes")
    expect(reminderDueAt(VENCIMENTO, new Date("2026-03-10T03:00:00Z"), 1)).toBe("vencimento")
    // 09:00 in São Paulo, the job's hour, is 12:00 UTC.
    expect(reminderDueAt(VENCIMENTO, new Date("2026-03-11T12:00:00Z"), 3)).toBe("atraso_1")
  })

  it("reads the dues that may be owed one: from the last notice's last day to N days ahead", () => {
    expect(dueDatesToRemind("2026-03-22", 3)).toEqual({ de: "2026-03-01", ate: "2026-03-25" })
  })

  it("writes the amount, the due date and the pay link, 'Lembrete' and 'mensalidade' in the subject", () => {
    const due = {
      descricao: "Mensalidade Março/2026",
      valor: 1234.5,
      vencimento: VENCIMENTO,
      link: "https://x/p",
    }
    for (const hoje of ["2026-03-07", VENCIMENTO, "2026-03-11"]) {
      const text = reminderText(due, hoje)
      expect(text.subject).toMatch(/^Lembrete.*mensalidade/)
      expect(text.texto).toContain("R$ 1.234,50")
      expect(text.texto).toContain("10/03/2026")
    }
    expect(reminderWhatsapp("José da Silva", "AVVN", [due], "2026-03-11", "https://x/todas")).toBe(
      "Olá, José! Aqui é da AVVN. A sua Mensalidade Março/2026, de R$ 1.234,50, venceu em 10/03/2026 e ainda está em aberto. Pague pelo PIX no painel do associado: https://x/p Se já pagou, desconsidere este aviso.",
    )
    // A member with more open dues gets one message naming each, and the page with all of them.
    const abril = { ...due, descricao: "Mensalidade Abril/2026", vencimento: "2026-04-10" }
    expect(reminderWhatsapp("José da Silva", "AVVN", [due, abril], "2026-03-11", "https://x/todas")).toBe(
      "Olá, José! Aqui é da AVVN. A sua Mensalidade Março/2026, de R$ 1.234,50, venceu em 10/03/2026 e ainda está em aberto. A sua Mensalidade Abril/2026, de R$ 1.234,50, vence em 30 dias, em 10/04/2026. Pague pelo PIX no painel do associado: https://x/todas Se já pagou, desconsidere este aviso.",
    )
  })
})
