import { describe, expect, it } from "vitest"
import { cargoProblem, CARGO_MENSAGENS } from "@veteranos/domain/cargos"
import {
  acessoFromSeats,
  holdsCouncilSeat as deriveConselho,
  roleOf as deriveRole,
} from "@veteranos/domain/papeis"

// docs/decisions/roles-and-access.md#one-rule-for-the-role: the board records whose idCadGeral is the user's id, of tipo
// diretoria.
describe("the role read from the user's board records and membership", () => {
  const seat = (cargo: string, tipo: string) => ({ cargo, tipo, inicio_mandato: "", fim_mandato: "" })
  const diretoria = (cargo: string) => seat(cargo, "diretoria")
  const conselho = (cargo: string) => seat(cargo, "conselho")

  it("makes the board's president presidente", () => {
    expect(deriveRole([diretoria("presidente")], true)).toBe("presidente")
    expect(deriveRole([diretoria("presidente")], false)).toBe("presidente")
  })

  it("makes the financial director financeiro", () => {
    expect(deriveRole([diretoria("financeiro")], true)).toBe("financeiro")
  })

  it("reads the cargo regardless of case and spaces", () => {
    expect(deriveRole([diretoria(" Presidente ")], false)).toBe("presidente")
    expect(deriveRole([diretoria("FINANCEIRO")], false)).toBe("financeiro")
  })

  it("makes any other executive-board position diretoria", () => {
    for (const cargo of ["vice-presidente", "secretario", "diretoria", ""]) {
      expect(deriveRole([diretoria(cargo)], true), cargo).toBe("diretoria")
      expect(deriveRole([diretoria(cargo)], false), cargo).toBe("diretoria")
    }
  })

  it("prefers presidente, then financeiro, when a person holds more than one position", () => {
    expect(deriveRole([diretoria("secretario"), diretoria("financeiro")], true)).toBe("financeiro")
    expect(deriveRole([diretoria("financeiro"), diretoria("presidente")], true)).toBe("presidente")
    expect(deriveRole([conselho("conselheiro"), diretoria("secretario")], true)).toBe("diretoria")
  })

  it("does not treat a fiscal-council seat as a board role", () => {
    expect(deriveRole([conselho("conselheiro")], true)).toBe("associado")
    expect(deriveRole([conselho("conselheiro")], false)).toBe("geral")
  })

  it("does not make a fiscal-council member with cargo presidente or financeiro a board role", () => {
    expect(deriveRole([conselho("presidente")], true)).toBe("associado")
    expect(deriveRole([conselho("presidente")], false)).toBe("geral")
    expect(deriveRole([conselho("financeiro")], true)).toBe("associado")
    expect(deriveRole([conselho(" Presidente ")], false)).toBe("geral")
    // A director who also presides over the council is a director, not the president.
    expect(deriveRole([conselho("presidente"), diretoria("secretario")], true)).toBe("diretoria")
  })

  it("makes an active member without a board position associado", () => {
    expect(deriveRole([], true)).toBe("associado")
  })

  it("leaves everybody else geral", () => {
    expect(deriveRole([], false)).toBe("geral")
  })

  // docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts: beside the role, not one.
  it("tells a current fiscal council seat, whatever its cargo, and no board seat for one", () => {
    expect(deriveConselho([conselho("conselheiro")])).toBe(true)
    expect(deriveConselho([diretoria("secretario"), conselho("suplente")])).toBe(true)
    expect(deriveConselho([diretoria("presidente")])).toBe(false)
    expect(deriveConselho([])).toBe(false)
    const ended = { ...conselho("conselheiro"), fim_mandato: "2001-01-01 00:00:00.000Z" }
    expect(deriveConselho([ended])).toBe(false)
  })

  // docs/decisions/youth-school.md#the-schools-seats: the school's seats open its pages, never a board role.
  it("tells the school's coordinator and coach beside the role, which stays theirs", () => {
    const escolinha = (cargo: string) => seat(cargo, "escolinha")
    expect(acessoFromSeats([escolinha("coordenador-escolinha")], false, false)).toMatchObject({
      role: "geral",
      coordenador: true,
      professor: false,
    })
    expect(acessoFromSeats([escolinha("professor-escolinha")], true, true)).toMatchObject({
      role: "associado",
      coordenador: false,
      professor: true,
      responsavel: true,
    })
    const ended = { ...escolinha("coordenador-escolinha"), fim_mandato: "2001-01-01 00:00:00.000Z" }
    expect(acessoFromSeats([ended], false, false).coordenador).toBe(false)
    // A school position is the school's alone, and the school takes no other.
    expect(cargoProblem({ cargo: "professor-escolinha", tipo: "diretoria" })).toBe(
      CARGO_MENSAGENS.daEscolinha,
    )
    expect(cargoProblem({ cargo: "Diretor de Esportes", tipo: "escolinha" })).toBe(
      CARGO_MENSAGENS.daDiretoria,
    )
    expect(cargoProblem({ cargo: "coordenador-escolinha", tipo: "escolinha" })).toBeNull()
  })
})
