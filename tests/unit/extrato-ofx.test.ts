// The bank's OFX file read into its credits (features/mensalidades/extrato-ofx.server.ts, over
// ofx-js): the SGML 1.x and XML 2.x statements Brazilian banks export, their dates in São Paulo,
// and what is not a statement refused.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { OfxInvalidoError, parseOfxDate, readOfx } from "~/features/mensalidades/extrato-ofx.server"
import { ofxSgml, ofxXml } from "../support/ofx"

const demo = (name: string) => readFileSync(new URL(`../support/extratos/${name}`, import.meta.url))

const CREDITOS_DEMO = [
  {
    fitid: "202611100001",
    instante: "2026-11-10T15:00:00.000Z",
    data: "2026-11-10",
    valor: 80,
    nome: "",
    memo: "PIX RECEBIDO JOÃO DA SILVA",
  },
  {
    fitid: "202611100002",
    instante: "2026-11-10T18:30:00.000Z",
    data: "2026-11-10",
    valor: 80,
    nome: "PIX RECEBIDO",
    memo: "MENSabc123def456ghi MARIA SOUZA",
  },
  {
    fitid: "202611120004",
    instante: "2026-11-12T03:00:00.000Z",
    data: "2026-11-12",
    valor: 150,
    nome: "",
    memo: "TED RECEBIDA CLUBE & CIA",
  },
]

describe("reading a bank statement", () => {
  it("reads the credits of an SGML OFX 1.x file in Windows-1252, leaving the debit out", () => {
    expect(readOfx(demo("extrato-sgml-1.x.ofx"))).toEqual(CREDITOS_DEMO)
  })

  it("reads the same credits from the XML OFX 2.x file", () => {
    expect(readOfx(demo("extrato-xml-2.x.ofx"))).toEqual(CREDITOS_DEMO)
  })

  it("takes the date's São Paulo day, wherever the bank's clock was", () => {
    const [credito] = readOfx(
      ofxXml([{ fitid: "1", data: "20261110020000[0:GMT]", valor: "80.00", memo: "PIX" }]),
    )
    // 02:00 in Greenwich is 23:00 of the day before in São Paulo.
    expect(credito).toMatchObject({ instante: "2026-11-10T02:00:00.000Z", data: "2026-11-09" })
  })

  it("keeps each FITID once and a statement without credits as none", () => {
    const duas = [
      { fitid: "A", data: "20261110", valor: "80.00", memo: "PIX UM" },
      { fitid: "A", data: "20261110", valor: "80.00", memo: "PIX UM DE NOVO" },
    ]
    expect(readOfx(ofxSgml(duas)).map((c) => c.memo)).toEqual(["PIX UM"])
    expect(readOfx(ofxSgml([{ fitid: "B", data: "20261110", valor: "-5.00" }]))).toEqual([])
  })

  it("refuses what is not a bank statement in OFX", () => {
    const invalid = [
      "texto qualquer",
      "%PDF-1.4\n%âãÏÓ\n1 0 obj",
      "<html><body><OFX>não</body></html>",
      "OFXHEADER:100\r\n\r\n<OFX><SIGNONMSGSRSV1><SONRS></OFX>",
      // A credit card's statement pays no due.
      "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
    ]
    for (const text of invalid) {
      expect(() => readOfx(Buffer.from(text)), text).toThrow(OfxInvalidoError)
    }
    // A transaction without its id, amount or date cannot be paid from.
    const semFitid = ofxXml([{ fitid: "", data: "20261110", valor: "80.00" }])
    expect(() => readOfx(semFitid)).toThrow(OfxInvalidoError)
    const semData = ofxXml([{ fitid: "X", data: "ontem", valor: "80.00" }])
    expect(() => readOfx(semData)).toThrow(OfxInvalidoError)
  })
})

describe("OFX dates", () => {
  it("reads the offset the bank gives, and São Paulo's time when it gives none", () => {
    expect(parseOfxDate("20261110120000[-3:BRT]")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261110120000.000[-03:BRT]")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261110120000[+0:UTC]")?.toISOString()).toBe("2026-11-10T12:00:00.000Z")
    expect(parseOfxDate("20261110")?.toISOString()).toBe("2026-11-10T03:00:00.000Z")
    expect(parseOfxDate("202611101200")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261310")).toBeNull()
    expect(parseOfxDate("")).toBeNull()
  })
})
