// Months of dues as the treasurer reads and types them on /painel/financeiro: 'dezembro/2026' (the
// month's name in lower case and the year) for the stored yyyy-MM, read back in any capitals, with
// or without accents, and the months 'Lançar' offers (from the one PocketBase's reader suggests). Pure: the schema, the dialog and the loader
// share them.
import { foldForSearch } from "@veteranos/domain/busca"
import { MES_ISO, MESES } from "@veteranos/domain/datas"

const NOMES = MESES.map((nome) => nome.toLocaleLowerCase("pt-BR"))
const NOMES_SEM_ACENTO = MESES.map(foldForSearch)

/** "dezembro/2026" for "2026-12". */
export function mesPorExtenso(mes: string): string {
  return `${NOMES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(0, 4)}`
}

/** The month after `mes` (both yyyy-MM): "2027-01" after "2026-12". */
export function mesSeguinte(mes: string): string {
  const ano = Number(mes.slice(0, 4))
  const m = Number(mes.slice(5, 7))
  return m === 12 ? `${ano + 1}-01` : `${ano}-${String(m + 1).padStart(2, "0")}`
}

/** `count` months from `mes` on, `mes` first (yyyy-MM each). */
export function mesesAPartirDe(mes: string, count: number): string[] {
  const meses = [mes]
  while (meses.length < count) meses.push(mesSeguinte(meses[meses.length - 1]!))
  return meses
}

/**
 * The month a person typed, as yyyy-MM, or null: "dezembro/2026", "Março de 2027", "marco 2027",
 * "dez/2026" (three letters or more of one month's name), "12/2026" or "2026-12".
 */
export function readMonth(texto: string): string | null {
  const text = foldForSearch(texto)
  if (MES_ISO.test(text)) return text
  const match = /^([a-z]+|\d{1,2})\s*(?:\/|-|de)?\s*(\d{4})$/.exec(text)
  if (!match) return null
  const [, nome, ano] = match as unknown as [string, string, string]
  let numero: number
  if (/^\d+$/.test(nome)) numero = Number(nome)
  else {
    const candidatos = NOMES_SEM_ACENTO.filter((mes) => nome.length >= 3 && mes.startsWith(nome))
    numero = candidatos.length === 1 ? NOMES_SEM_ACENTO.indexOf(candidatos[0]!) + 1 : 0
  }
  const mes = `${ano}-${String(numero).padStart(2, "0")}`
  return MES_ISO.test(mes) ? mes : null
}

/**
 * Whose due and which month, under a change's message: "Mensalidade de Ana Souza (novembro/2026)."
 * (the month of its due date, yyyy-MM-dd).
 */
export function mensalidadeDe(nome: string, vencimento: string): string {
  const mes = mesPorExtenso(vencimento.slice(0, 7))
  return nome ? `Mensalidade de ${nome} (${mes}).` : `Mensalidade de ${mes}.`
}
