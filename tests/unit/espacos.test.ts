// The spaces' names (app/domain/espacos.js, docs/decisions/reservations.md#spaces-are-records): how
// one is stored and what makes two the same space, as the settings page and PocketBase's hook ask.
import { checkEspacoNome, ESPACO_MENSAGENS as M, ESPACO_NOME_MAX, espacoKey } from "@veteranos/domain/espacos"
import { describe, expect, it } from "vitest"

describe("a space's name", () => {
  it("is stored with single spaces and nothing around it", () => {
    expect(checkEspacoNome("  Salão   de\tfestas ")).toEqual({ value: "Salão de festas" })
  })

  it("is refused empty or too long", () => {
    expect(checkEspacoNome("   ").error).toBe(M.obrigatorio)
    expect(checkEspacoNome("x".repeat(ESPACO_NOME_MAX + 1)).error).toBe(M.longo)
    expect(checkEspacoNome("x".repeat(ESPACO_NOME_MAX)).value).toHaveLength(ESPACO_NOME_MAX)
  })

  it("names the same space whatever its capitals, accents or spaces", () => {
    const key = espacoKey("Salão de festas")
    for (const other of ["Salão de festas ", "  SALÃO   DE FESTAS", "salao de festas"]) {
      expect(espacoKey(other), other).toBe(key)
    }
    expect(espacoKey("Salão de festas 2")).not.toBe(key)
  })

  it("is the same space with invisible characters, a non-breaking space or wide letters", () => {
    const key = espacoKey("Campo de futebol")
    for (const other of [
      "Campo de futebol\u200B",
      "\uFEFFCampo de\u00A0futebol",
      "Cam\u00ADpo de fu\u200Dtebol\u2060",
      "Ｃａｍｐｏ de futebol",
      "Campo de futebol\u200E",
    ]) {
      expect(espacoKey(other), JSON.stringify(other)).toBe(key)
      expect(checkEspacoNome(other), JSON.stringify(other)).toEqual({ value: "Campo de futebol" })
    }
  })
})
