// The bank statements on PocketBase (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues):
// a statement imported (its credits kept as JSON until the treasurer confirms), its credits matched
// to the dues the page's reader gives, and the confirmation (PocketBase's route: one transaction).
// Always with the user's token: only the financial director imports and confirms, the president and
// the fiscal council read.
import { createHash } from "node:crypto"
import { assinaturaTexto, type Credito } from "@veteranos/domain/extratos"
import { proposeBaixas, type MensalidadeDoExtrato } from "./extrato-matching.server"
import type { LinhaDoExtrato } from "./extrato-linhas"
import type { Mensalidade } from "~/features/mensalidades/mensalidades.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { apiPath } from "@veteranos/domain/rotas-api"

export type Extrato = {
  id: string
  arquivo_nome: string
  creditos: Credito[]
  importado_por_nome: string
  /** When it was imported (an instant). */
  created: string
}

/** Stores an imported statement's credits; answers its id. */
export async function createExtrato(
  token: string,
  arquivoNome: string,
  creditos: Credito[],
): Promise<string> {
  const record = await createPocketBase(token)
    .collection("extratos")
    .create<{ id: string }>({ arquivo_nome: arquivoNome.slice(0, 255), creditos }, { fields: "id" })
  return record.id
}

/**
 * The statement imported before with the same credits (PocketBase's hook signs each the same way),
 * or null.
 */
export async function findExtratoIgual(
  token: string,
  creditos: readonly Credito[],
): Promise<Pick<Extrato, "id" | "created"> | null> {
  if (creditos.length === 0) return null
  const assinatura = createHash("sha256").update(assinaturaTexto(creditos)).digest("hex")
  const pb = createPocketBase(token)
  const found = await pb.collection("extratos").getList<Pick<Extrato, "id" | "created">>(1, 1, {
    filter: pb.filter("assinatura = {:assinatura}", { assinatura }),
    fields: "id,created",
  })
  return found.items[0] ?? null
}

/**
 * /painel/financeiro/extrato's data, as PocketBase's reader gives it
 * (pocketbase/pb_hooks/lib/paginas/financeiro-extrato.js): the latest statements, or (?id=) the
 * statement (null when it is not there), the dues its credits may pay with their members' names, and
 * which of its CPFs belong to someone with a pending due.
 */
export type ExtratoPagina = {
  recentes: Omit<Extrato, "creditos">[]
  extrato: Extrato | null
  mensalidades?: Array<Mensalidade & { associado_nome: string; transacao_id: string }>
  cpfs?: Record<string, string>
}

/** The statement's credits as its page lists them, each with the due proposed from the current dues. */
export async function linhasDoExtrato(
  extrato: Extrato,
  { mensalidades = [], cpfs = {} }: Pick<ExtratoPagina, "mensalidades" | "cpfs">,
): Promise<LinhaDoExtrato[]> {
  const doExtrato: MensalidadeDoExtrato[] = mensalidades.map((mensalidade) => ({
    id: mensalidade.id,
    associado_id: mensalidade.associado_id,
    associado_nome: mensalidade.associado_nome,
    descricao: mensalidade.descricao,
    data_vencimento: mensalidade.data_vencimento.slice(0, 10),
    valor: mensalidade.valor,
    status: mensalidade.status,
    transacao_id: mensalidade.transacao_id ?? "",
  }))
  const propostas = await proposeBaixas(extrato.creditos, doExtrato, new Map(Object.entries(cpfs)))
  return propostas.map((proposta) => {
    const { credito, mensalidade } = proposta
    return {
      id: credito.id,
      data: credito.data,
      valor: credito.valor,
      conta: credito.conta,
      texto: [credito.nome, credito.memo, credito.refnum].filter(Boolean).join(" · "),
      tipo: proposta.tipo,
      motivo: proposta.tipo === "sem-proposta" ? proposta.motivo : null,
      mensalidade: mensalidade && {
        id: mensalidade.id,
        associado_nome: mensalidade.associado_nome,
        descricao: mensalidade.descricao,
        valor: mensalidade.valor,
      },
    }
  })
}

/** A due chosen to be paid by a credit (its identity). */
export type Baixa = { mensalidade: string; credito: string }

export type ResultadoBaixas = {
  pagas: number
  naoAplicadas: Array<Baixa & { motivo: "importado" | "alterada" | "valor" }>
}

/** Pays the chosen dues from the statement's credits (PocketBase's route, one transaction). */
export async function confirmBaixas(
  token: string,
  extrato: string,
  baixas: Baixa[],
): Promise<ResultadoBaixas> {
  return createPocketBase(token).send<ResultadoBaixas>(apiPath("confirmBaixas"), {
    method: "POST",
    body: { extrato, baixas },
  })
}
