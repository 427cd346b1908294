// Which due each credit of a bank statement pays (docs/decisions/dues-and-pix.md#which-due-a-credit-pays),
// proposed for the treasurer to confirm: pure, the loader gives it the credits, the dues and which
// account each CPF of the statement belongs to. In order of certainty, each pass over every credit
// still without a proposal, each due proposed to one credit at most:
//
// 1. A credit whose identity a due keeps was imported before: it shows as such.
// 2. The due whose PIX code (MENS and its id) is in the credit's texts, with the exact amount; with
//    another amount it is shown as 'valor diferente' and never proposed.
// 3. The member whose CPF is in the credit's texts: their oldest pending due of the amount.
// 4. The member the credit names, in full or shortened as banks shorten names: their oldest pending
//    due of the amount; the fuller name wins, and two members named alike are no proposal.
// Only the first two are ticked by default (extrato.tsx); everything else says why it has none.
import { setImmediate } from "node:timers/promises"
import type { Credito } from "@veteranos/domain/extratos"
import type { MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { cpfsDo, textosDo } from "@veteranos/domain/extratos-cpf"
import { IndiceDeNomes } from "./extrato-pagadores.server"

/** A due as the matching reads it. */
export type MensalidadeDoExtrato = {
  id: string
  /** The member's account (cadastro_geral), as `mensalidades.associado_id`. */
  associado_id: string
  associado_nome: string
  descricao: string
  /** yyyy-MM-dd */
  data_vencimento: string
  valor: number
  status: MensalidadeStatus
  /** The identity of the credit that paid it; "" when none did. */
  transacao_id: string
}

/** How a credit's due was found, most certain first. */
type TipoDeBaixa = "codigo" | "cpf" | "nome" | "abreviado"

export const MOTIVOS = {
  valor: "valor diferente",
  ambiguo: "mais de uma mensalidade possível",
  semNome: "nenhum associado com esse nome",
  proposta: "a mensalidade já foi proposta a outro crédito",
} as const

export type Proposta =
  | { tipo: "importado"; credito: Credito; mensalidade: MensalidadeDoExtrato }
  | { tipo: TipoDeBaixa; credito: Credito; mensalidade: MensalidadeDoExtrato }
  | {
      tipo: "sem-proposta"
      credito: Credito
      motivo: (typeof MOTIVOS)[keyof typeof MOTIVOS]
      /** The due the credit points at, when a different amount is why. */
      mensalidade: MensalidadeDoExtrato | null
    }

const cents = (valor: number) => Math.round(valor * 100)

/** Letters and digits only, lower case: a PIX code found however the bank spaced or cased it. */
const compact = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "")
// MENS and a record id (15 lower-case letters and digits), as txidFor writes a due's PIX code.
const CODIGO = /mens([a-z0-9]{15})/g

type Achado = Proposta | null

/** The pending dues, and what finding one of a member's, of an amount, needs. */
class Abertas {
  private readonly porAssociado = new Map<string, MensalidadeDoExtrato[]>()
  readonly porId = new Map<string, MensalidadeDoExtrato>()
  private readonly usadas = new Set<string>()

  constructor(mensalidades: readonly MensalidadeDoExtrato[]) {
    const abertas = mensalidades
      .filter((m) => m.status === "pendente" && !m.transacao_id)
      .sort((a, b) => a.data_vencimento.localeCompare(b.data_vencimento) || a.id.localeCompare(b.id))
    for (const m of abertas) {
      this.porId.set(m.id, m)
      const lista = this.porAssociado.get(m.associado_id) ?? []
      lista.push(m)
      this.porAssociado.set(m.associado_id, lista)
    }
  }

  /** Each member with a pending due, with the name the due was listed with. */
  associados(): Array<[id: string, nome: string]> {
    return [...this.porAssociado].map(([id, lista]) => [id, lista[0]!.associado_nome])
  }

  livre = (m: MensalidadeDoExtrato) => !this.usadas.has(m.id)
  usar = (m: MensalidadeDoExtrato) => this.usadas.add(m.id)

