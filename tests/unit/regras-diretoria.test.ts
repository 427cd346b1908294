// PocketBase's API rules are one table (pocketbase/pb_hooks/lib/regras.js) whose board tests are the
// shared rule's fragments (app/domain/papeis.js), written into the collections by regras.pb.js.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { conselhoRule, diretoriaRule, financeiroRule, presidenteRule } from "@veteranos/domain/papeis"

// PocketBase gives its hooks the folder they live in; the table finds the shared rules from it.
Object.assign(globalThis, { __hooks: path.resolve("pocketbase/pb_hooks") })
const TABLE_FILE = "pocketbase/pb_hooks/lib/regras.js"
type Rule = string | null
type Rules = Partial<
  Record<"listRule" | "viewRule" | "createRule" | "updateRule" | "deleteRule" | "manageRule", Rule>
>
const requireHook = createRequire(import.meta.url)
const { RULES } = requireHook(`../../${TABLE_FILE}`) as { RULES: Record<string, Rules> }
const { setCollectionRules } = requireHook("../../pocketbase/pb_hooks/lib/regras-aplicar.js") as {
  setCollectionRules: (collection: Rules & { name: string }) => boolean
}

const SEAT = "@request.auth.diretoria_via_idCadGeral"

/** The seat's term holds São Paulo's today (UTC-3), an unset end left open. */
const term = () => {
  const today = "strftime('%Y-%m-%d', 'now', '-3 hours')"
  const day = (field: string) => `strftime('%Y-%m-%d', ${SEAT}.${field})`
  return (
    `(${SEAT}.inicio_mandato ?= "" || ${day("inicio_mandato")} ?<= ${today})` +
    ` && (${SEAT}.fim_mandato ?= "" || ${day("fim_mandato")} ?>= ${today})`
  )
}

describe("the board's API rule fragments", () => {
  it("test the account's own seats: the body, the position and the term, on one and the same seat", () => {
    expect(presidenteRule()).toBe(
      `(${SEAT}.tipo ?= "diretoria" && ${SEAT}.cargo ?= "presidente" && ${term()})`,
    )
    expect(financeiroRule()).toBe(
      `(${SEAT}.tipo ?= "diretoria" && ${SEAT}.cargo ?= "financeiro" && ${term()})`,
    )
    expect(diretoriaRule()).toBe(`(${SEAT}.tipo ?= "diretoria" && ${term()})`)
    expect(conselhoRule()).toBe(`(${SEAT}.tipo ?= "conselho" && ${term()})`)
  })
})

describe("the API rules table", () => {
  it("asks the board's questions with the shared rule's fragments", () => {
    expect(RULES.mensalidades!.listRule).toBe(
      `associado_id = @request.auth.id || ${financeiroRule()} || ${presidenteRule()} || ${conselhoRule()}`,
    )
    expect(RULES.atividades!.listRule).toBe(diretoriaRule())
    expect(RULES.reservas_ocupadas!.listRule).toContain(diretoriaRule())
  })

  it("writes no board-seat test by hand", () => {
    for (const file of [TABLE_FILE, "pocketbase/pb_hooks/lib/regras-fragmentos.js"]) {
      const code = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "")
      expect(code, file).not.toContain("@collection.diretoria")
      expect(code, file).not.toContain(SEAT)
    }
  })

  // A `@collection.x:alias` join has no ON condition: each one multiplies the rows a rule is tested
  // on by every row of x (docs/decisions/roles-and-access.md#role-tests-join-only-the-persons-own-seats).
  it("joins a whole collection only to look one record up by its id", () => {
    for (const [name, rules] of Object.entries(RULES)) {
      for (const [op, rule] of Object.entries(rules)) {
        for (const [, alias] of (rule ?? "").matchAll(/(@collection\.\w+:\w+)\./g)) {
          expect(rule, `${name}.${op}`).toContain(`${alias}.id ?= `)
        }
        expect(rule ?? "", `${name}.${op}`).not.toMatch(/@collection\.\w+\./)
      }
    }
  })

  it("sets a listed collection's rules, and says whether one changed", () => {
    const collection = { name: "diretoria", ...RULES.diretoria, createRule: "@request.auth.id != ''" }
    expect(setCollectionRules(collection)).toBe(true)
    expect(collection).toEqual({ name: "diretoria", ...RULES.diretoria })
    expect(setCollectionRules(collection)).toBe(false)
  })

  it("leaves a collection it does not list, and a rule its row does not set, as they are", () => {
    const users = { name: "users", listRule: "id = @request.auth.id" }
    expect(setCollectionRules(users)).toBe(false)
    expect(users).toEqual({ name: "users", listRule: "id = @request.auth.id" })
    const associados = { name: "associados", ...RULES.associados, manageRule: "x = 1" }
    expect(setCollectionRules(associados)).toBe(false)
    expect(associados.manageRule).toBe("x = 1")
  })
})
