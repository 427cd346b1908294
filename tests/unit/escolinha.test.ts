// The youth school's shared rules at their edges (docs/decisions/youth-school.md): the class a birth
// year goes to, the 5-to-10 age rule on the birthday itself, the certificate's validity (12 months
// less a day, a 29 February), its 15-day mark and the 30-day e-mail window, and how a class's days
// and times, places and attendance are said.
import {
  ageProblem,
  atestadoEmailDue,
  atestadoOf,
  ESCOLINHA_MENSAGENS,
  horarioOf,
  turmaForBirth,
} from "@veteranos/domain/escolinha"
import {
  chamadaSalva,
  frequenciaLabel,
  turmaProblems,
  vagasRestantesLabel,
} from "@veteranos/domain/escolinha-turmas"
import { describe, expect, it } from "vitest"

const TURMAS = [
  { nome: "Sub-7", ano_inicio: 2019, ano_fim: 2020 },
  { nome: "Sub-9", ano_inicio: 2017, ano_fim: 2018 },
]

describe("turmaForBirth", () => {
  it("takes the class whose birth years hold the child's year, both ends included", () => {
    expect(turmaForBirth(TURMAS, "2019-01-01")?.nome).toBe("Sub-7")
    expect(turmaForBirth(TURMAS, "2020-12-31")?.nome).toBe("Sub-7")
    expect(turmaForBirth(TURMAS, "2018-06-15")?.nome).toBe("Sub-9")
    expect(turmaForBirth(TURMAS, "2016-12-31")).toBeNull()
  })
})

describe("ageProblem", () => {
  const hoje = "2026-11-29"
  it("takes 5 to 10 years, both included, counting the birthday itself", () => {
    expect(ageProblem("2021-11-30", hoje)).toBe(ESCOLINHA_MENSAGENS.idade(4))
    expect(ageProblem("2021-11-29", hoje)).toBeNull()
    expect(ageProblem("2016-11-29", hoje)).toBeNull()
    expect(ageProblem("2015-11-30", hoje)).toBeNull()
    expect(ageProblem("2015-11-29", hoje)).toBe(ESCOLINHA_MENSAGENS.idade(11))
  })
})

describe("atestadoOf", () => {
  it("is valid for 12 months less a day", () => {
    expect(atestadoOf("2025-11-29", "2026-11-28")).toMatchObject({
      status: "vence",
      ate: "2026-11-28",
      dias: 0,
    })
    expect(atestadoOf("2025-11-29", "2026-11-29")).toMatchObject({
      status: "vencido",
      label: "Atestado vencido",
    })
  })

  it("ends a 29 February's certificate as a 28 February's: the month clamps, then less a day", () => {
    expect(atestadoOf("2024-02-29", "2024-03-01").ate).toBe("2025-02-27")
    expect(atestadoOf("2024-02-28", "2024-03-01").ate).toBe("2025-02-27")
  })

  it("says 'Vence em N dias' within 15 days, and is in order before", () => {
    expect(atestadoOf("2025-12-13", "2026-11-29")).toMatchObject({
      status: "vence",
      label: "Vence em 13 dias",
    })
    expect(atestadoOf("2025-12-15", "2026-11-29")).toMatchObject({ status: "valido", dias: 15 })
    expect(atestadoOf("", "2026-11-29").label).toBe("Sem atestado")
  })

  it("takes the setting's validity", () => {
    expect(atestadoOf("2026-01-10", "2026-11-29", 6).status).toBe("vencido")
  })
})

describe("atestadoEmailDue", () => {
  it("is due from 30 days before the end until the last valid day", () => {
    // Valid until 2026-12-29: 30 days from 2026-11-29.
    expect(atestadoEmailDue("2025-12-30", "2026-11-29")).toBe(true)
    expect(atestadoEmailDue("2025-12-31", "2026-11-29")).toBe(false)
    expect(atestadoEmailDue("2025-11-30", "2026-11-29")).toBe(true)
    expect(atestadoEmailDue("2025-11-29", "2026-11-29")).toBe(false)
  })
})

describe("how a class is said", () => {
  it("names its days in the week's order and its time", () => {
    expect(horarioOf({ dias: ["qua", "seg"], hora_inicio: "14:00", hora_fim: "15:00" })).toBe(
      "Segunda e Quarta, 14:00 às 15:00",
    )
    expect(horarioOf({ dias: ["sex", "seg", "qua"], hora_inicio: "15:30", hora_fim: "17:00" })).toBe(
      "Segunda, Quarta e Sexta, 15:30 às 17:00",
    )
  })

  it("says the places left, the roll's flash and the attendance rate", () => {
    expect(vagasRestantesLabel(9, 12)).toBe("Restam 3 vagas")
    expect(vagasRestantesLabel(2, 2)).toBe("Turma lotada: lista de espera")
    expect(chamadaSalva("2026-11-28", 9, 1)).toBe("Chamada de 28/11/2026 salva: 9 presentes, 1 falta.")
    expect(frequenciaLabel(4, 5)).toBe("80% de presença")
    expect(frequenciaLabel(0, 0)).toBeNull()
  })

  it("refuses a class out of the school's hours or with its years reversed", () => {
    const turma = {
      nome: "Sub-7",
      ano_inicio: 2019,
      ano_fim: 2020,
      dias: ["seg"],
      hora_inicio: "14:00",
      hora_fim: "15:00",
      local: "Campo",
      vagas: 12,
    }
    expect(turmaProblems(turma)).toEqual({})
    expect(turmaProblems({ ...turma, hora_fim: "17:30", ano_fim: 2018, dias: [] })).toEqual({
      hora_fim: ESCOLINHA_MENSAGENS.hora,
      ano_fim: ESCOLINHA_MENSAGENS.anos,
      dias: ESCOLINHA_MENSAGENS.dias,
    })
  })
})
