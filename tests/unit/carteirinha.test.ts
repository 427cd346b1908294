// The member's card and the receipts' shared rules (app/domain/carteirinha.js,
// docs/decisions/member-card-and-receipts.md): the codes' length and alphabet, a receipt code as typed
// and as printed, the status of today and what is owed, and what a public check shows of a name.
import { readFileSync } from "node:fs"
import {
  CARTEIRINHA_TOKEN_ALFABETO,
  CARTEIRINHA_TOKEN_TAMANHO,
  FOTO_THUMBS,
  LISTA_CAMPOS,
  RECIBO_ALFABETO,
  RECIBO_CODIGO_TAMANHO,
  formatReciboCodigo,
  isCarteirinhaToken,
  nomeAbreviado,
  normalizeReciboCodigo,
  reciboCancelado,
  situacaoOf,
} from "@veteranos/domain/carteirinha"
import { describe, expect, it } from "vitest"

/** A code of `tamanho` symbols drawn from `alfabeto`, as PocketBase's $security makes one. */
const codeOf = (alfabeto: string, tamanho: number) =>
  Array.from({ length: tamanho }, (_, i) => alfabeto[(i * 7) % alfabeto.length]).join("")

// The migration that gave every account of before its card and every paid due its receipt writes
// its alphabets out (applied history); what it made must still check as today's rule's.
const MIGRACAO = readFileSync("pocketbase/pb_migrations/1796800000_carteirinha.js", "utf8")
const migrationConst = (name: string) => new RegExp(`const ${name} = "([^"]+)"`).exec(MIGRACAO)?.[1]

describe("a card's code", () => {
  it("is 32 symbols of 32, lower case without 0, 1, l and o (160 random bits)", () => {
    expect(CARTEIRINHA_TOKEN_TAMANHO).toBe(32)
    expect(new Set(CARTEIRINHA_TOKEN_ALFABETO).size).toBe(32)
    expect(CARTEIRINHA_TOKEN_ALFABETO).toMatch(/^[a-z2-9]+$/)
    for (const confusable of ["0", "1", "l", "o"])
      expect(CARTEIRINHA_TOKEN_ALFABETO).not.toContain(confusable)
    expect(CARTEIRINHA_TOKEN_TAMANHO * Math.log2(CARTEIRINHA_TOKEN_ALFABETO.length)).toBe(160)
  })

  it("checks its length and alphabet, and nothing else passes", () => {
    const code = codeOf(CARTEIRINHA_TOKEN_ALFABETO, CARTEIRINHA_TOKEN_TAMANHO)
    expect(isCarteirinhaToken(code)).toBe(true)
    expect(isCarteirinhaToken(code.slice(1))).toBe(false)
    expect(isCarteirinhaToken(`${code}a`)).toBe(false)
    expect(isCarteirinhaToken(code.toUpperCase())).toBe(false)
    for (const outside of ["0", "1", "l", "o", "-", " ", "é"]) {
      expect(isCarteirinhaToken(`${outside}${code.slice(1)}`), outside).toBe(false)
    }
    expect(isCarteirinhaToken(`${code.slice(0, 16)}\n${code.slice(16)}`)).toBe(false)
    for (const notText of [undefined, null, 12345, ["a"], {}]) expect(isCarteirinhaToken(notText)).toBe(false)
    expect(isCarteirinhaToken("")).toBe(false)
  })

  it("keeps the shape of the codes the migration gave the accounts of before", () => {
    expect(migrationConst("TOKEN_ALFABETO")).toBe(CARTEIRINHA_TOKEN_ALFABETO)
    expect(MIGRACAO).toContain(`randomStringWithAlphabet(${CARTEIRINHA_TOKEN_TAMANHO}, TOKEN_ALFABETO)`)
  })
})

describe("a receipt's code", () => {
  it("is 12 symbols of 32, upper case without 0, 1, I and O", () => {
    expect(RECIBO_CODIGO_TAMANHO).toBe(12)
    expect(new Set(RECIBO_ALFABETO).size).toBe(32)
    expect(RECIBO_ALFABETO).toMatch(/^[A-Z2-9]+$/)
    for (const confusable of ["0", "1", "I", "O"]) expect(RECIBO_ALFABETO).not.toContain(confusable)
  })

  it("is printed in three groups of four", () => {
    expect(formatReciboCodigo("K7QM2XHD9TPA")).toBe("K7QM-2XHD-9TPA")
  })

  it("is read as typed: any case, with or without dashes and spaces", () => {
    for (const typed of [
      "K7QM2XHD9TPA",
      "K7QM-2XHD-9TPA",
      "k7qm 2xhd-9tpa",
      " k7qm-2xhd-9tpa\n",
      "K7QM.2XHD.9TPA",
    ]) {
      expect(normalizeReciboCodigo(typed), typed).toBe("K7QM2XHD9TPA")
    }
    const code = codeOf(RECIBO_ALFABETO, RECIBO_CODIGO_TAMANHO)
    expect(normalizeReciboCodigo(formatReciboCodigo(code))).toBe(code)
  })

  it("is refused ('') when it has not the shape: length, a symbol outside the alphabet, not text", () => {
    for (const wrong of [
      "K7QM-2XHD-9TP",
      "K7QM-2XHD-9TPAB",
      "K7QM-2XHD-9TP0",
      "K7QM-2XHD-9TPO",
      "I7QM-2XHD-9TPA",
    ]) {
      expect(normalizeReciboCodigo(wrong), wrong).toBe("")
    }
    for (const notACode of ["", undefined, null, 123456789012])
      expect(normalizeReciboCodigo(notACode)).toBe("")
  })

  it("keeps the shape of the codes the migration gave the dues paid before", () => {
    expect(migrationConst("RECIBO_ALFABETO")).toBe(RECIBO_ALFABETO)
    expect(MIGRACAO).toContain(`randomStringWithAlphabet(${RECIBO_CODIGO_TAMANHO}, RECIBO_ALFABETO)`)
  })

  it("says on which São Paulo day it was cancelled", () => {
    expect(reciboCancelado("2026-11-28 15:00:00.000Z")).toBe("Recibo cancelado em 28/11/2026")
    // 01:30 UTC is still the evening before in São Paulo.
    expect(reciboCancelado("2026-11-29 01:30:00.000Z")).toBe("Recibo cancelado em 28/11/2026")
  })
})

