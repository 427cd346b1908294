// The members' spreadsheet (docs/decisions/members.md#members-move-in-from-a-spreadsheet): each
// row's checks (the shared rule PocketBase runs again: CPF check digits, dd/mm/aaaa dates, the
// required name and e-mail), people known or repeated, and the file read whichever way Excel saved
// it (';' or ',', UTF-8 or Windows-1252, XLSX), with its line numbers.
import { classifyRows, IMPORTACAO_ARQUIVO, IMPORTACAO_ERROS, validateRow } from "@veteranos/domain/importacao"
import { isEmail } from "@veteranos/domain/campos"
import { addDays, dayInSaoPaulo } from "@veteranos/domain/datas"
import { describe, expect, it } from "vitest"
import { z } from "zod"
import {
  decodeCsv,
  PlanilhaInvalidaError,
  readPlanilha,
} from "~/routes/painel.associados_.importar/importacao-arquivo.server"
import { csvOf, HEADER, xlsxOf } from "../support/planilha"

const row = (extra: Record<string, string> = {}) => ({
  nome: "Maria da Silva",
  email: "Maria@Exemplo.org ",
  telefone: "(11) 98765-4321",
  cpf: "529.982.247-25",
  data_nascimento: "05/03/1960",
  endereco: "Rua A, 10",
  data_filiacao: "",
  ...extra,
})

describe("validateRow", () => {
  it("keeps a good row as stored: e-mail folded, CPF digits, dates yyyy-MM-dd", () => {
    expect(validateRow(row({ data_filiacao: "01/02/1999" }))).toEqual({
      mensagens: [],
      pessoa: {
        nome: "Maria da Silva",
        email: "maria@exemplo.org",
        telefone: "(11) 98765-4321",
        cpf: "52998224725",
        data_nascimento: "1960-03-05",
        endereco: "Rua A, 10",
        data_filiacao: "1999-02-01",
      },
    })
  })

  it("refuses a CPF whose check digits are wrong, and one of a repeated digit", () => {
    expect(validateRow(row({ cpf: "529.982.247-26" })).mensagens).toEqual([IMPORTACAO_ERROS.cpf])
    expect(validateRow(row({ cpf: "111.111.111-11" })).mensagens).toEqual([IMPORTACAO_ERROS.cpf])
    expect(validateRow(row({ cpf: "5299822472" })).mensagens).toEqual([IMPORTACAO_ERROS.cpf])
    expect(validateRow(row({ cpf: "" })).pessoa?.cpf).toBe("")
  })

  it("takes dates as every form does (dd/mm/aaaa or aaaa-mm-dd of a real day), no birth in the future", () => {
    for (const data of ["31/02/1960", "05/13/1960", "5/3/1960", "5/3/60", "31/12/1899", "ontem"]) {
      expect(validateRow(row({ data_nascimento: data })).mensagens, data).toEqual([
        IMPORTACAO_ERROS.data_nascimento,
      ])
    }
    expect(validateRow(row({ data_nascimento: "29/02/1960" })).pessoa?.data_nascimento).toBe("1960-02-29")
    expect(validateRow(row({ data_nascimento: "1960-03-05" })).pessoa?.data_nascimento).toBe("1960-03-05")
    const [year, month, day] = addDays(dayInSaoPaulo(new Date()), 1).split("-")
    expect(validateRow(row({ data_nascimento: `${day}/${month}/${year}` })).mensagens).toEqual([
      "A data de nascimento não pode ser no futuro",
    ])
    expect(validateRow(row({ data_filiacao: "32/01/2000" })).mensagens).toEqual([
      IMPORTACAO_ERROS.data_filiacao,
    ])
  })

  it("requires the name and a real e-mail, and says every problem of the row", () => {
    expect(validateRow(row({ nome: " ", email: "maria@", cpf: "123" })).mensagens).toEqual([
      IMPORTACAO_ERROS.nome,
      IMPORTACAO_ERROS.email,
      IMPORTACAO_ERROS.cpf,
    ])
  })

  it("takes a phone as every form does (10 or 11 digits with the area code) and stores it masked", () => {
    expect(IMPORTACAO_ERROS.telefone).toBe("Telefone inválido")
    for (const telefone of ["+55 (11) 98765-4321", "98765-4321", "119876543210", "11 9876x4321"]) {
      expect(validateRow(row({ telefone })).mensagens, telefone).toEqual([IMPORTACAO_ERROS.telefone])
    }
    expect(validateRow(row({ telefone: "11987654321" })).pessoa?.telefone).toBe("(11) 98765-4321")
    expect(validateRow(row({ telefone: "11 3333.4444" })).pessoa?.telefone).toBe("(11) 3333-4444")
    expect(validateRow(row({ telefone: "" })).pessoa?.telefone).toBe("")
  })

  it("drops control characters from the name and the address, as every form does", () => {
    const pessoa = validateRow(
      row({ nome: "Maria\u0000 da\u202E Silva\u001B", endereco: "Rua A,\u0007 10" }),
    ).pessoa
    expect([pessoa?.nome, pessoa?.endereco]).toEqual(["Maria da Silva", "Rua A, 10"])
  })
})

describe("isEmail", () => {
  it("takes the addresses the forms' schemas (zod's email) take, and no other", () => {
    const samples = [
      "maria@exemplo.org",
      "maria.da-silva+clube@mail.exemplo.com.br",
      "o'neil@exemplo.org",
      "maria@",
      "maria@exemplo",
      "maria@exemplo.c",
      ".maria@exemplo.org",
      "maria..silva@exemplo.org",
      "maria silva@exemplo.org",
      "josé@exemplo.org",
      "maria@-exemplo.org",
      "maria@@exemplo.org",
    ]
    for (const sample of samples) {
      expect(isEmail(sample), sample).toBe(z.email().safeParse(sample).success)
    }
    expect(samples.filter(isEmail)).toHaveLength(3)
  })
})

