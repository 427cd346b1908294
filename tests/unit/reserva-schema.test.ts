// The reservation form's rules at their edges: 7 days ahead, 8h to 22h, 1 to 100 people.
import { describe, expect, it } from "vitest"
import { RESERVA_MENSAGENS as M } from "@veteranos/domain/reservas"
import { createReservaSchema, toHora } from "~/features/reservas/reserva.schema"
import { parseForm } from "./forms-helpers"

// The spaces as the form offers them: each record's id and name.
const SALAO = { id: "espacosalao0001", nome: "Salão de festas" }
const CHURRASQUEIRA = { id: "espacochurras01", nome: "Churrasqueira" }
const schema = createReservaSchema({ espacos: [SALAO, CHURRASQUEIRA], hoje: "2026-11-24" })
const valid = {
  espaco: SALAO.id,
  data: "2026-12-01",
  hora_inicio: "08:00",
  hora_fim: "22:00",
  capacidade: "100",
}

describe("the reservation form", () => {
  it("accepts exactly 7 days ahead, the whole day from 8:00 to 22:00, and 100 people", () => {
    const { value, errors } = parseForm(schema, valid)
    expect(errors).toEqual({})
    expect(value).toEqual({ ...valid, capacidade: 100 })
    expect(parseForm(schema, { ...valid, capacidade: "1" }).value?.capacidade).toBe(1)
  })

  it("refuses 6 days ahead, and counts the days across a month's end", () => {
    expect(parseForm(schema, { ...valid, data: "2026-11-30" }).errors).toEqual({ data: M.antecedencia })
    expect(parseForm(schema, { ...valid, data: "2026-13-01" }).errors).toEqual({ data: M.data })
    const december = createReservaSchema({ espacos: [CHURRASQUEIRA], hoje: "2026-12-28" })
    const base = { ...valid, espaco: CHURRASQUEIRA.id }
    expect(parseForm(december, { ...base, data: "2027-01-03" }).errors).toEqual({ data: M.antecedencia })
    expect(parseForm(december, { ...base, data: "2027-01-04" }).errors).toEqual({})
  })

  it("keeps to 8h–22h, with the end after the start", () => {
    expect(parseForm(schema, { ...valid, hora_inicio: "07:59" }).errors).toEqual({ hora_inicio: M.horario })
    expect(parseForm(schema, { ...valid, hora_fim: "22:01" }).errors).toEqual({ hora_fim: M.horario })
    expect(parseForm(schema, { ...valid, hora_inicio: "14:00", hora_fim: "14:00" }).errors).toEqual({
      hora_fim: M.fim,
    })
    expect(parseForm(schema, { ...valid, hora_inicio: "15:00", hora_fim: "14:00" }).errors).toEqual({
      hora_fim: M.fim,
    })
    expect(parseForm(schema, { ...valid, hora_inicio: "meio-dia" }).errors).toEqual({ hora_inicio: M.hora })
  })

  it("takes 1 to 100 whole people", () => {
    for (const capacidade of ["0", "101", "2.5", "muitos"]) {
      expect(parseForm(schema, { ...valid, capacidade }).errors, capacidade).toEqual({
        capacidade: M.capacidade,
      })
    }
  })

  it("asks for every field with the same words, and only the association's spaces", () => {
    expect(parseForm(schema, {}).errors).toEqual({
      espaco: M.obrigatorios,
      data: M.obrigatorios,
      hora_inicio: M.obrigatorios,
      hora_fim: M.obrigatorios,
      capacidade: M.obrigatorios,
    })
    // Only an active space's record: not its name, nor another id.
    expect(parseForm(schema, { ...valid, espaco: "Salão de festas" }).errors).toEqual({ espaco: M.local })
    expect(parseForm(schema, { ...valid, espaco: "espacopiscina01" }).errors).toEqual({ espaco: M.local })
  })
})

describe("toHora", () => {
  it("reads what an old browser's text box gets typed", () => {
    expect(toHora("14:00")).toBe("14:00")
    expect(toHora("8:30")).toBe("08:30")
    expect(toHora("8h")).toBe("08:00")
    expect(toHora("8H30")).toBe("08:30")
    expect(toHora("24:00")).toBeNull()
    expect(toHora("14:60")).toBeNull()
  })
})
