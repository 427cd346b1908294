// Which due each credit of a bank statement pays (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues),
// proposed for the treasurer to confirm: pure, the loader gives it the credits and the dues.
//
// 1. A credit whose FITID a due already keeps was imported before: it shows as such.
// 2. A credit whose name or memo holds a pending due's PIX transaction id (MENS and the due's id,
//    which its PIX code carries) proposes that due.
// 3. Otherwise a pending due of the same amount whose member's name is in the name or memo, the
//    longest name first (the fullest match), then the oldest due.
// 4. Anything else has no proposal. Each due is proposed to one credit at most, the id's proposals
//    taken before the names'.
import type { Credito } from "@veteranos/domain/extratos"
import { foldForSearch } from "@veteranos/domain/busca"
import type { MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { txidFor } from "~/features/mensalidades/pix.server"

/** A due as the matching reads it. */
export type MensalidadeDoExtrato = {
  id: string
  associado_nome: string
  descricao: string
  /** yyyy-MM-dd */
  data_vencimento: string
  valor: number
  status: MensalidadeStatus
  /** The FITID of the credit that paid it; "" when none did. */
  transacao_id: string
}

export type Proposta =
  | { tipo: "importado"; credito: Credito; mensalidade: MensalidadeDoExtrato }
  | { tipo: "codigo" | "nome"; credito: Credito; mensalidade: MensalidadeDoExtrato }
  | { tipo: "sem-proposta"; credito: Credito; mensalidade: null }

const cents = (valor: number) => Math.round(valor * 100)

/** Letters and digits only, lower case: a transaction id found however the bank spaced or cased it. */
const compact = (value: string) => foldForSearch(value).replace(/[^a-z0-9]/g, "")

/** Folded words between single spaces, padded, so a name matches whole words only. */
const words = (value: string) => ` ${foldForSearch(value.replace(/[^\p{L}\p{N}]+/gu, " "))} `

const textOf = (credito: Credito) => `${credito.nome} ${credito.memo}`

function byTxid(credito: Credito, abertas: readonly MensalidadeDoExtrato[], usadas: Set<string>) {
  const texto = compact(textOf(credito))
  return abertas.find((m) => !usadas.has(m.id) && texto.includes(compact(txidFor(m.id)))) ?? null
}

function byNome(credito: Credito, abertas: readonly MensalidadeDoExtrato[], usadas: Set<string>) {
  const texto = words(textOf(credito))
  const candidatas = abertas.filter((m) => {
    const nome = words(m.associado_nome)
    return !usadas.has(m.id) && cents(m.valor) === cents(credito.valor) && nome.trim() && texto.includes(nome)
  })
  candidatas.sort(
    (a, b) =>
      words(b.associado_nome).length - words(a.associado_nome).length ||
      a.data_vencimento.localeCompare(b.data_vencimento) ||
      a.id.localeCompare(b.id),
  )
  return candidatas[0] ?? null
}

/** Each credit, in the statement's order, with its proposed due (or the due it already paid). */
export function proposeBaixas(
  creditos: readonly Credito[],
  mensalidades: readonly MensalidadeDoExtrato[],
): Proposta[] {
  const pagas = new Map(mensalidades.filter((m) => m.transacao_id).map((m) => [m.transacao_id, m]))
  const abertas = mensalidades.filter((m) => m.status === "pendente" && !m.transacao_id)
  const usadas = new Set<string>()
  const propostas: Array<Proposta | null> = creditos.map((credito) => {
    const paga = pagas.get(credito.fitid)
    return paga ? { tipo: "importado", credito, mensalidade: paga } : null
  })
  const pass = (tipo: "codigo" | "nome", find: typeof byTxid) => {
    creditos.forEach((credito, n) => {
      if (propostas[n]) return
      const mensalidade = find(credito, abertas, usadas)
      if (!mensalidade) return
      usadas.add(mensalidade.id)
      propostas[n] = { tipo, credito, mensalidade }
    })
  }
  pass("codigo", byTxid)
  pass("nome", byNome)
  return creditos.map((credito, n) => propostas[n] ?? { tipo: "sem-proposta", credito, mensalidade: null })
}
