// The bank statements on PocketBase (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues):
// a statement imported (its credits kept as JSON until the treasurer confirms), read back, the dues
// its credits may pay, and the confirmation (PocketBase's route: one transaction). Always with the
// user's token: only the financial director imports and confirms, the president and the fiscal
// council read.
import type { Credito } from "@veteranos/domain/extratos"
import { proposeBaixas, type MensalidadeDoExtrato } from "~/features/mensalidades/extrato-matching.server"
import type { LinhaDoExtrato } from "~/features/mensalidades/extrato"
import { withAssociadoNames } from "~/features/mensalidades/financeiro.server"
import { FIELDS, type Mensalidade } from "~/features/mensalidades/mensalidades.server"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"

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
 * The dues the credits may concern, with their members' names: every pending one, and those that
 * a credit of the statement already paid (by its FITID).
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
  const fitids = creditos.map((credito) => credito.fitid)
  // In slices, so the filter stays short however long the statement.
  for (let n = 0; n < fitids.length; n += 50) {
    const filter = fitids
      .slice(n, n + 50)
      .map((fitid, i) => pb.filter(`transacao_id = {:f${i}}`, { [`f${i}`]: fitid }))
      .join(" || ")
    items.push(
      ...(await pb.collection("mensalidades").getFullList<MensalidadeComTransacao>({ filter, fields })),
    )
  }
  const unicas = [...new Map(items.map((item) => [item.id, item])).values()]
  const comNome = await withAssociadoNames(token, unicas)
  return comNome.map((mensalidade, n) => ({
    id: mensalidade.id,
    associado_nome: mensalidade.associado_nome,
    descricao: mensalidade.descricao,
    data_vencimento: mensalidade.data_vencimento,
    valor: mensalidade.valor,
    status: mensalidade.status,
    transacao_id: unicas[n]?.transacao_id ?? "",
  }))
}

/** The statement's credits as its page lists them, each with the due proposed from the current dues. */
export async function linhasDoExtrato(token: string, extrato: Extrato): Promise<LinhaDoExtrato[]> {
  const mensalidades = await listMensalidadesDoExtrato(token, extrato.creditos)
  return proposeBaixas(extrato.creditos, mensalidades).map(({ tipo, credito, mensalidade }) => ({
    id: credito.fitid,
    data: credito.data,
    valor: credito.valor,
    texto: [credito.nome, credito.memo].filter(Boolean).join(" · "),
    tipo,
    mensalidade: mensalidade && {
      id: mensalidade.id,
      associado_nome: mensalidade.associado_nome,
      descricao: mensalidade.descricao,
    },
  }))
}

export type Baixa = { mensalidade: string; fitid: string }

export type ResultadoBaixas = {
  pagas: number
  naoAplicadas: Array<Baixa & { motivo: "importado" | "alterada" }>
}

/** Pays the chosen dues from the statement's credits (PocketBase's route, one transaction). */
export async function confirmBaixas(
  token: string,
  extrato: string,
  baixas: Baixa[],
): Promise<ResultadoBaixas> {
  return createPocketBase(token).send<ResultadoBaixas>("/api/associacao/mensalidades/baixas", {
    method: "POST",
    body: { extrato, baixas },
  })
}
