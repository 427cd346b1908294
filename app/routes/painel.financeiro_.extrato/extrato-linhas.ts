// What the statement's page lists, as the loader computes it and the components show it: a credit
// with the due it pays, the tab it is under, and the statement's summary.
import { LIMITES } from "@veteranos/domain/paginas"
import { readPage, readStatus } from "~/utils/list-params"

/** One credit of the statement as the page shows it: `id` is its identity. */
export type LinhaDoExtrato = {
  id: string
  data: string
  valor: number
  /** The account it came in: "Banco 001 · Ag. 1234-5 · C/C 12345-6". */
  conta: string
  texto: string
  /** How its due was found; "importado": it paid that due already. */
  tipo: "codigo" | "cpf" | "nome" | "abreviado" | "importado" | "sem-proposta"
  /** Why it has no proposal. */
  motivo: string | null
  mensalidade: { id: string; associado_nome: string; descricao: string; valor: number } | null
}

/** The statement's tabs (?status=): its proposals are the first, without the parameter. */
export const EXTRATO_ABAS = ["importados", "sem-proposta"] as const
export type ExtratoAba = (typeof EXTRATO_ABAS)[number] | null

/** The tab a credit is listed under. */
export function abaDa(linha: Pick<LinhaDoExtrato, "tipo">): ExtratoAba {
  return linha.tipo === "importado" ? "importados" : linha.tipo === "sem-proposta" ? "sem-proposta" : null
}

export type ExtratoResumo = { id: string; arquivo_nome: string; importado_por_nome: string; created: string }

/** The tab and page the address asks for (?status=, ?pagina=), with each tab's count. */
export function pageOfLinhas(todas: readonly LinhaDoExtrato[], params: URLSearchParams) {
  const aba = readStatus(params, EXTRATO_ABAS)
  const daAba = todas.filter((linha) => abaDa(linha) === aba)
  const porPagina = LIMITES.creditosDoExtratoPorPagina
  const totalPaginas = Math.max(1, Math.ceil(daAba.length / porPagina))
  const pagina = Math.min(readPage(params), totalPaginas)
  const contar = (de: ExtratoAba) => todas.filter((linha) => abaDa(linha) === de).length
  return {
    aba,
    contagem: {
      propostas: contar(null),
      importados: contar("importados"),
      semProposta: contar("sem-proposta"),
    },
    linhas: daAba.slice((pagina - 1) * porPagina, pagina * porPagina),
    pagina,
    totalPaginas,
  }
}

/** A ticked box's value on the statement's page: the due it pays and the credit paying it. */
export const baixaValue = (mensalidade: string, credito: string) => `${mensalidade}:${credito}`

/** The due and the credit of a box's value (neither a record id nor a credit's identity holds a colon). */
export function readBaixaValue(value: string) {
  const at = value.indexOf(":")
  return { mensalidade: value.slice(0, at < 0 ? 0 : at), credito: at < 0 ? "" : value.slice(at + 1) }
}
