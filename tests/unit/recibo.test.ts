// A receipt's words (app/features/mensalidades/recibo.ts): the amount in words as Brazilian
// Portuguese writes it on a receipt, from R$ 0,01 to R$ 99.999,99 (the values that trip a writer of
// number words, then every cent of a range and a sweep across the whole), the month it settles, the
// CPF and CNPJ as printed, who signs, and the code's address.
import { describe, expect, it } from "vitest"
import {
  formatCpf,
  reciboOf,
  referenteA,
  valorComExtenso,
  valorPorExtenso,
  type ReciboDados,
} from "~/features/mensalidades/recibo"

describe("the amount in words", () => {
  it.each([
    [0.01, "um centavo"],
    [0.1, "dez centavos"],
    [0.99, "noventa e nove centavos"],
    [1, "um real"],
    [1.01, "um real e um centavo"],
    [2, "dois reais"],
    [16.5, "dezesseis reais e cinquenta centavos"],
    [80, "oitenta reais"],
    [100, "cem reais"],
    [101.5, "cento e um reais e cinquenta centavos"],
    [115.2, "cento e quinze reais e vinte centavos"],
    [200, "duzentos reais"],
    [1000, "mil reais"],
    [1001, "mil e um reais"],
    [1100, "mil e cem reais"],
    [1234.56, "mil duzentos e trinta e quatro reais e cinquenta e seis centavos"],
    [2000, "dois mil reais"],
    [21000, "vinte e um mil reais"],
    [50000.05, "cinquenta mil reais e cinco centavos"],
    [99999.99, "noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos"],
  ])("R$ %d is '%s'", (valor, words) => {
    expect(valorPorExtenso(valor)).toBe(words)
  })

  it("reads an amount a sum left with a float's tail as its cents", () => {
    expect(valorPorExtenso(0.1 + 0.2)).toBe("trinta centavos")
    expect(valorPorExtenso(80.00000000001)).toBe("oitenta reais")
  })

  it("stands beside the figures", () => {
    expect(valorComExtenso(80)).toBe("R$\u00a080,00 (oitenta reais)")
    expect(valorComExtenso(1001)).toBe("R$\u00a01.001,00 (mil e um reais)")
  })

  const ENDING = /^[a-zãáéêíóõúç]+( [a-zãáéêíóõúç]+)* (real|reais|centavo|centavos)$/

  /**
   * The amounts among `cents` (in cents) whose words break a rule: they end in reais or centavos (the
   * cents when there are any), and an amount of reais and cents is its reais' words and its cents'
   * words joined by 'e'. Collected, then checked once: an assertion per amount would take minutes.
   */
  function broken(cents: Iterable<number>) {
    const wrong: Array<[number, string]> = []
    for (const c of cents) {
      const words = valorPorExtenso(c / 100)
      const [reais, centavos] = [Math.trunc(c / 100), c % 100]
      const ending = centavos === 0 ? /(real|reais)$/ : /centavos?$/
      const joined =
        reais === 0 ||
        centavos === 0 ||
        words === `${valorPorExtenso(reais)} e ${valorPorExtenso(centavos / 100)}`
      if (!ENDING.test(words) || !ending.test(words) || !joined) wrong.push([c, words])
    }
    return wrong
  }

  /** From `de` to `ate` cents, `passo` cents at a time. */
  function* range(de: number, ate: number, passo = 1) {
    for (let c = de; c <= ate; c += passo) yield c
  }

  it("writes every cent from R$ 0,01 to R$ 1.200,00 as reais before centavos", () => {
    expect(broken(range(1, 120_000))).toEqual([])
  })

  it("writes amounts across the whole range, to R$ 99.999,99, the same way, with 'mil' from R$ 1.000,00", () => {
    const amounts = [...range(120_001, 9_999_999, 997), 9_999_999]
    expect(broken(amounts)).toEqual([])
    expect(amounts.filter((c) => !/(^| )mil( |$)/.test(valorPorExtenso(c / 100)))).toEqual([])
  })
})

