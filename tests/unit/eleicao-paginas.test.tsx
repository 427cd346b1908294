// The voter's side of an election as the server renders and parses it: the ballot's choice is a
// slate's id, 'branco' or 'nulo', anything else refused with the shared message; the public result
// before the closing says only when it comes, and after a tie names the tied slates and the decision
// that broke it, with a searched receipt code marked in the list.
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { cedulaCabineSchema, cedulaSchema } from "~/features/assembleias/cedula.schema"
import { ApuracaoView } from "~/routes/assembleias_.$id_.apuracao.$item/apuracao"
import type { Resultado } from "~/routes/assembleias_.$id_.apuracao.$item/resultado.server"

const CHAPA_1 = "chapa1aaaaaaaaa"
const CHAPA_2 = "chapa2aaaaaaaaa"

describe("the ballot's choice", () => {
  it("takes a slate's id, 'branco' or 'nulo'", () => {
    for (const escolha of [CHAPA_1, "branco", "nulo"])
      expect(cedulaSchema.safeParse({ escolha }).success).toBe(true)
  })

  it("refuses anything else, and none, with the shared message", () => {
    for (const escolha of [undefined, "", "Chapa 1", "<script>"]) {
      const parsed = cedulaSchema.safeParse({ escolha })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(MENSAGENS.escolha)
    }
  })

  it("in cabine mode needs the item and the member too", () => {
    expect(cedulaCabineSchema.safeParse({ escolha: "nulo" }).success).toBe(false)
    expect(
      cedulaCabineSchema.safeParse({ escolha: "nulo", item: "item1aaaaaaaaaa", associado: "conta1aaaaaaaaa" })
        .success,
    ).toBe(true)
  })
})

const BASE: Resultado = {
  assembleia: {
    id: "assemb1aaaaaaaa",
    tipo: "ordinaria",
    primeira_chamada: "2026-11-29 22:00:00.000Z",
    status: "aberta",
  },
  item: {
    id: "item1aaaaaaaaaa",
    assembleia: "assemb1aaaaaaaa",
    titulo: "Eleição do Conselho Fiscal",
    votacao: "fechada",
    rodada: 0,
    desempate: "",
    chapa_eleita: "",
  },
  chapas: [
    { id: CHAPA_1, numero: 1, nome: "Renovação", membros: [] },
    { id: CHAPA_2, numero: 2, nome: "Tradição", membros: [] },
  ],
  apuracao: null,
  recibos: [],
}

// Without the markers React writes between adjacent texts.
const html = (resultado: Resultado, busca = "") =>
  renderToString(<ApuracaoView resultado={resultado} busca={busca} />).replaceAll("<!-- -->", "")

describe("the public result page", () => {
  it("before the closing says when the count comes, and shows none", () => {
    const markup = html(BASE)
    expect(markup).toContain("A apuração sai quando a votação for encerrada.")
    expect(markup).not.toContain("Códigos dos votos")
  })

  it("after a tie broken by the statute names the tied slates, the decision and the one elected, and marks the code searched", () => {
    const markup = html(
      {
        ...BASE,
        item: {
          ...BASE.item,
          votacao: "encerrada",
          rodada: 1,
          desempate: "O mais antigo associado.",
          chapa_eleita: CHAPA_2,
        },
        apuracao: {
          rodada: 1,
          chapas: { [CHAPA_1]: 1, [CHAPA_2]: 1 },
          branco: 1,
          nulo: 0,
          validos: 2,
          vencedora: null,
          empate: [CHAPA_1, CHAPA_2],
          votantes: 3,
          presentesAptos: 4,
        },
        recibos: [
          { recibo: "0AAA-BBBB-CCCC", escolha: "Chapa 1 — Renovação" },
          { recibo: "1AAA-BBBB-CCCC", escolha: "Em branco" },
          { recibo: "2AAA-BBBB-CCCC", escolha: "Chapa 2 — Tradição" },
        ],
      },
      "1AAA-BBBB-CCCC",
    )
    expect(markup).toContain("Empate entre Chapa 1 — Renovação e Chapa 2 — Tradição.")
    expect(markup).toContain("O mais antigo associado.")
    expect(markup).toContain("Eleita: Chapa 2 — Tradição")
    expect(markup).toContain("Votaram 3 de 4 aptos presentes")
    expect(markup).toContain("Código 1AAA-BBBB-CCCC: contado como Em branco.")
    expect(markup).toMatch(/<li aria-current="true"[^>]*><span[^>]*>1AAA-BBBB-CCCC<\/span>/)
  })
})
