// The minutes' model (app/features/assembleias/ata.ts): what the page and the PDF both say, from the
// data PocketBase's reader gives: the quorum as a percentage, each item's sentence, the signatures,
// the annex, the file's name; and the PDF, read back, says it with its accents.
import { extractText } from "unpdf"
import { describe, expect, it } from "vitest"
import { ataOf, votacaoOf, type AtaDados } from "~/features/assembleias/ata"
import { ataPdf } from "~/features/assembleias/ata-pdf.server"
import type { AssembleiaItem } from "~/features/assembleias/assembleias"
import type { EleicaoAta } from "~/features/assembleias/ata-eleicao"

const item = (extra: Partial<AssembleiaItem>): AssembleiaItem => ({
  id: "item",
  ordem: 1,
  titulo: "Item",
  tipo: "deliberacao",
  ano: 0,
  qualificada: false,
  forma: "",
  a_favor: 0,
  contra: 0,
  abstencoes: 0,
  resultado: "",
  votado_em: "",
  observacoes: "",
  ...extra,
})

const dados = (extra: { status?: "aberta" | "encerrada"; encerrada_em?: string } = {}) =>
  ({
    assembleia: {
      id: "a1",
      tipo: "ordinaria",
      // 15/03/2027 19:00 in São Paulo.
      primeira_chamada: "2027-03-15 22:00:00.000Z",
      status: extra.status ?? "encerrada",
      modalidade: "presencial",
      local: "Sede social, Rua das Flores, 100",
      link: "",
      instrucoes: "",
      publicada_em: "2027-02-20 12:00:00.000Z",
      convocada_por_nome: "José Carlos Ferreira",
      convocada_por_cargo: "Presidente",
      cancelada_em: "",
      motivo_cancelamento: "",
      aberta_em: "2027-03-15 21:50:00.000Z",
      instalada_em: "2027-03-15 22:32:00.000Z",
      chamada: "segunda",
      encerrada_em: extra.encerrada_em ?? "2027-03-16 00:05:00.000Z",
      estatuto: { antecedenciaDias: 10, quorum: "1/2", minutosSegundaChamada: 30, maioriaQualificada: "2/3" },
    },
    itens: [
      item({
        titulo: "Contas de 2026",
        tipo: "contas",
        ano: 2026,
        forma: "aberta",
        a_favor: 20,
        contra: 2,
        abstencoes: 1,
        resultado: "aprovado",
        observacoes: "  Parecer do conselho lido.  ",
      }),
      item({ ordem: 2, titulo: "Relatório da diretoria", tipo: "informe" }),
      item({
        ordem: 3,
        titulo: "Reforma do estatuto",
        qualificada: true,
        forma: "aclamacao",
        resultado: "aprovado",
      }),
    ],
    contagem: {
      lista: true,
      aptos: 61,
      presentesAptos: 23,
      presentesNaoAptos: 2,
      quorum: 31,
      linha: "Presentes aptos: 23 de 61 (37,7%) — quórum da 1ª convocação: 31",
      segundaChamada: "2027-03-15T22:30:00.000Z",
      chamadaAgora: { chamada: "segunda" },
    },
    presentes: [
      { nome: "Ana Souza", apto: true },
      { nome: "Bruno Lima", apto: false },
      { nome: "Carla Dias", apto: true },
    ],
    associacao: { nome: "Associação dos Veteranos", cnpj: "" },
    secretario: "",
  }) satisfies NonNullable<AtaDados["ata"]>

describe("the minutes' model", () => {
  it("says the quorum as a percentage of the members able to vote, and on which call it began", () => {
    const ata = ataOf(dados())
    const valor = (rotulo: string) => ata.dados.find((d) => d.rotulo === rotulo)?.valor
    expect(valor("Quórum")).toBe("37,7% dos aptos a votar (23 de 61)")
    expect(valor("Presentes")).toBe("25 associados: 23 aptos a votar e 2 não aptos")
    expect(valor("Aptos a votar")).toBe("61 associados")
    expect(valor("Data")).toBe("15/03/2027")
    expect(valor("Início")).toBe("19:32, em 2ª convocação")
    expect(valor("Encerramento")).toBe("21:05")
    expect(ata.titulo).toBe("ATA DA ASSEMBLEIA GERAL ORDINÁRIA")
    expect(ata.arquivo).toBe("ata-assembleia-2027-03-15.pdf")
  })

  it("writes each item's sentence: its form, counts, majority and result; a report is not voted", () => {
    const ata = ataOf(dados())
    expect(ata.itens).toEqual([
      {
        numero: 1,
        titulo: "Contas de 2026",
        votacao: "Forma de votação: votação aberta (20 a favor, 2 contra, 1 abstenção). Resultado: Aprovado.",
        eleitos: [],
        observacoes: "Parecer do conselho lido.",
      },
      {
        numero: 2,
        titulo: "Relatório da diretoria",
        votacao: "Informe, sem votação.",
        eleitos: [],
        observacoes: "",
      },
      {
        numero: 3,
        titulo: "Reforma do estatuto",
        votacao:
          "Forma de votação: por aclamação. Exigida a maioria qualificada de 2/3 dos aptos presentes. Resultado: Aprovado.",
        eleitos: [],
        observacoes: "",
      },
    ])
    expect(votacaoOf(item({}), { maioriaQualificada: "2/3" })).toBe("Não votado.")
    expect(
      votacaoOf(item({ forma: "aberta", a_favor: 3, contra: 3, abstencoes: 2, resultado: "reprovado" }), {
        maioriaQualificada: "2/3",
      }),
    ).toBe("Forma de votação: votação aberta (3 a favor, 3 contra, 2 abstenções). Resultado: Reprovado.")
  })

  it("signs with the president who convened and a blank secretary; the annex splits who may vote", () => {
    const ata = ataOf(dados())
    expect(ata.assinaturas).toEqual([
      { cargo: "Presidente", nome: "José Carlos Ferreira" },
      { cargo: "Secretário", nome: "" },
    ])
    expect(ata.anexo).toEqual({ aptos: ["Ana Souza", "Carla Dias"], naoAptos: ["Bruno Lima"] })
    expect(ata.cnpj).toBe("")
  })

  it("is a draft until the assembly closes", () => {
    const ata = ataOf(dados({ status: "aberta", encerrada_em: "" }))
    expect(ata.final).toBe(false)
    expect(ata.dados.find((d) => d.rotulo === "Encerramento")?.valor).toBe("Assembleia ainda não encerrada.")
    expect(ataOf(dados()).final).toBe(true)
  })
})