describe("the receipt's texts", () => {
  const dados: ReciboDados = {
    mensalidade: {
      valor: 80,
      descricao: "Mensalidade Novembro/2026",
      data_vencimento: "2026-11-10",
      pago_em: "2026-11-09 13:00:00.000Z",
      forma_pagamento: "pix",
      pago_por_nome: "José Tesoureiro",
    },
    pagador: { nome: "Maria das Dores Souza", cpf: "52998224725" },
    associacao: {
      nome: "Associação dos Veteranos",
      cnpj: "12.345.678/0001-95",
      endereco: "Rua das Palmeiras, 120, Rio Claro – SP",
      cidade: "Rio Claro – SP",
    },
    signatario: "José Tesoureiro",
    codigo: "K7QM2XHD9TPA",
    siteUrl: "https://veteranos.example.org/",
  }

  it("say the month settled in lower case, the CPF punctuated, and who signs", () => {
    expect(referenteA("2026-11")).toBe("referente à mensalidade de novembro/2026")
    expect(referenteA("2027-03")).toBe("referente à mensalidade de março/2027")
    expect(formatCpf("52998224725")).toBe("529.982.247-25")
    expect(formatCpf("529.982.247-25")).toBe("529.982.247-25")
    expect(formatCpf("")).toBe("")
    const recibo = reciboOf(dados)
    expect(recibo).toMatchObject({
      associacao: "Associação dos Veteranos",
      cnpj: "CNPJ 12.345.678/0001-95",
      valor: "R$\u00a080,00",
      extenso: "oitenta reais",
      declaracao:
        "Recebemos de Maria das Dores Souza, CPF 529.982.247-25, a importância de R$\u00a080,00 (oitenta reais), referente à mensalidade de novembro/2026, e damos plena quitação.",
      localData: "Rio Claro – SP, 09/11/2026.",
      assinatura: { nome: "José Tesoureiro", cargo: "Diretor Financeiro" },
      verificacao: {
        codigo: "K7QM-2XHD-9TPA",
        url: "https://veteranos.example.org/verificar/recibo/K7QM-2XHD-9TPA",
      },
      arquivo: "recibo-novembro-2026.pdf",
    })
    expect(recibo.linhas).toEqual([
      { rotulo: "Associado", valor: "Maria das Dores Souza" },
      { rotulo: "CPF", valor: "529.982.247-25" },
      { rotulo: "Referente a", valor: "Mensalidade Novembro/2026" },
      { rotulo: "Vencimento", valor: "10/11/2026" },
      { rotulo: "Valor pago", valor: "R$\u00a080,00 (oitenta reais)" },
      { rotulo: "Forma de pagamento", valor: "PIX" },
      { rotulo: "Pagamento confirmado em", valor: "09/11/2026 às 10:00" },
      { rotulo: "Confirmado por", valor: "José Tesoureiro" },
    ])
  })

  it("leave out what is not known: the CPF, the CNPJ, the director (the board's finance signs), the code", () => {
    const recibo = reciboOf({
      ...dados,
      mensalidade: { ...dados.mensalidade, data_vencimento: "2027-03-10" },
      pagador: { nome: "Maria das Dores Souza", cpf: "" },
      associacao: { ...dados.associacao, cnpj: "" },
      signatario: "",
      codigo: "",
    })
    expect(recibo.declaracao).toMatch(/^Recebemos de Maria das Dores Souza a importância de /)
    expect(recibo.cnpj).toBe("")
    expect(recibo.linhas.map((linha) => linha.rotulo)).not.toContain("CPF")
    expect(recibo.assinatura).toEqual({ nome: "", cargo: "Diretoria financeira" })
    expect(recibo.verificacao).toBeNull()
    // The file's name has no accent a browser could garble.
    expect(recibo.arquivo).toBe("recibo-marco-2027.pdf")
  })
})
