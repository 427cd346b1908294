// Membership requests (`pedido_socio`): the only code that reads or writes them. The public form
// creates them; the president lists, corrects, decides and deletes them, always with their own
// token, so PocketBase's rules (only the president) apply to every call.
import type { ListResult } from "pocketbase"
import type { PedidoSocioInput } from "~/features/pedido-socio/pedido-socio.schema"
import type { PedidoSocioDados } from "~/features/pedido-socio/pedido-socio-edicao.schema"
import type { PedidoSocioStatus } from "@veteranos/domain/pedido-socio"
import { searchTerms } from "~/utils/busca"
import { withSeen } from "@veteranos/domain/mudancas"
import { foldEmail } from "@veteranos/domain/contas"
import { createPocketBase, isNotFound, staleChangeOr } from "~/http/pocketbase.server"
import { PRIVACIDADE_VERSAO } from "~/features/site/privacidade"
import { apiPath } from "@veteranos/domain/rotas-api"

const PEDIDO_SOCIO_TIPO = "filiacao"

const FIELDS = "id,nome,email,telefone,data_nascimento,rg,cpf,endereco,observacoes,status,created"

export type PedidoSocio = {
  id: string
  nome: string
  email: string
  telefone: string
  /** yyyy-MM-dd */
  data_nascimento: string
  rg: string
  cpf: string
  endereco: string
  observacoes: string
  status: PedidoSocioStatus
  /** When the request arrived (an instant, as PocketBase stores it). */
  created: string
}

/**
 * A request as the president reads it to decide: also the account its e-mail already has (null:
 * none), which an approval links instead of creating one (computed by PocketBase's hook, for the
 * president only).
 */
export type PedidoSocioToDecide = PedidoSocio & { conta_existente: { nome: string } | null }

/** The fields of a request the president decides on. */
const FIELDS_TO_DECIDE = `${FIELDS},conta_existente`

export type PedidoSocioFiltro = {
  /** null: every status. */
  status: PedidoSocioStatus | null
  /** The search box's text: name or e-mail (any case, any accents) or part of the CPF. */
  q: string | null
}

/**
 * Stores a new request from the public form, as a visitor (no token): always pendente, tipo
 * filiacao, stamped with the moment it was sent and the moment the applicant consented (LGPD).
 */
export async function createPedidoSocio(dados: PedidoSocioInput, now: Date = new Date()): Promise<void> {
  const pb = createPocketBase()
  const moment = now.toISOString()
  // The schema's output is exactly what the form asks for (zod drops any other field).
  await pb.collection("pedido_socio").create({
    ...dados,
    observacoes: dados.observacoes ?? "",
    status: "pendente" satisfies PedidoSocioStatus,
    tipo: PEDIDO_SOCIO_TIPO,
    data_solicitacao: moment,
    consentimento_em: moment,
    consentimento_versao: PRIVACIDADE_VERSAO,
  })
}

function listOptions(
  pb: ReturnType<typeof createPocketBase>,
  { status, q }: PedidoSocioFiltro,
  fields: string = FIELDS,
) {
  const filters: string[] = []
  if (status) filters.push(pb.filter("status = {:status}", { status }))
  const terms = searchTerms(q)
  if (terms) {
    // `busca` holds the folded name and e-mail and the CPF's digits (see the PocketBase hook).
    filters.push(
      terms.digitos
        ? pb.filter("(busca ~ {:texto} || busca ~ {:digitos})", terms)
        : pb.filter("busca ~ {:texto}", terms),
    )
  }
  return { filter: filters.join(" && "), sort: "-created,-id", fields }
}

function toPedidoSocio<T extends PedidoSocio>(record: T): T {
  return {
    ...record,
    // PocketBase stores a date as "yyyy-MM-dd 00:00:00.000Z"; the birth date is a calendar day.
    data_nascimento: record.data_nascimento.slice(0, 10),
    observacoes: record.observacoes ?? "",
  }
}

