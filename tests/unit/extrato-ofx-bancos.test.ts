// The statements Brazilian banks export, as each writes them (tests/support/extratos/bancos/, one
// layout a file, its README says which trait each carries): every credit is read, once, in its
// account, with the text where that bank writes the payer; the debits are left out; and each
// credit's identity tells apart the credits a FITID alone does not, the same at every reading.
import { readdirSync, readFileSync } from "node:fs"
import type { Credito } from "@veteranos/domain/extratos"
import { describe, expect, it } from "vitest"
import { readOfx } from "~/routes/painel.financeiro_.extrato/extrato-ofx.server"

const PASTA = new URL("../support/extratos/bancos/", import.meta.url)
const extrato = (name: string) => readFileSync(new URL(name, PASTA))
const ARQUIVOS = readdirSync(PASTA).filter((name) => name.endsWith(".ofx"))

/** A credit as one line (every field but its id): an empty text is left out. */
function linha({ fitid, instante, data, valor, nome, memo, refnum }: Credito): string {
  const texts = [nome && `nome: ${nome}`, memo && `memo: ${memo}`, refnum && `refnum: ${refnum}`]
  return [fitid, instante, data, valor.toFixed(2), ...texts.filter(Boolean)].join(" | ")
}

/** The file's credits by account, each account's in the file's order. */
async function porConta(name: string): Promise<Record<string, string[]>> {
  const contas: Record<string, string[]> = {}
  for (const credito of await readOfx(extrato(name))) (contas[credito.conta] ??= []).push(linha(credito))
  return contas
}

