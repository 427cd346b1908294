// Members (`associados`): the only code that reads or writes them.
import type { ListResult } from "pocketbase"
import {
  ASSOCIADO_ATIVO,
  associadoStatusOf,
  storedAssociadoStatus,
  type AssociadoStatus,
} from "@veteranos/domain/associados"
import { searchTerms } from "~/utils/busca"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import type { Toast } from "~/http/toast.server"
import { apiPath } from "@veteranos/domain/rotas-api"
import { EMAIL_NAO_ENVIADO } from "@veteranos/domain/envios"

/**
 * The person's own membership: active or not, and since when (its membership date, which an import
 * brings and a new member gets, else the record's creation).
 */
export type Filiacao = { ativo: boolean; desde: string }

/** The user's own member record, or null when they are not (and never were) a member. */
export async function getFiliacao(token: string, cadastroId: string): Promise<Filiacao | null> {
  const pb = createPocketBase(token)
  const page = await pb
    .collection("associados")
    .getList<{ status: number; created: string; data_filiacao?: string }>(1, 1, {
      filter: pb.filter("id_cadastro_geral = {:id}", { id: cadastroId }),
      fields: "status,created,data_filiacao",
      skipTotal: true,
    })
  const associado = page.items[0]
  if (!associado) return null
  return { ativo: associado.status === ASSOCIADO_ATIVO, desde: associado.data_filiacao || associado.created }
}

// The president's members page: always the president's token, and every change through PocketBase's
// own routes (pb_hooks/associados.pb.js), which change the member and their account together.

export type Associado = {
  id: string
  nome: string
  email: string
  telefone: string
  status: AssociadoStatus
  /** When the member joined: the membership date (midnight UTC) when recorded, else the record's creation. */
  created: string
  /** The account's open deletion request (LGPD), or "". */
  exclusao_pedida_em: string
}

export type AssociadoFiltro = { status: AssociadoStatus | null; q: string | null }

type Stored = {
  id: string
  nome: string
  status: number
  created: string
  data_filiacao?: string
  expand?: { id_cadastro_geral?: { email?: string; telefone?: string; exclusao_pedida_em?: string } }
}

const LIST_FIELDS =
  "id,nome,status,created,data_filiacao,expand.id_cadastro_geral.email,expand.id_cadastro_geral.telefone,expand.id_cadastro_geral.exclusao_pedida_em"

function toAssociado(record: Stored): Associado {
  const conta = record.expand?.id_cadastro_geral
  return {
    id: record.id,
    nome: record.nome,
    email: conta?.email ?? "",
    telefone: conta?.telefone ?? "",
    status: associadoStatusOf(record.status),
    created: record.data_filiacao || record.created,
    exclusao_pedida_em: conta?.exclusao_pedida_em ?? "",
  }
}

function listOptions(pb: ReturnType<typeof createPocketBase>, { status, q }: AssociadoFiltro) {
  const filters: string[] = []
  if (status) filters.push(`status = ${storedAssociadoStatus(status)}`)
  const terms = searchTerms(q)
  // `busca` holds the folded name and e-mail (the PocketBase hook keeps it).
  if (terms) filters.push(pb.filter("busca ~ {:texto}", terms))
  return { filter: filters.join(" && "), sort: "nome,id", expand: "id_cadastro_geral", fields: LIST_FIELDS }
}

/**
 * What /painel/associados shows, as PocketBase's reader gives it (pb_hooks/lib/paginas/associados.js):
 * a page of the members that match, by name, and the member a dialog is about (null when none).
 */
export type AssociadosDaPagina = { lista: ListResult<Associado>; associado: Associado | null }

/** Every member that matches (the CSV export). */
export async function listAllAssociados(token: string, filtro: AssociadoFiltro): Promise<Associado[]> {
  const pb = createPocketBase(token)
  const items = await pb
    .collection("associados")
    .getFullList<Stored>({ ...listOptions(pb, filtro), batch: 500 })
  return items.map(toAssociado)
}

/** PocketBase refused the form's e-mail (another person's, or an active member's already). */
export class EmailEmUsoError extends Error {}

/** The member keeps dues, reservations or a board seat: not erased (set inactive instead). */
export class AssociadoComHistoricoError extends Error {}

function rethrowEmailEmUso(error: unknown): never {
  const data = error instanceof ClientResponseError ? (error.response?.data as Record<string, unknown>) : null
  if (data && "email" in data) throw new EmailEmUsoError(error instanceof Error ? error.message : "")
  throw error
}

/**
 * `criada`: the account was made now (its set-password link e-mailed, or `link` when the e-mail
 * failed); false: the e-mail already had an account, now a member, whose owner keeps their password.
 */
export type NovoAssociadoResult = { criada: boolean; email: { enviado: boolean }; link: string | null }

/** What the president is told after 'Novo Associado': which account, and whether a link went out. */
export function novoAssociadoToast(novo: NovoAssociadoResult): Toast {
  const title = "Associado cadastrado"
  if (!novo.criada)
    return {
      type: "success",
      title,
      description:
        "Este e-mail já tinha cadastro no site: a associação foi ligada a ele, e a senha continua a do dono.",
    }
  if (novo.email.enviado)
    return { type: "success", title, description: "Enviamos o link para criar a senha." }
  return {
    type: "success",
    title,
    description: `${EMAIL_NAO_ENVIADO} Envie ao associado este link para criar a senha (vale por 3 dias):`,
    link: novo.link ?? undefined,
  }
}

/** 'Novo Associado': the account, the active member and the set-password e-mail, all or nothing. */
export async function createAssociado(
  token: string,
  dados: { nome: string; email: string; telefone?: string },
): Promise<NovoAssociadoResult> {
  try {
    return await createPocketBase(token).send<NovoAssociadoResult>(apiPath("createAssociado"), {
      method: "POST",
      body: dados,
    })
  } catch (error) {
    return rethrowEmailEmUso(error)
  }
}

/** Changes the member and their account together (a status alone sets them active or inactive). */
export async function updateAssociado(
  token: string,
  id: string,
  dados: Partial<{ nome: string; email: string; telefone: string; status: AssociadoStatus }>,
): Promise<void> {
  const body = {
    ...dados,
    status: dados.status === undefined ? undefined : storedAssociadoStatus(dados.status),
  }
  try {
    await createPocketBase(token).send(apiPath("associado", id), {
      method: "POST",
      body,
    })
  } catch (error) {
    rethrowEmailEmUso(error)
  }
}

/** Erases a member without history and their account; AssociadoComHistoricoError otherwise. */
export async function deleteAssociado(token: string, id: string): Promise<void> {
  try {
    await createPocketBase(token).send(apiPath("associado", id), {
      method: "DELETE",
    })
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 409) throw new AssociadoComHistoricoError()
    throw error
  }
}

/** Answers a deletion request (LGPD): the person's data goes, the records the law keeps stay anonymous. */
export async function anonymizeAssociado(token: string, id: string): Promise<void> {
  await createPocketBase(token).send(apiPath("anonymizeAssociado", id), {
    method: "POST",
  })
}