describe("an election in the minutes", () => {
  const eleicao: EleicaoAta = {
    orgaos: ["conselho"],
    mandato_inicio: "2027-04-01 00:00:00.000Z",
    mandato_fim: "2030-03-31 00:00:00.000Z",
    desempate: "",
    chapas: [
      { id: "c1", titulo: "Chapa 1 — Renovação" },
      { id: "c2", titulo: "Chapa 2 — União" },
    ],
    apuracao: { rodada: 1, chapas: { c1: 12, c2: 7 }, branco: 2, nulo: 1, votantes: 22, presentesAptos: 23 },
    eleita: {
      titulo: "Chapa 1 — Renovação",
      membros: [
        { nome: "Ana Souza", cargo: "presidente-conselho", tipo: "conselho", cpf: "52998224725" },
        { nome: "Carla Dias", cargo: "conselheiro", tipo: "conselho", cpf: "" },
      ],
    },
  }
  const comEleicao = (e: EleicaoAta) => ({
    ...dados(),
    itens: [item({ id: "e1", titulo: "Eleição do Conselho Fiscal", tipo: "eleicao", forma: "secreta" })],
    eleicoes: { e1: e },
  })

  it("says the secret ballot, the turnout, each slate's votes, blank and null, and who was elected", () => {
    const [linha] = ataOf(comEleicao(eleicao)).itens
    expect(linha!.votacao).toBe(
      "Forma de votação: por escrutínio secreto. Votaram 22 de 23 aptos presentes. " +
        "Chapa 1 — Renovação: 12 votos; Chapa 2 — União: 7 votos; em branco: 2; nulos: 1. " +
        "Eleita a Chapa 1 — Renovação, para o mandato de 01/04/2027 a 31/03/2030:",
    )
    expect(linha!.eleitos).toEqual([
      "Presidente do Conselho Fiscal: Ana Souza, CPF 529.982.247-25",
      "Conselheiro Fiscal: Carla Dias",
    ])
  })

  it("records a tie and the statute's decision, and no winner before it", () => {
    const apuracao = { ...eleicao.apuracao!, chapas: { c1: 9, c2: 9 }, empate: ["c1", "c2"] }
    const empate = ataOf(comEleicao({ ...eleicao, apuracao, eleita: null })).itens[0]!
    expect(empate.votacao).toContain(
      "Empate entre Chapa 1 — Renovação e Chapa 2 — União. Nenhuma chapa eleita.",
    )
    expect(empate.eleitos).toEqual([])
    const decidido = ataOf(comEleicao({ ...eleicao, apuracao, desempate: "O candidato mais antigo." }))
    expect(decidido.itens[0]!.votacao).toContain("Desempate: O candidato mais antigo. Eleita a Chapa 1")
    expect(ataOf(comEleicao({ ...eleicao, apuracao: null, eleita: null })).itens[0]!.votacao).toBe(
      "Forma de votação: por escrutínio secreto. Votação não encerrada.",
    )
  })
})

describe("the minutes' PDF", () => {
  it("holds the model's texts, accents and all, the annex on a page of its own", async () => {
    const pdf = await ataPdf(ataOf(dados({ status: "aberta", encerrada_em: "" })))
    const { text, totalPages } = await extractText(pdf, { mergePages: false })
    expect(totalPages).toBe(2)
    const [ata, anexo] = text
    for (const part of [
      "ATA DA ASSEMBLEIA GERAL ORDINÁRIA",
      "Minuta — a ata fica final quando a assembleia for encerrada.",
      "37,7% dos aptos a votar (23 de 61)",
      "19:32, em 2ª convocação",
      "Forma de votação: votação aberta (20 a favor, 2 contra, 1 abstenção). Resultado: Aprovado.",
      "Observações: Parecer do conselho lido.",
      "José Carlos Ferreira",
    ])
      expect(ata).toContain(part)
    expect(anexo).toContain("ANEXO — LISTA DE PRESENÇA")
    expect(anexo).toContain("Aptos a votar (2)")
    expect(anexo).toContain("Não aptos a votar (1)")
    expect(anexo).toContain("Bruno Lima")
  })
})
