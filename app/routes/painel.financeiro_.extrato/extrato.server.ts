// The bank statements on PocketBase (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues):
// a statement imported (its credits kept as JSON until the treasurer confirms), read back, the dues
// its credits may pay, and the confirmation (PocketBase's route: one transaction). Always with the
// user's token: only the financial director imports and confirms, the president and the fiscal
// council read.
import { createHash } from "node:crypto"
import { assinaturaTexto, type Credito } from "@veteranos/domain/extratos"
import { proposeBaixas, type MensalidadeDoExtrato } from "./extrato-matching.server"
import { cpfsDo } from "./extrato-pagadores.server"
import type { LinhaDoExtrato } from "./extrato-linhas"
import { withAssociadoNames } from "~/features/mensalidades/financeiro.server"
import { FIELDS, type Mensalidade } from "~/features/mensalidades/mensalidades.server"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"
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

/** One statement, or null when it does not exist or is not the user's to read. */
export async function getExtrato(token: string, id: string): Promise<Extrato | null> {
  try {
    const record = await createPocketBase(token)
      .collection("extratos")
      .getOne<Extrato>(id, { fields: "id,arquivo_nome,creditos,importado_por_nome,created" })
    return { ...record, creditos: Array.isArray(record.creditos) ? record.creditos : [] }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The latest statements imported, newest first, without their credits. */
export async function listExtratos(token: string, count: number): Promise<Omit<Extrato, "creditos">[]> {
  const page = await createPocketBase(token)
    .collection("extratos")
    .getList<Omit<Extrato, "creditos">>(1, count, {
      sort: "-created,-id",
      fields: "id,arquivo_nome,importado_por_nome,created",
    })
  return page.items
}

type MensalidadeComTransacao = Mensalidade & { transacao_id?: string }

/**
 * The dues the credits may concern, with their members' names: every pending one, and those paid
 * by a credit posted within the statement's first and last instants (a credit's due is paid at
 * its instant).
 */
async function listMensalidadesDoExtrato(
  token: string,
  creditos: readonly Credito[],
): Promise<MensalidadeDoExtrato[]> {
  const pb = createPocketBase(token)
  const fields = `${FIELDS},transacao_id`
  const items = await pb
    .collection("mensalidades")
    .getFullList<MensalidadeComTransacao>({ filter: 'status = "pendente"', fields, batch: 500 })
  const instantes = creditos.map((credito) => credito.instante).sort()
  if (instantes.length > 0) {
    const filter = pb.filter("transacao_id != '' && pago_em >= {:de} && pago_em <= {:ate}", {
      de: new Date(instantes[0]!),
      ate: new Date(instantes.at(-1)!),
    })
    items.push(
      ...(await pb
        .collection("mensalidades")
        .getFullList<MensalidadeComTransacao>({ filter, fields, batch: 500 })),
    )
  }
  const comNome = await withAssociadoNames(token, items)
  return comNome.map((mensalidade, n) => ({
    id: mensalidade.id,
    associado_id: mensalidade.associado_id,
    associado_nome: mensalidade.associado_nome,
    descricao: mensalidade.descricao,
    data_vencimento: mensalidade.data_vencimento,
    valor: mensalidade.valor,
    status: mensalidade.status,
    transacao_id: items[n]?.transacao_id ?? "",
  }))
}

/** Which of the statement's CPFs belong to someone with a pending due (PocketBase's route). */
async function findDevedoresPorCpf(token: string, creditos: readonly Credito[]) {
  const cpfs = [...new Set(creditos.flatMap(cpfsDo))]
  if (cpfs.length === 0) return new Map<string, string>()
  const { associados } = await createPocketBase(token).send<{ associados: Record<string, string> }>(
    apiPath("findDevedoresPorCpf"),
    { method: "POST", body: { cpfs } },
  )
  return new Map(Object.entries(associados))
}

/** The statement's credits as its page lists them, each with the due proposed from the current dues. */
export async function linhasDoExtrato(token: string, extrato: Extrato): Promise<LinhaDoExtrato[]> {
  const [mensalidades, cpfs] = await Promise.all([
    listMensalidadesDoExtrato(token, extrato.creditos),
    findDevedoresPorCpf(token, extrato.creditos),
  ])
  const propostas = await proposeBaixas(extrato.creditos, mensalidades, cpfs)
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