describe("each bank's statement", () => {
  it("Banco do Brasil: both accounts of the file (checking, savings) keep their own credits, accents read from Windows-1252", async () => {
    const bytes = extrato("banco-do-brasil.ofx")
    // The fixture's trait: its accents are Windows-1252 bytes, which are not UTF-8.
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow()
    expect(await porConta("banco-do-brasil.ofx")).toEqual({
      "Banco 001 · Ag. 3062-1 · C/C 41207-X": [
        "20261103001 | 2026-11-03T13:15:22.000Z | 2026-11-03 | 80.00 | memo: Pix - Recebido 03/11 10:15 52998224725 JOÃO CONCEIÇÃO | refnum: 31.510",
        "20261105001 | 2026-11-05T22:02:44.000Z | 2026-11-05 | 95.00 | memo: Pix - Recebido 05/11 19:02 31804765163 MÁRCIA HELENA ARAÚJO | refnum: 31.622",
        // 23:30 in São Paulo is the next day in Greenwich: the credit keeps São Paulo's day.
        "20261107001 | 2026-11-08T02:30:00.000Z | 2026-11-07 | 80.00 | memo: Transferência recebida 07/11 3062 41888-2 JOSÉ ANTÔNIO BRAGA | refnum: 50.208",
      ],
      "Banco 001 · Ag. 3062-1 · C/C 98765-0": [
        "20261101001 | 2026-11-01T15:00:00.000Z | 2026-11-01 | 3.17 | memo: Rendimento Poupança | refnum: 000001",
        "20261108001 | 2026-11-08T11:12:05.000Z | 2026-11-08 | 160.00 | memo: Pix - Recebido 08/11 08:12 70641298331 LÚCIA FERNANDES GUSMÃO | refnum: 31.977",
      ],
    })
    // The file's order: the checking account's statement comes first.
    expect((await readOfx(bytes)).map((c) => c.conta.slice(-7))).toEqual([
      "41207-X",
      "41207-X",
      "41207-X",
      "98765-0",
      "98765-0",
    ])
  })

  it("Itaú: dates without a time are São Paulo's day; DEP, XFER and OTHER credits are kept, a PAYMENT written positive is not", async () => {
    expect(await porConta("itau.ofx")).toEqual({
      "Banco 0341 · C/C 0912456781": [
        "20261103001 | 2026-11-03T03:00:00.000Z | 2026-11-03 | 80.00 | memo: PIX TRANSF JOAO PE03/11 | refnum: 20261103001",
        "20261103002 | 2026-11-03T03:00:00.000Z | 2026-11-03 | 150.00 | memo: DEP DINHEIRO AG 0912 | refnum: 20261103002",
        "20261104001 | 2026-11-04T03:00:00.000Z | 2026-11-04 | 95.00 | memo: TED 237.2045.RITA C ALVES | refnum: 20261104001",
        "20261105001 | 2026-11-05T03:00:00.000Z | 2026-11-05 | 80.00 | memo: PIX QRS MARCOS VI05/11 | refnum: 20261105001",
      ],
    })
  })

  it("Bradesco: the [-03:EST] offset and amounts written with a decimal comma and thousands dots", async () => {
    expect(await porConta("bradesco.ofx")).toEqual({
      "Banco 0237 · Ag. 2045 · C/C 0081234-7": [
        "N10311:03/11/26:80,00:4417201 | 2026-11-03T03:00:00.000Z | 2026-11-03 | 80.00 | memo: Transfe Pix Rem: Ana Paula Ribeir 03/11 | refnum: 4417201",
        "N10312:04/11/26:1.280,00:4417388 | 2026-11-04T03:00:00.000Z | 2026-11-04 | 1280.00 | memo: Transf Autoriz Rem: Clube Amigos do Esp | refnum: 4417388",
        "N10314:05/11/26:95,00:4419025 | 2026-11-06T00:30:00.000Z | 2026-11-05 | 95.00 | memo: Transfe Pix Rem: Carlos Eduardo Mo 05/11 | refnum: 4419025",
      ],
    })
  })

  it("Caixa: the payer's CPF and name, written only in REFNUM, reach the credit", async () => {
    expect(await porConta("caixa.ofx")).toEqual({
      "Banco 104 · Ag. 1679 · C/C 003000012345": [
        "202611040001 | 2026-11-04T13:22:33.000Z | 2026-11-04 | 80.00 | memo: RECEBIMENTO PIX | refnum: 70641298331 PEDRO H SANTOS",
        "202611040002 | 2026-11-04T20:45:10.000Z | 2026-11-04 | 80.00 | memo: RECEBIMENTO PIX | refnum: 27481503923 TEREZINHA A LIMA",
        "202611060001 | 2026-11-06T11:01:59.000Z | 2026-11-06 | 95.00 | memo: RECEBIMENTO PIX | refnum: 86123057480 BENEDITO R COSTA",
        "202611070001 | 2026-11-07T14:30:00.000Z | 2026-11-07 | 200.00 | memo: DP DINHEIRO LOT | refnum: 071130",
      ],
    })
  })

  it("Santander: every credit under the repeated FITID 000000 is kept, two identical ones as two", async () => {
    expect(await porConta("santander.ofx")).toEqual({
      "Banco 033 · Ag. 4321 · C/C 130012345": [
        "000000 | 2026-11-10T17:32:00.000Z | 2026-11-10 | 80.00 | memo: PIX RECEBIDO MARIA APARECIDA DOS SANTOS",
        "000000 | 2026-11-10T17:32:00.000Z | 2026-11-10 | 80.00 | memo: PIX RECEBIDO MARIA APARECIDA DOS SANTOS",
        "000000 | 2026-11-10T17:32:00.000Z | 2026-11-10 | 80.00 | memo: PIX RECEBIDO JORGE LUIZ PEREIRA",
        "000000 | 2026-11-10T17:32:00.000Z | 2026-11-10 | 95.00 | memo: PIX RECEBIDO ROSANGELA DE FATIMA",
        "000000 | 2026-11-11T12:15:00.000Z | 2026-11-11 | 80.00 | memo: PIX RECEBIDO WAGNER TEIXEIRA",
      ],
    })
    const [primeiro, segundo] = await readOfx(extrato("santander.ofx"))
    expect(primeiro!.id).not.toBe(segundo!.id)
  })

  it("Nubank (XML 2.x): the payer in the MEMO, with a masked or a full CPF, in UTF-8", async () => {
    expect(await porConta("nubank.ofx")).toEqual({
      "Banco 0260 · Ag. 0001 · C/C 8812345-6": [
        "6543a1f2-7c1d-4e0b-9a55-0b7e1c2d3f40 | 2026-11-03T03:00:00.000Z | 2026-11-03 | 80.00 | memo: Transferência recebida pelo Pix - JOSÉ CARLOS FERREIRA - •••.456.789-•• - BCO DO BRASIL S.A. (0001) Agência: 1234 Conta: 56789-0",
        "6545f0c3-18aa-4b7e-8d21-5f0e6a7b8c91 | 2026-11-04T03:00:00.000Z | 2026-11-04 | 80.00 | memo: Transferência recebida pelo Pix - ANA BEATRIZ GONÇALVES - 453.178.206-26 - ITAÚ UNIBANCO S.A. (0341) Agência: 912 Conta: 45678-1",
        "6547b2e8-9d0a-41bc-8e3f-a1b2c3d4e5f6 | 2026-11-06T03:00:00.000Z | 2026-11-06 | 95.00 | memo: Transferência recebida pelo Pix - SEBASTIÃO RODRIGUES NETO - •••.982.247-•• - NU PAGAMENTOS - IP (0260) Agência: 1 Conta: 9876543-2",
        "654a0f1e-2d3c-4b5a-8697-a8b9c0d1e2f3 | 2026-11-08T03:00:00.000Z | 2026-11-08 | 80.00 | memo: Transferência Recebida - JOSÉ CARLOS FERREIRA - 123.456.789-09 - BCO DO BRASIL S.A. (0001) Agência: 1234 Conta: 56789-0",
      ],
    })
  })

  it("Nubank (SGML header, every element closed): UTF-8 text under a CHARSET:1252 header", async () => {
    expect(await porConta("nubank-sgml.ofx")).toEqual({
      "Banco 0260 · Ag. 0001 · C/C 8812345-6": [
        "654a11b2-c3d4-4e5f-8a6b-7c8d9e0f1a2b | 2026-11-08T03:00:00.000Z | 2026-11-08 | 80.00 | memo: Transferência recebida pelo Pix - CLÁUDIA REGINA MOTTA - •••.047.651-•• - CAIXA ECONOMICA FEDERAL (0104) Agência: 1679 Conta: 5566-7",
        "654c3d4e-5f60-4172-a839-4a5b6c7d8e9f | 2026-11-10T03:00:00.000Z | 2026-11-10 | 80.00 | memo: Transferência Recebida - OSWALDO PIRES JÚNIOR - 861.230.574-80 - BCO BRADESCO S.A. (0237) Agência: 2045 Conta: 11223-4",
      ],
    })
  })

  it("Inter (XML 2.x): the payer's name as the bank shortened it in NAME, and fractional seconds", async () => {
    expect(await porConta("inter.ofx")).toEqual({
      "Banco 077 · Ag. 0001 · C/C 23456789-0": [
        "202611031530120001 | 2026-11-03T18:30:12.000Z | 2026-11-03 | 80.00 | nome: JOSE C FERR | memo: PIX RECEBIDO",
        "202611040815000002 | 2026-11-04T11:15:00.000Z | 2026-11-04 | 80.00 | nome: MARIA S OLIV | memo: PIX RECEBIDO",
        "202611052245000004 | 2026-11-06T01:45:00.000Z | 2026-11-05 | 95.00 | nome: ANTONIO R | memo: PIX RECEBIDO",
      ],
    })
  })

  it("Sicoob: the payer's CPF and shortened name, written only in the FITID, reach the credit whole", async () => {
    expect(await porConta("sicoob.ofx")).toEqual({
      "Banco 756 · Ag. 3033 · C/C 456789": [
        "PIX_CRED 45317820626 MARIA S OLIVEIRA | 2026-11-03T13:15:00.000Z | 2026-11-03 | 80.00 | memo: RECEBIMENTO PIX",
        "PIX_CRED 94035281760 GERALDO M NUNES | 2026-11-03T19:40:00.000Z | 2026-11-03 | 80.00 | memo: RECEBIMENTO PIX",
        "PIX_CRED 61570439206 LUIZA F PRADO | 2026-11-05T10:10:00.000Z | 2026-11-05 | 95.00 | memo: RECEBIMENTO PIX",
      ],
    })
  })

  it("Sicredi: UTF-8 SGML with blank lines, entities and a bare &, times without an offset in São Paulo", async () => {
    expect(await porConta("sicredi.ofx")).toEqual({
      "Banco 748 · Ag. 0815 · C/C 34567-8": [
        "2026110300091 | 2026-11-03T12:30:00.000Z | 2026-11-03 | 80.00 | memo: RECEBIMENTO PIX SIRLENE DA GRAÇA PORTO",
        "2026110400117 | 2026-11-04T17:00:00.000Z | 2026-11-04 | 150.00 | memo: TED RECEBIDA BAR & LANCHES DO VALE",
        "2026110500203 | 2026-11-06T01:15:00.000Z | 2026-11-05 | 80.00 | memo: RECEBIMENTO PIX CASA & CONSTRUÇÃO ZANETTI",
      ],
    })
  })
})

describe("a credit's identity", () => {
  it.each(ARQUIVOS)("%s: each credit has its own id, the same at every reading", async (name) => {
    const ids = (await readOfx(extrato(name))).map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect((await readOfx(extrato(name))).map((c) => c.id)).toEqual(ids)
  })

  it("every bank's file is tested above", async () => {
    // A fixture added to the folder without its expected credits would prove nothing.
    expect([...ARQUIVOS].sort()).toEqual([
      "banco-do-brasil.ofx",
      "bradesco.ofx",
      "caixa.ofx",
      "inter.ofx",
      "itau.ofx",
      "nubank-sgml.ofx",
      "nubank.ofx",
      "santander.ofx",
      "sicoob.ofx",
      "sicredi.ofx",
    ])
  })
})
