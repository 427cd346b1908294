import { describe, expect, it } from "vitest"
import { toIsoDay } from "~/forms/fields"
import { isValidCpf, onlyDigits } from "@veteranos/domain/cpf-cnpj"
import { CPF_MAX_LENGTH, maskCpf, maskTelefone, TELEFONE_MAX_LENGTH } from "~/forms/masks"

describe("CPF check digits", () => {
  it("accepts valid numbers, with or without punctuation", () => {
    for (const cpf of [
      "529.982.247-25",
      "52998224725",
      "111.444.777-35",
      "123.456.789-09",
      "390 533 447 05",
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(true)
    }
  })

  it("refuses a wrong first or second check digit", () => {
    expect(isValidCpf("529.982.247-15")).toBe(false)
    expect(isValidCpf("529.982.247-24")).toBe(false)
    expect(isValidCpf("123.456.789-00")).toBe(false)
  })

  it("refuses repeated digits, wrong lengths and letters", () => {
    expect(isValidCpf("111.111.111-11")).toBe(false)
    expect(isValidCpf("000.000.000-00")).toBe(false)
    expect(isValidCpf("5299822472")).toBe(false)
    expect(isValidCpf("529982247250")).toBe(false)
    expect(isValidCpf("529.982.247-2a")).toBe(false)
    expect(isValidCpf("")).toBe(false)
  })

  it("keeps only the digits", () => {
    expect(onlyDigits("(11) 98765-4321")).toBe("11987654321")
  })
})

describe("masks", () => {
  it("formats a CPF as 000.000.000-00, also while it is being typed", () => {
    expect(maskCpf("52998224725")).toBe("529.982.247-25")
    expect(maskCpf("529.982.247-25")).toBe("529.982.247-25")
    expect(maskCpf("529")).toBe("529")
    expect(maskCpf("5299")).toBe("529.9")
    expect(maskCpf("5299822")).toBe("529.982.2")
    expect(maskCpf("5299822472")).toBe("529.982.247-2")
    expect(maskCpf("529982247259999")).toBe("529.982.247-25")
    expect(maskCpf("")).toBe("")
    expect(maskCpf("52998224725")).toHaveLength(CPF_MAX_LENGTH)
  })

  it("formats a mobile as (00) 00000-0000 and a landline as (00) 0000-0000", () => {
    expect(maskTelefone("11987654321")).toBe("(11) 98765-4321")
    expect(maskTelefone("(11) 98765-4321")).toBe("(11) 98765-4321")
    expect(maskTelefone("1133334444")).toBe("(11) 3333-4444")
    expect(maskTelefone("11 3333 4444")).toBe("(11) 3333-4444")
    expect(maskTelefone("11987654321")).toHaveLength(TELEFONE_MAX_LENGTH)
  })

  it("formats a phone while it is being typed", () => {
    expect(maskTelefone("")).toBe("")
    expect(maskTelefone("1")).toBe("(1")
    expect(maskTelefone("11")).toBe("(11")
    expect(maskTelefone("119")).toBe("(11) 9")
    expect(maskTelefone("119876")).toBe("(11) 9876")
    expect(maskTelefone("1198765")).toBe("(11) 9876-5")
    expect(maskTelefone("119876543219")).toBe("(11) 98765-4321")
  })
})

describe("calendar dates typed in the form", () => {
  it("reads yyyy-MM-dd and dd/mm/yyyy as the same day", () => {
    expect(toIsoDay("2018-03-09")).toBe("2018-03-09")
    expect(toIsoDay("09/03/2018")).toBe("2018-03-09")
  })

  it("refuses days that do not exist and other shapes", () => {
    expect(toIsoDay("2018-02-30")).toBeNull()
    expect(toIsoDay("31/04/2018")).toBeNull()
    expect(toIsoDay("2018-13-01")).toBeNull()
    expect(toIsoDay("9/3/2018")).toBeNull()
    expect(toIsoDay("ontem")).toBeNull()
  })
})
