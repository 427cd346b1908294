// Who paid a credit, as the banks write it (docs/decisions/dues-and-pix.md#who-paid-a-credit):
// the member's CPF anywhere in the transaction's texts (app/domain/extratos-cpf.js), or the member's name, in full or shortened
// the way banks shorten names to fit a field ('JOSE C FERR' for José Carlos Ferreira). Pure: the
// matching (extrato-matching.server.ts) asks it about each credit.
import type { Credito } from "@veteranos/domain/extratos"
import { foldForSearch } from "@veteranos/domain/busca"
import { textosDo } from "@veteranos/domain/extratos-cpf"

// Words a name may have that banks often drop, and that say nothing of who it is.
const PARTICULAS = new Set(["da", "de", "do", "das", "dos", "e"])

/** A text's words, folded (no accents nor capitals), without the name particles. */
function palavras(texto: string): string[] {
  return foldForSearch(texto.replace(/[^\p{L}\p{N}]+/gu, " "))
    .split(" ")
    .filter((palavra) => palavra && !PARTICULAS.has(palavra))
}

/** How well a text names a member: every word in order ("completo"), or shortened ("abreviado"). */
export type Semelhanca = { tipo: "completo" | "abreviado"; palavras: number }

/**
 * Whether the words from `inicio` on name the member `nome` (their words): the first name whole,
 * then either the rest of the name word for word, or at least one more word that begins a later
 * word of the name, in order (an initial, or the first letters), as banks shorten names.
 */
function semelhanca(texto: readonly string[], inicio: number, nome: readonly string[]): Semelhanca | null {
  if (nome.length < 2 || texto[inicio] !== nome[0]) return null
  if (nome.every((palavra, n) => texto[inicio + n] === palavra)) {
    return { tipo: "completo", palavras: nome.length }
  }
  let casadas = 1
  let proxima = 1
  for (let at = inicio + 1; at < texto.length && proxima < nome.length; at++) {
    const palavra = texto[at]!
    let achou = -1
    for (let n = proxima; n < nome.length; n++) {
      if (nome[n]!.startsWith(palavra)) {
        achou = n
        break
      }
    }
    if (achou === -1) break
    casadas++
    proxima = achou + 1
  }
  return casadas >= 2 ? { tipo: "abreviado", palavras: casadas } : null
}

const melhor = (a: Semelhanca, b: Semelhanca) =>
  (a.tipo === b.tipo ? a.palavras - b.palavras : a.tipo === "completo" ? 1 : -1) >= 0 ? a : b

/** The members that may pay, indexed by their first name, to look each credit's words up at once. */
export class IndiceDeNomes {
  private readonly porPrimeiroNome = new Map<string, Array<{ id: string; nome: string[] }>>()

  constructor(associados: Iterable<[id: string, nome: string]>) {
    for (const [id, nome] of associados) {
      const words = palavras(nome)
      if (words.length < 2) continue
      const lista = this.porPrimeiroNome.get(words[0]!) ?? []
      lista.push({ id, nome: words })
      this.porPrimeiroNome.set(words[0]!, lista)
    }
  }

  /** The members a credit names, each with how well, only the best-named ones. */
  nomeados(credito: Credito): Map<string, Semelhanca> {
    const achados = new Map<string, Semelhanca>()
    for (const texto of textosDo(credito)) {
      const words = palavras(texto)
      words.forEach((palavra, inicio) => {
        for (const associado of this.porPrimeiroNome.get(palavra) ?? []) {
          const achado = semelhanca(words, inicio, associado.nome)
          if (!achado) continue
          const antes = achados.get(associado.id)
          achados.set(associado.id, antes ? melhor(antes, achado) : achado)
        }
      })
    }
    if (achados.size < 2) return achados
    const topo = [...achados.values()].reduce(melhor)
    return new Map([...achados].filter(([, s]) => s.tipo === topo.tipo && s.palavras === topo.palavras))
  }
}
