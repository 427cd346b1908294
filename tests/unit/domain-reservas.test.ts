// The booking rules both the reservation form and PocketBase's hook run (app/domain/reservas.js), at
// their edges: 7 days ahead, 8h to 22h, 1 to 100 people.
import { describe, expect, it } from "vitest"
import { checkReserva, RESERVA_CODIGOS, RESERVA_MENSAGENS as M } from "@veteranos/domain/reservas"

const today = "2026-11-24"
const valid = { day: "2026-12-01", today, start: "08:00", end: "22:00", people: 100 }

describe("the shared reservation check", () => {
  it("takes exactly 7 days ahead, the whole day from 08:00 to 22:00, and 1 to 100 people", () => {
    expect(checkReserva(valid)).toEqual({})
    expect(checkReserva({ ...valid, people: 1 })).toEqual({})
  })

  it("refuses 6 days ahead, counting across a month's end", () => {
    expect(checkReserva({ ...valid, day: "2026-11-30" })).toEqual({
      data: { code: RESERVA_CODIGOS.antecedencia, message: M.antecedencia },
    })
    expect(checkReserva({ ...valid, today: "2026-12-28", day: "2027-01-03" }).data?.message).toBe(
      M.antecedencia,
    )
    expect(checkReserva({ ...valid, today: "2026-12-28", day: "2027-01-04" })).toEqual({})
  })

  it("keeps to 08:00–22:00, with the end after the start", () => {
    const horario = { code: RESERVA_CODIGOS.horario, message: M.horario }
    expect(checkReserva({ ...valid, end: "22:01" })).toEqual({ hora_fim: horario })
    expect(checkReserva({ ...valid, start: "07:59" })).toEqual({ hora_inicio: horario })
    expect(checkReserva({ ...valid, start: "22:00" })).toEqual({
      hora_inicio: horario,
      hora_fim: expect.anything(),
    })
    expect(checkReserva({ ...valid, start: "15:00", end: "14:00" })).toEqual({
      hora_fim: { code: RESERVA_CODIGOS.fim, message: M.fim },
    })
  })

  it("takes 1 to 100 whole people", () => {
    for (const people of [0, 101, 2.5, Number.NaN]) {
      expect(checkReserva({ ...valid, people }), String(people)).toEqual({
        capacidade: { code: RESERVA_CODIGOS.capacidade, message: M.capacidade },
      })
    }
  })

  it("leaves a day or a time it cannot read to the field's own check", () => {
    expect(checkReserva({ ...valid, day: "", start: "meio-dia", end: "" })).toEqual({})
  })

  it("words each refusal as the members read it", () => {
    expect(M.antecedencia).toBe("A reserva deve ser feita com pelo menos 7 dias de antecedência.")
    expect(M.horario).toBe("O horário deve ser entre 8h e 22h.")
    expect(M.capacidade).toBe("A capacidade deve ser um número inteiro entre 1 e 100.")
  })
})
