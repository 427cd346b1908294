import { parseWithZod } from "@conform-to/zod/v4"
import { describe, expect, it } from "vitest"
import {
  readMonth,
  mensalidadeDe,
  mesesAPartirDe,
  mesPorExtenso,
} from "~/features/mensalidades/financeiro-meses"
import { ancoraDepoisDaMudanca } from "~/features/mensalidades/mensalidade"
import { lancarMesSchema } from "~/routes/painel.financeiro/mensalidade.schema"

describe("a month of dues as the treasurer reads it", () => {
  it("is the month's name in lower case and the year", () => {
    expect(mesPorExtenso("2026-12")).toBe("dezembro/2026")
    expect(mesPorExtenso("2027-03")).toBe("março/2027")
  })

  it("is read back however it is typed, and nonsense is no month", () => {
    expect(readMonth("dezembro/2026")).toBe("2026-12")
    expect(readMonth(" Março de 2027 ")).toBe("2027-03")
    expect(readMonth("marco 2027")).toBe("2027-03")
    expect(readMonth("DEZ/2026")).toBe("2026-12")
    expect(readMonth("12/2026")).toBe("2026-12")
    expect(readMonth("2026-12")).toBe("2026-12")
    for (const nonsense of ["", "2026-13", "13/2026", "ma/2026", "dezembro", "dezembro/26", "smarch/2026"]) {
      expect(readMonth(nonsense)).toBeNull()
    }
  })

  it("follows the calendar across a year's end", () => {
    expect(mesesAPartirDe("2026-11", 4)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"])
  })

  it("is launched from 'dezembro/2026' or yyyy-MM, with the form's message otherwise", () => {
    const form = (mes: string) => {
      const data = new FormData()
      for (const [name, value] of Object.entries({ mes, valor: "80,00", dia: "10" })) data.set(name, value)
      return parseWithZod(data, { schema: lancarMesSchema })
    }
    const porExtenso = form("dezembro/2026")
    expect(porExtenso.status === "success" && porExtenso.value.mes).toBe("2026-12")
    const iso = form("2090-01")
    expect(iso.status === "success" && iso.value.mes).toBe("2090-01")
    expect(form("dezembro").reply().error).toMatchObject({ mes: ["Escolha o mês."] })
  })
})

describe("after a change of a due", () => {
  it("the message names whose due and which month", () => {
    expect(mensalidadeDe("Ana Souza", "2026-11-10")).toBe("Mensalidade de Ana Souza (novembro/2026).")
    expect(mensalidadeDe("", "2026-11-10")).toBe("Mensalidade de novembro/2026.")
  })

  it("the list returns to its row while its tab shows it, else to the row after it or the list", () => {
    expect(ancoraDepoisDaMudanca("abc", "pago", null, "def")).toBe("mensalidade-abc")
    expect(ancoraDepoisDaMudanca("abc", "pago", "pago", "def")).toBe("mensalidade-abc")
    expect(ancoraDepoisDaMudanca("abc", null, "pendente", "def")).toBe("mensalidade-abc")
    expect(ancoraDepoisDaMudanca("abc", "pago", "pendente", "def")).toBe("mensalidade-def")
    expect(ancoraDepoisDaMudanca("abc", "isenta", "vencida", null)).toBe("mensalidades-do-mes")
  })
})
