// The PIX 'copia e cola' code against the Central Bank's own rules, read back with a parser and a
// CRC written here (not pix-utils'), and against the Central Bank's published example.
import { describe, expect, it } from "vitest"
import { pixCopiaECola, txidFor } from "~/routes/painel.mensalidades_.$id.pagar/pix.server"

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code specifies, in 4 upper-case hex digits. */
function crc16(payload: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, "0")
}

/** The EMV TLV fields: two-digit id, two-digit length, value; nested where the spec nests. */
function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>()
  let at = 0
  while (at < payload.length) {
    const id = payload.slice(at, at + 2)
    const length = Number(payload.slice(at + 2, at + 4))
    fields.set(id, payload.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  expect(at).toBe(payload.length)
  return fields
}

// The Central Bank's example static BR Code (Manual de Padrões para Iniciação do Pix).
const BCB_EXEMPLO =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"

describe("the PIX 'copia e cola' code of a due", () => {
  it("checks the CRC the way the Central Bank's example does", () => {
    expect(crc16(BCB_EXEMPLO.slice(0, -4))).toBe("1D3D")
  })

  it("has every field of a static BR Code, in order, with its length", () => {
    const code = pixCopiaECola({
      chave: "contato@veteranosvilanova.org.br",
      beneficiario: "Associação dos Veteranos do Vila Nova",
      cidade: "São José do Rio Claro",
      valor: 80,
      txid: txidFor("k3x9c2v8b7n6m5q"),
      descricao: "Mensalidade Novembro/2026",
    })
    const fields = parseTlv(code)
    expect([...fields.keys()]).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"])
    expect(fields.get("00")).toBe("01")
    const conta = parseTlv(fields.get("26")!)
    expect(conta.get("00")).toBe("br.gov.bcb.pix")
    expect(conta.get("01")).toBe("contato@veteranosvilanova.org.br")
    expect(conta.get("02")).toBe("MENSALIDADE NOVEMBRO 2026")
    expect(fields.get("52")).toBe("0000")
    expect(fields.get("53")).toBe("986")
    // The amount with a dot and two decimals.
    expect(fields.get("54")).toBe("80.00")
    expect(fields.get("58")).toBe("BR")
    // Name and city without accents, within 25 and 15 characters.
    expect(fields.get("59")).toBe("ASSOCIACAO DOS VETERANOS")
    expect(fields.get("60")).toBe("SAO JOSE DO RIO")
    expect(parseTlv(fields.get("62")!).get("05")).toBe("MENSk3x9c2v8b7n6m5q")
    expect(fields.get("63")).toBe(crc16(code.slice(0, -4)))
  })

  it("writes cents exactly", () => {
    const code = pixCopiaECola({
      chave: "+5519998124433",
      beneficiario: "A",
      cidade: "B",
      valor: 80.5,
      txid: "X",
    })
    expect(parseTlv(code).get("54")).toBe("80.50")
  })

  it("names the due in the transaction id, letters and digits only", () => {
    expect(txidFor("abc123")).toBe("MENSabc123")
    expect(txidFor("a-b_c")).toBe("MENSabc")
  })
})
