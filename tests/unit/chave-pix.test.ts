// The PIX key the settings accept (app/domain/chave-pix.js): one of the five kinds of the Central
// Bank's directory, stored as the BR Code carries it; anything else is 'Chave PIX inválida.'.
import { describe, expect, it } from "vitest"
import { isValidCnpj } from "@veteranos/domain/cpf-cnpj"
import { normalizePixKey } from "@veteranos/domain/chave-pix"
import { checkCampo } from "@veteranos/domain/configuracoes"

describe("the PIX key", () => {
  it("takes a CPF with valid check digits, with or without punctuation, as its digits", () => {
    expect(normalizePixKey("529.982.247-25")).toBe("52998224725")
    expect(normalizePixKey("52998224725")).toBe("52998224725")
  })

  it("refuses a CPF with a wrong check digit, or made of one digit", () => {
    expect(normalizePixKey("529.982.247-24")).toBeNull()
    expect(normalizePixKey("529.982.247-15")).toBeNull()
    expect(normalizePixKey("111.111.111-11")).toBeNull()
  })

  it("takes a CNPJ with valid check digits, numeric or alphanumeric (July 2026), as its characters", () => {
    expect(normalizePixKey("11.222.333/0001-81")).toBe("11222333000181")
    expect(normalizePixKey("12.abc.345/01de-35")).toBe("12ABC34501DE35")
  })

  it("refuses a CNPJ with a wrong check digit", () => {
    expect(normalizePixKey("11.222.333/0001-82")).toBeNull()
    expect(normalizePixKey("11.222.333/0001-91")).toBeNull()
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false)
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false)
  })

  it("takes an e-mail, in lower case", () => {
    expect(normalizePixKey(" Tesouraria@Veteranos.org.br ")).toBe("tesouraria@veteranos.org.br")
    expect(normalizePixKey("sem-arroba.org")).toBeNull()
    expect(normalizePixKey("a@b")).toBeNull()
  })

  it("takes a phone only with +55 and its area code, as +55 and digits", () => {
    expect(normalizePixKey("+55 (19) 99812-4433")).toBe("+5519998124433")
    expect(normalizePixKey("+551935241080")).toBe("+551935241080")
    expect(normalizePixKey("+1 202 555 0100")).toBeNull()
    expect(normalizePixKey("+55 19 9981")).toBeNull()
    // Without +55, eleven digits are a CPF, and these fail its check digits.
    expect(normalizePixKey("19998124433")).toBeNull()
  })

  it("takes a random key (UUID), in lower case", () => {
    expect(normalizePixKey("7D9F0335-8DCC-4054-9BF9-0DBD61D36906")).toBe(
      "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
    )
    expect(normalizePixKey("7d9f0335-8dcc-4054-9bf9-0dbd61d3690")).toBeNull()
  })

  it("is checked by the settings with the words the president reads", () => {
    expect(checkCampo("pix_chave", "chave qualquer")).toEqual({ error: "Chave PIX inválida." })
    expect(checkCampo("pix_chave", "")).toEqual({ error: "Chave PIX inválida." })
    expect(checkCampo("pix_chave", "529.982.247-25")).toEqual({ value: "52998224725" })
  })
})
