// The bank's OFX file read into its credits (features/mensalidades/extrato-ofx.server.ts, over
// ofx-leitor.server.ts): the demo's SGML 1.x and XML 2.x statements, their dates in São Paulo,
// each credit's identity, what is not a statement refused, and hostile files answered at all.
// Each bank's own layout: extrato-ofx-bancos.test.ts.
import { readFileSync } from "node:fs"
import { EXTRATO_ARQUIVO, type Credito } from "@veteranos/domain/extratos"
import { describe, expect, it } from "vitest"
import {
  OfxInvalidoError,
  parseOfxDate,
  readOfx,
} from "~/routes/painel.financeiro_.extrato/extrato-ofx.server"
import { ofxSgml, ofxXml } from "../support/ofx"

const demo = (name: string) => readFileSync(new URL(`../support/extratos/${name}`, import.meta.url))

/** What the list shows of a credit but its account and its identity (a hash). */
const semConta = ({ id: _id, conta: _conta, ...credito }: Credito) => credito

const CREDITOS_DEMO = [
  {
    fitid: "202611100001",
    instante: "2026-11-10T15:00:00.000Z",
    data: "2026-11-10",
    valor: 80,
    nome: "",
    memo: "PIX RECEBIDO JOÃO DA SILVA",
    refnum: "",
  },
  {
    fitid: "202611100002",
    instante: "2026-11-10T18:30:00.000Z",
    data: "2026-11-10",
    valor: 80,
    nome: "PIX RECEBIDO",
    memo: "MENSabc123def456ghi MARIA SOUZA",
    refnum: "",
  },
  {
    fitid: "202611120004",
    instante: "2026-11-12T03:00:00.000Z",
    data: "2026-11-12",
    valor: 150,
    nome: "",
    memo: "TED RECEBIDA CLUBE & CIA",
    refnum: "",
  },
]

describe("reading a bank statement", () => {
  it("reads the credits of an SGML OFX 1.x file in Windows-1252, in its account, leaving the debit out", async () => {
    const creditos = await readOfx(demo("extrato-sgml-1.x.ofx"))
    expect(creditos.map(semConta)).toEqual(CREDITOS_DEMO)
    expect(creditos.map((c) => c.conta)).toEqual(Array(3).fill("Banco 0001 · Ag. 1234-5 · C/C 12345-6"))
  })

  it("reads the same credits from the XML OFX 2.x file, naming only the parts of the account it gives", async () => {
    const creditos = await readOfx(demo("extrato-xml-2.x.ofx"))
    expect(creditos.map(semConta)).toEqual(CREDITOS_DEMO)
    expect(creditos.map((c) => c.conta)).toEqual(Array(3).fill("Banco 0001 · C/C 12345-6"))
  })

  it("takes the date's São Paulo day, wherever the bank's clock was", async () => {
    const [credito] = await readOfx(
      ofxXml([{ fitid: "1", data: "20261110020000[0:GMT]", valor: "80.00", memo: "PIX" }]),
    )
    // 02:00 in Greenwich is 23:00 of the day before in São Paulo.
    expect(credito).toMatchObject({ instante: "2026-11-10T02:00:00.000Z", data: "2026-11-09" })
  })

  it("reads the amounts as banks write them: signed, with a decimal comma, with thousands separators", async () => {
    const valores = ["+80.00", "80,5", "1.234,56", "1,234.56", "2500"]
    const creditos = await readOfx(
      ofxSgml(valores.map((valor, i) => ({ fitid: `V${i}`, data: "20261110", valor }))),
    )
    expect(creditos.map((c) => c.valor)).toEqual([80, 80.5, 1234.56, 1234.56, 2500])
  })

  it("refuses what is not a bank statement in OFX", async () => {
    const invalid = [
      "texto qualquer",
      "%PDF-1.4\n%âãÏÓ\n1 0 obj",
      "<html><body><OFX>não</body></html>",
      "OFXHEADER:100\r\n\r\n<OFX><SIGNONMSGSRSV1><SONRS></OFX>",
      // A credit card's statement pays no due.
      "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
    ]
    for (const text of invalid) {
      await expect(readOfx(Buffer.from(text)), text).rejects.toThrow(OfxInvalidoError)
    }
    // A transaction without its id, amount or date cannot be paid from.
    const semFitid = ofxXml([{ fitid: "", data: "20261110", valor: "80.00" }])
    await expect(readOfx(semFitid)).rejects.toThrow(OfxInvalidoError)
    const semData = ofxXml([{ fitid: "X", data: "ontem", valor: "80.00" }])
    await expect(readOfx(semData)).rejects.toThrow(OfxInvalidoError)
    const semValor = ofxSgml([{ fitid: "X", data: "20261110", valor: "oitenta" }])
    await expect(readOfx(semValor)).rejects.toThrow(OfxInvalidoError)
  })
})