  /** The member's oldest free due of the credit's amount, or why there is none. */
  doAssociado(associado: string, credito: Credito): MensalidadeDoExtrato | "valor" | "proposta" {
    const lista = (this.porAssociado.get(associado) ?? []).filter(this.livre)
    return lista.find((m) => cents(m.valor) === cents(credito.valor)) ?? (lista.length ? "valor" : "proposta")
  }
}

function porCodigo(credito: Credito, abertas: Abertas): Achado {
  const texto = compact(textosDo(credito).join(" "))
  for (const [, id] of texto.matchAll(CODIGO)) {
    const mensalidade = abertas.porId.get(id!)
    if (!mensalidade || !abertas.livre(mensalidade)) continue
    if (cents(mensalidade.valor) !== cents(credito.valor)) {
      return { tipo: "sem-proposta", credito, motivo: MOTIVOS.valor, mensalidade }
    }
    return { tipo: "codigo", credito, mensalidade }
  }
  return null
}

/** The proposal for the members a credit points at (by CPF or by name), or why there is none. */
function dosAssociados(tipo: TipoDeBaixa, credito: Credito, associados: readonly string[], abertas: Abertas) {
  const achados = associados.map((associado) => abertas.doAssociado(associado, credito))
  const mensalidades = achados.filter((a): a is MensalidadeDoExtrato => typeof a === "object")
  if (mensalidades.length === 1) return { tipo, credito, mensalidade: mensalidades[0]! }
  const motivo =
    mensalidades.length > 1 ? MOTIVOS.ambiguo : achados.includes("valor") ? MOTIVOS.valor : MOTIVOS.proposta
  return { tipo: "sem-proposta" as const, credito, motivo, mensalidade: null }
}

/** How many credits a pass reads before the other requests get their turn. */
const CREDITOS_POR_VEZ = 1000

/**
 * Each credit, in the statement's order, with its proposed due, the due it already paid, or why it
 * has none. `cpfs`: the account of each CPF that belongs to someone with a pending due. A statement
 * of thousands of credits takes a tenth of a second: it lets other requests in as it goes.
 */
export async function proposeBaixas(
  creditos: readonly Credito[],
  mensalidades: readonly MensalidadeDoExtrato[],
  cpfs: ReadonlyMap<string, string>,
): Promise<Proposta[]> {
  const pagas = new Map(mensalidades.filter((m) => m.transacao_id).map((m) => [m.transacao_id, m]))
  const abertas = new Abertas(mensalidades)
  const nomes = new IndiceDeNomes(abertas.associados())
  const propostas: Achado[] = creditos.map((credito) => {
    const paga = pagas.get(credito.id)
    return paga ? { tipo: "importado", credito, mensalidade: paga } : null
  })
  const pass = async (find: (credito: Credito) => Achado) => {
    for (let n = 0; n < creditos.length; n++) {
      if (n % CREDITOS_POR_VEZ === CREDITOS_POR_VEZ - 1) await setImmediate()
      if (propostas[n]) continue
      const achado = find(creditos[n]!)
      if (!achado) continue
      if (achado.tipo !== "sem-proposta") abertas.usar(achado.mensalidade)
      propostas[n] = achado
    }
  }
  await pass((credito) => porCodigo(credito, abertas))
  await pass((credito) => {
    const associados = [...new Set(cpfsDo(credito).flatMap((cpf) => cpfs.get(cpf) ?? []))]
    return associados.length ? dosAssociados("cpf", credito, associados, abertas) : null
  })
  await pass((credito) => {
    const nomeados = nomes.nomeados(credito)
    if (nomeados.size === 0) return null
    const [semelhanca] = nomeados.values()
    const tipo = semelhanca!.tipo === "completo" ? "nome" : "abreviado"
    return dosAssociados(tipo, credito, [...nomeados.keys()], abertas)
  })
  return creditos.map(
    (credito, n) =>
      propostas[n] ?? { tipo: "sem-proposta", credito, motivo: MOTIVOS.semNome, mensalidade: null },
  )
}