describe("the status of today", () => {
  const HOJE = "2026-11-10"
  const due = (data: string, status = "pendente", valor = 80) => ({
    status,
    data_vencimento: `${data} 00:00:00.000Z`,
    valor,
  })

  it("is 'em dia' with no dues, and with a due open on its own day or later", () => {
    expect(situacaoOf({ ativo: true, mensalidades: [] }, HOJE)).toEqual({
      situacao: "em_dia",
      vencidas: [],
      devido: 0,
    })
    const mensalidades = [due("2026-11-10"), due("2026-12-10")]
    expect(situacaoOf({ ativo: true, mensalidades }, HOJE)).toEqual({
      situacao: "em_dia",
      vencidas: [],
      devido: 0,
    })
  })

  it("is 'pendente' the day after an open due's day, with what is owed, oldest first", () => {
    const outubro = due("2026-10-10")
    const novembro = due("2026-11-09", "pendente", 90)
    const answer = situacaoOf({ ativo: true, mensalidades: [novembro, due("2026-11-10"), outubro] }, HOJE)
    expect(answer).toEqual({ situacao: "pendente", vencidas: [outubro, novembro], devido: 170 })
  })

  it("counts paid and exempt dues as settled, however late their day", () => {
    const mensalidades = [due("2026-01-10", "pago"), due("2026-02-10", "isenta")]
    expect(situacaoOf({ ativo: true, mensalidades }, HOJE).situacao).toBe("em_dia")
  })

  it("sums what is owed in cents", () => {
    const mensalidades = [due("2026-09-10", "pendente", 0.1), due("2026-10-10", "pendente", 0.2)]
    expect(situacaoOf({ ativo: true, mensalidades }, HOJE).devido).toBe(0.3)
    const many = Array.from({ length: 10 }, (_, i) =>
      due(`2025-0${(i % 9) + 1}-1${i % 10}`, "pendente", 80.15),
    )
    expect(situacaoOf({ ativo: true, mensalidades: many }, HOJE).devido).toBe(801.5)
  })

  it("is 'inativo' for one who is not an active member, owing nothing shown", () => {
    expect(situacaoOf({ ativo: false, mensalidades: [due("2020-01-10")] }, HOJE)).toEqual({
      situacao: "inativo",
      vencidas: [],
      devido: 0,
    })
  })
})

describe("a name as the public checks show it", () => {
  it("is the first name and the last name's initial", () => {
    expect(nomeAbreviado("João Batista Silva")).toBe("João S.")
    expect(nomeAbreviado("Maria Souza")).toBe("Maria S.")
  })

  it("skips the particles in between, taking the last name's initial", () => {
    expect(nomeAbreviado("Antônio Carlos da Silva")).toBe("Antônio S.")
    expect(nomeAbreviado("Maria das Dores de Oliveira")).toBe("Maria O.")
  })

  it("writes the initial in capitals, accents kept", () => {
    expect(nomeAbreviado("josé de ávila")).toBe("josé Á.")
  })

  it("is the one name of a person with one, and nothing for none", () => {
    expect(nomeAbreviado("Pelé")).toBe("Pelé")
    expect(nomeAbreviado("  Pelé  ")).toBe("Pelé")
    expect(nomeAbreviado("")).toBe("")
    expect(nomeAbreviado("   ")).toBe("")
  })

  it("ignores extra spaces, tabs and line breaks", () => {
    expect(nomeAbreviado("  João   Batista \t Silva \n")).toBe("João S.")
  })
})

describe("the directory and the photos", () => {
  it("offers its choices in the issue's words", () => {
    expect(LISTA_CAMPOS.lista_socios).toBe("Aparecer na lista de sócios")
    expect(Object.keys(LISTA_CAMPOS)).toEqual(["lista_socios", "lista_whatsapp", "aniversario_publico"])
  })

  it("asks PocketBase only for the thumbnails the photo's field declares", () => {
    const thumbs = /name: "foto",[\s\S]*?thumbs: (\[[^\]]*\])/.exec(MIGRACAO)?.[1]
    expect(JSON.parse(thumbs!)).toEqual(expect.arrayContaining(Object.values(FOTO_THUMBS)))
  })
})