describe("a credit's identity", () => {
  it("keeps two credits alike in FITID, instant and amount as two, each with its own id", async () => {
    const duas = [
      { fitid: "A", data: "20261110", valor: "80.00", memo: "PIX UM" },
      { fitid: "A", data: "20261110", valor: "80.00", memo: "PIX UM" },
    ]
    const creditos = await readOfx(ofxSgml(duas))
    expect(creditos.map((c) => c.memo)).toEqual(["PIX UM", "PIX UM"])
    expect(creditos[0]!.id).not.toBe(creditos[1]!.id)
  })

  it("is the same at every reading of the file, and differs for a credit alike in another account", async () => {
    const ids = async (name: string) => (await readOfx(demo(name))).map((c) => c.id)
    expect(await ids("extrato-sgml-1.x.ofx")).toEqual(await ids("extrato-sgml-1.x.ofx"))
    // The two demo files hold the same credits in accounts named apart (one gives its branch).
    const [sgml, xml] = [await ids("extrato-sgml-1.x.ofx"), await ids("extrato-xml-2.x.ofx")]
    expect(sgml.filter((id) => xml.includes(id))).toEqual([])
  })

  it("reads a statement without credits as none", async () => {
    expect(await readOfx(ofxSgml([{ fitid: "B", data: "20261110", valor: "-5.00" }]))).toEqual([])
  })
})

describe("OFX dates", () => {
  it("reads the offset the bank gives, and São Paulo's time when it gives none", async () => {
    expect(parseOfxDate("20261110120000[-3:BRT]")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261110120000.000[-03:BRT]")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261110120000[-03:EST]")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261110120000[+0:UTC]")?.toISOString()).toBe("2026-11-10T12:00:00.000Z")
    expect(parseOfxDate("20261110")?.toISOString()).toBe("2026-11-10T03:00:00.000Z")
    expect(parseOfxDate("202611101200")?.toISOString()).toBe("2026-11-10T15:00:00.000Z")
    expect(parseOfxDate("20261310")).toBeNull()
    expect(parseOfxDate("")).toBeNull()
  })
})

describe("hostile files", () => {
  const MB = 1024 * 1024
  /** `unit` repeated to `size` characters. */
  const fill = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)
  // Inside a transaction's value, where the reader holds the most state.
  const DENTRO = "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><MEMO>"
  const LETRAS = "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGH"

  /** How many credits the file gives, or "recusado": any other outcome, or none in time, fails. */
  async function creditosDe(text: string): Promise<number | "recusado"> {
    try {
      return (await readOfx(Buffer.from(text))).length
    } catch (error) {
      if (error instanceof OfxInvalidoError) return "recusado"
      throw error
    }
  }

  it("answers the tag of 27 to 40 letters that froze the old parser (ofx-js)", async () => {
    for (let letras = 27; letras <= 40; letras++) {
      expect([0, "recusado"]).toContain(await creditosDe(`<OFX><${LETRAS.repeat(2).slice(0, letras)}>x`))
    }
  })

  const HOSTIS: Record<string, string> = {
    "1 MB of tags of 34 letters": `<OFX>${fill(`<${LETRAS}>x`)}`,
    "1 MB of <": DENTRO + fill("<"),
    "1 MB of <A": DENTRO + fill("<A"),
    "1 MB of &#": DENTRO + fill("&#"),
    "a tag of 1 MB of letters": `${DENTRO}<${fill("A")}>x`,
    "1 MB of unclosed <!--": DENTRO + fill("<!--"),
    "100,000 nested <STMTTRN>": `${DENTRO}${"<STMTTRN>".repeat(100_000)}${"</STMTTRN>".repeat(100_000)}`,
  }

  it.each(Object.entries(HOSTIS))("answers %s, with no credit made up", async (_, text) => {
    expect([0, "recusado"]).toContain(await creditosDe(text))
  })

  it("answers a hostile file as large as the page accepts", async () => {
    const max = EXTRATO_ARQUIVO.maxBytes
    const textos = Object.values(HOSTIS)
    const partes = textos.map((text) => text.slice(0, Math.ceil(max / textos.length)))
    const hostil = (DENTRO + partes.join("")).slice(0, max)
    expect(hostil.length).toBe(max)
    expect([0, "recusado"]).toContain(await creditosDe(hostil))
  })
})
