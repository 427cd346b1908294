// The benchmark's five years of data (scripts/dados-cinco-anos.mjs): the same seed gives the same
// plan, and its counts are the (a tenth of the dues scaled down, to stay cheap).
import { describe, expect, it } from "vitest"
import { ATRASADAS, CONTAGENS, ISENTAS, planCincoAnos } from "../../scripts/cinco-anos/plano.mjs"

const now = new Date("2026-11-29T15:00:00Z")
const ESCALA = 0.1

describe("five years of an association's data", () => {
  const plano = planCincoAnos({ now, escala: ESCALA })

  it("is the same plan for the same seed and day, another for another seed", () => {
    expect(planCincoAnos({ now, escala: ESCALA })).toEqual(plano)
    expect(planCincoAnos({ now, escala: ESCALA, seed: 7 }).pessoas).not.toEqual(plano.pessoas)
  })

  it("has the issue's counts at its scale", () => {
    expect(CONTAGENS).toMatchObject({ associados: 500, inativos: 60, eventos: 250, reservas: 400 })
    expect(plano.pessoas).toHaveLength(CONTAGENS.associados * ESCALA)
    expect(Object.keys(plano.saidas)).toHaveLength(CONTAGENS.inativos * ESCALA)
    expect(plano.meses).toHaveLength(60)
    expect(plano.eventos).toHaveLength(CONTAGENS.eventos * ESCALA)
    expect(plano.reservas).toHaveLength(CONTAGENS.reservas * ESCALA)
    expect(plano.mensagens).toHaveLength(CONTAGENS.mensagens * ESCALA)
    expect(plano.extratos.map((e) => e.creditos.length)).toEqual(Array(12).fill(60))
    expect(plano.albuns.flatMap((a) => a.fotos)).toHaveLength(800 * ESCALA)
  })

  it("has about 60 dues a member, a tenth of them late and 2% exempt", () => {
    const { mensalidades } = plano
    // 500 members x 60 months is 30,000; those who left owe none after.
    expect(mensalidades.length).toBeGreaterThan(0.9 * 60 * plano.pessoas.length)
    expect(mensalidades.length).toBeLessThanOrEqual(60 * plano.pessoas.length)
    const share = (status: string) =>
      mensalidades.filter((d) => d.status === status).length / mensalidades.length
    expect(share("pendente")).toBeCloseTo(ATRASADAS, 1)
    expect(share("isenta")).toBeCloseTo(ISENTAS, 1)
    const pagas = mensalidades.filter((d) => d.status === "pago")
    expect(pagas.every((d) => d.pago_em && d.forma_pagamento)).toBe(true)
  })

  it("books no space twice on one day", () => {
    const days = plano.reservas.map((r) => `${r.espaco}:${r.data}`)
    expect(new Set(days).size).toBe(days.length)
  })
})
