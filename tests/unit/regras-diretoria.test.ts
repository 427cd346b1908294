// The board's part of PocketBase's API rules is written by the shared rule at each start
// (pocketbase/pb_hooks/lib/regras.js): whatever generation of the board-seat test a rule holds comes
// out as app/domain/cargos.js builds it, and nothing else in the rule changes.
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { diretoriaRule, financeiroRule, presidenteRule, seatRule } from "@veteranos/domain/cargos"

// PocketBase gives its hooks the folder they live in; the rewrite finds the shared rules from it.
Object.assign(globalThis, { __hooks: path.resolve("pocketbase/pb_hooks") })
const { rewriteRule } = createRequire(import.meta.url)("../../pocketbase/pb_hooks/lib/regras.js") as {
  rewriteRule: (rule: string) => string
}

const seat = (alias: string) => `@collection.diretoria:${alias}`

describe("the board's API rule fragments", () => {
  it("are the tests PocketBase's rules held when they were written by hand", () => {
    expect(presidenteRule()).toBe(
      `(${seat("pres")}.idCadGeral ?= @request.auth.id && ${seat("pres")}.tipo ?= "diretoria" && ${seat("pres")}.cargo ?= "presidente")`,
    )
    expect(financeiroRule()).toBe(
      `(${seat("fin")}.idCadGeral ?= @request.auth.id && ${seat("fin")}.tipo ?= "diretoria" && ${seat("fin")}.cargo ?= "financeiro")`,
    )
    expect(diretoriaRule("membrodir")).toBe(
      `(${seat("membrodir")}.idCadGeral ?= @request.auth.id && ${seat("membrodir")}.tipo ?= "diretoria")`,
    )
  })
})

describe("rewriteRule", () => {
  it("leaves a rule written by the shared rule as it is", () => {
    const rule = `associado_id = @request.auth.id || ${financeiroRule()} || ${presidenteRule()}`
    expect(rewriteRule(rule)).toBe(rule)
  })

  it("writes another generation of a board-seat test as the shared rule does, keeping the rest", () => {
    const older = `(${seat("pres")}.idCadGeral ?= @request.auth.id && ${seat("pres")}.tipo ?= "diretoria" && (${seat("pres")}.fim_mandato = "" || ${seat("pres")}.fim_mandato >= @now) && ${seat("pres")}.cargo ?= "presidente")`
    expect(rewriteRule(`${older} && status = "pendente"`)).toBe(`${presidenteRule()} && status = "pendente"`)
    const board = `(${seat("dir")}.idCadGeral ?= @request.auth.id && ${seat("dir")}.tipo ?= "diretoria" && ${seat("dir")}.inicio_mandato <= @now)`
    expect(rewriteRule(`id = @request.auth.id || ${board}`)).toBe(
      `id = @request.auth.id || ${diretoriaRule()}`,
    )
  })

  it("keeps each fragment's own join", () => {
    const member = `((@collection.associados:membro.id_cadastro_geral ?= @request.auth.id && @collection.associados:membro.status ?= 1) || ${seatRule("membrodir")})`
    expect(rewriteRule(member)).toBe(member)
  })

  it("never touches a test that is not a board role's", () => {
    const anySeat = `(${seat("x")}.idCadGeral ?= @request.auth.id && ${seat("x")}.cargo ?= "presidente")`
    const mixed = `(${seat("y")}.idCadGeral ?= @request.auth.id && ${seat("y")}.tipo ?= "diretoria" && status = "x")`
    const other = `(${seat("z")}.id ?= @request.body.id)`
    for (const rule of [anySeat, mixed, other, `${other} && )(`, ""]) expect(rewriteRule(rule)).toBe(rule)
  })
})