describe("classifyRows", () => {
  const nobody = { email: () => false, cpf: () => false }

  it("skips people known by e-mail or CPF and rows that repeat an earlier one", () => {
    const rows = [
      { linha: 2, ...row() },
      { linha: 3, ...row({ email: "outra@exemplo.org" }) },
      { linha: 4, ...row({ email: "MARIA@exemplo.org", cpf: "" }) },
      { linha: 5, ...row({ email: "conhecida@exemplo.org", cpf: "" }) },
      { linha: 6, ...row({ email: "nova@exemplo.org", cpf: "111.444.777-35" }) },
      { linha: 7, ...row({ nome: "" }) },
    ]
    const known = {
      email: (e: string) => e === "conhecida@exemplo.org",
      cpf: (c: string) => c === "11144477735",
    }
    const result = classifyRows(rows, known).map((r) => [r.linha, r.situacao, r.mensagens])
    expect(result).toEqual([
      [2, "valida", []],
      [3, "ignorada", ["Repetida na planilha (linha 2)"]],
      [4, "ignorada", ["Repetida na planilha (linha 2)"]],
      [5, "ignorada", [IMPORTACAO_ERROS.emailCadastrado]],
      [6, "ignorada", [IMPORTACAO_ERROS.cpfCadastrado]],
      [7, "erro", [IMPORTACAO_ERROS.nome]],
    ])
    expect(classifyRows([{ linha: 2, ...row() }], nobody)[0]?.pessoa?.email).toBe("maria@exemplo.org")
  })
})

const lines = [
  [
    "Maria da Silva",
    "maria@exemplo.org",
    "11987654321",
    "529.982.247-25",
    "05/03/1960",
    "Rua São João, 10",
    "",
  ],
  ["José Conceição", "jose@exemplo.org", "", "", "", "", "01/02/1999"],
]

describe("readPlanilha", () => {
  it("reads a CSV separated by ';' in UTF-8 with its line numbers, blank lines skipped", async () => {
    const rows = await readPlanilha(csvOf([HEADER, lines[0]!, [], lines[1]!], { separator: ";" }))
    expect(rows.map((r) => [r.linha, r.nome, r.endereco, r.data_filiacao])).toEqual([
      [2, "Maria da Silva", "Rua São João, 10", ""],
      [4, "José Conceição", "", "01/02/1999"],
    ])
  })

  it("reads a CSV separated by ',' (a quoted address keeps its comma) in Windows-1252", async () => {
    const bytes = csvOf([HEADER, lines[0]!, lines[1]!], { separator: ",", encoding: "windows-1252" })
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow()
    const rows = await readPlanilha(bytes)
    expect(rows.map((r) => [r.nome, r.endereco, r.cpf])).toEqual([
      ["Maria da Silva", "Rua São João, 10", "529.982.247-25"],
      ["José Conceição", "", ""],
    ])
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe("A")
  })

  it("reads an XLSX's first sheet, a date cell as dd/mm/aaaa", async () => {
    const birth = new Date(Date.UTC(1960, 2, 5))
    const rows = await readPlanilha(
      await xlsxOf([HEADER, [...lines[0]!.slice(0, 4), birth, ...lines[0]!.slice(5)]]),
    )
    expect(rows).toEqual([
      {
        linha: 2,
        nome: "Maria da Silva",
        email: "maria@exemplo.org",
        telefone: "11987654321",
        cpf: "529.982.247-25",
        data_nascimento: "05/03/1960",
        endereco: "Rua São João, 10",
        data_filiacao: "",
      },
    ])
  })

  it("reads a CPF that Excel keeps as a number with its leading zeros", async () => {
    const rows = await readPlanilha(
      await xlsxOf([HEADER, ["Ana", "ana@exemplo.org", "", 1234567890, "", "", ""]]),
    )
    expect(rows[0]?.cpf).toBe("01234567890")
    expect(validateRow(rows[0]!).pessoa?.cpf).toBe("01234567890")
  })

  it("refuses a file without the header, one that is no spreadsheet, an empty one and too many rows", async () => {
    const refusal = (bytes: Uint8Array) => readPlanilha(bytes).catch((error: unknown) => error)
    const noHeader = await refusal(csvOf([lines[0]!], { separator: ";" }))
    expect(noHeader).toBeInstanceOf(PlanilhaInvalidaError)
    expect((noHeader as Error).message).toBe(IMPORTACAO_ARQUIVO.cabecalho)
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    expect(((await refusal(zip)) as Error).message).toBe(IMPORTACAO_ARQUIVO.invalido)
    expect(((await refusal(csvOf([HEADER], { separator: ";" }))) as Error).message).toBe(
      IMPORTACAO_ARQUIVO.vazia,
    )
    const many = Array.from({ length: IMPORTACAO_ARQUIVO.maxLinhas + 1 }, () => lines[1]!)
    expect(((await refusal(csvOf([HEADER, ...many], { separator: ";" }))) as Error).message).toBe(
      IMPORTACAO_ARQUIVO.linhas,
    )
    const big = new Uint8Array(IMPORTACAO_ARQUIVO.maxBytes + 1)
    expect(((await refusal(big)) as Error).message).toBe(IMPORTACAO_ARQUIVO.grande)
  })
})