function toPedidoSocioToDecide(record: PedidoSocioToDecide): PedidoSocioToDecide {
  return { ...toPedidoSocio(record), conta_existente: record.conta_existente ?? null }
}

/**
 * What /painel/solicitacoes shows, as PocketBase's reader gives it
 * (pb_hooks/lib/paginas/solicitacoes.js): a page of the requests that match, newest first, how many
 * wait for the president, and the request a dialog is about (null when none).
 */
export type SolicitacoesDaPagina = {
  lista: ListResult<PedidoSocioToDecide>
  pendentes: number
  pedido: PedidoSocioToDecide | null
}

/** Every request that matches, newest first (the CSV export). */
export async function listAllPedidosSocio(token: string, filtro: PedidoSocioFiltro): Promise<PedidoSocio[]> {
  const pb = createPocketBase(token)
  const items = await pb
    .collection("pedido_socio")
    .getFullList<PedidoSocio>({ ...listOptions(pb, filtro), batch: 500 })
  return items.map(toPedidoSocio)
}

/** One request, or null when it does not exist (or is not the user's to see). */
export async function getPedidoSocio(token: string, id: string): Promise<PedidoSocioToDecide | null> {
  try {
    const record = await createPocketBase(token)
      .collection("pedido_socio")
      .getOne<PedidoSocioToDecide>(id, { fields: FIELDS_TO_DECIDE })
    return toPedidoSocioToDecide(record)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/**
 * Corrects a request's data, as long as it still has the status `de` the president saw (the status
 * itself changes only through decidePedidoSocio). Refused with StaleChangeError.
 */
export async function updatePedidoSocio(
  token: string,
  id: string,
  dados: PedidoSocioDados,
  de: PedidoSocioStatus,
): Promise<void> {
  try {
    await createPocketBase(token)
      .collection("pedido_socio")
      .update(id, withSeen({ ...dados, observacoes: dados.observacoes ?? "" }, { status: de }))
  } catch (error) {
    throw staleChangeOr(error)
  }
}

export async function deletePedidoSocio(token: string, id: string): Promise<void> {
  await createPocketBase(token).collection("pedido_socio").delete(id)
}

export type DecisaoPedidoSocio = {
  status: PedidoSocioStatus
  /** The request's name, as decided: the president's message names the person. */
  nome: string
  /**
   * On approval, the member's account: created by it (`criada`), or the one the request's e-mail
   * already had, linked and left to its owner; absent for the other decisions.
   */
  conta?: { criada: boolean; nome: string }
  /**
   * The e-mail to the applicant (on approval: the new account's welcome with its set-password link,
   * or a notice without a link to an account that existed; on rejection a notice); null when the
   * new status sends none (back to pendente).
   */
  email: { enviado: boolean } | null
  /**
   * On approval of a new account whose e-mail was not sent: its set-password link for the president
   * to pass on. Never for an account that already existed.
   */
  link: string | null
}

/**
 * Moves a request from `de` to `status`, all on the server (a PocketBase route, in one
 * transaction): approving creates the member (or links the account the e-mail already has, without
 * a link to it) and e-mails the applicant. Refused with StaleChangeError when the request is no
 * longer `de`.
 */
export async function decidePedidoSocio(
  token: string,
  id: string,
  { status, de }: { status: PedidoSocioStatus; de: PedidoSocioStatus },
): Promise<DecisaoPedidoSocio> {
  try {
    return await createPocketBase(token).send<DecisaoPedidoSocio>(apiPath("decidePedidoSocio", id), {
      method: "POST",
      body: withSeen({ status }, { status: de }),
    })
  } catch (error) {
    throw staleChangeOr(error)
  }
}

/** The membership requests sent with the user's own e-mail (PocketBase lets them read only those). */
export async function listPedidosSocioDoEmail(token: string, email: string): Promise<PedidoSocio[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("pedido_socio").getFullList<PedidoSocio>({
    filter: pb.filter("email = {:email}", { email: foldEmail(email) }),
    sort: "-created",
    fields: FIELDS,
  })
  return items.map(toPedidoSocio)
}
