// Reservations of the association's spaces (`reservas`): the only code that reads or writes them,
// always with the user's token, so PocketBase's rules and hooks (
// docs/decisions/reservations.md#booking-limits and docs/decisions/reservations.md#rules-enforced-in-pocketbase) apply to every call: members book for themselves, the president decides.
import type { ListResult } from "pocketbase"
import type { ReservaInput } from "~/features/reservas/reserva.schema"
import type { Espaco } from "~/features/reservas/espacos.server"
import { RESERVA_CODIGOS, RESERVA_MENSAGENS, type ReservaStatus } from "@veteranos/domain/reservas"
import { withSeen } from "@veteranos/domain/mudancas"
import { ClientResponseError, createPocketBase, isNotFound, staleChangeOr } from "~/http/pocketbase.server"
import { storedDate, storedDay } from "@veteranos/domain/datas"

// The space's name comes with each reservation (docs/decisions/reservations.md#spaces-are-records).
const FIELDS =
  "id,espaco,data,hora_inicio,hora_fim,capacidade,associado_id,associado_nome,status,created,expand.espaco.nome"
const EXPAND = "espaco"

export type Reserva = {
  id: string
  /** The space's record. */
  espaco: string
  /** The space's name, as its record has it now. */
  local: string
  /** yyyy-MM-dd (the São Paulo day). */
  data: string
  /** "HH:mm" */
  hora_inicio: string
  /** "HH:mm" */
  hora_fim: string
  capacidade: number
  associado_id: string
  associado_nome: string
  status: ReservaStatus
  /** When the request was made (an instant, as PocketBase stores it). */
  created: string
}

/** An approved reservation's time, without who booked it (`reservas_ocupadas`). */
export type HorarioOcupado = {
  id: string
  /** The space's record. */
  espaco: string
  /** yyyy-MM-dd */
  data: string
  hora_inicio: string
  hora_fim: string
}

export type ReservaFiltro = {
  /** null: every status. */
  status: ReservaStatus | null
  /** Only this account's reservations; null: every one the user may see. */
  associadoId: string | null
}

/**
 * /painel/reservas as PocketBase's reader gives it (pocketbase/pb_hooks/lib/paginas/reservas.js): a
 * page of the reservations the user may see, how many wait for the president, the approved times of
 * the weeks ahead (with ?nova=1), the member's own pending reservation to cancel and the active spaces.
 */
export type ReservasDaPagina = {
  lista: ListResult<Reserva>
  pendentes: number
  ocupados: HorarioOcupado[]
  cancelar: Reserva | null
  espacos: Espaco[]
}

/** The time overlaps an approved reservation of the same space (PocketBase's hook refused it). */
export class HorarioOcupadoError extends Error {
  constructor() {
    super(RESERVA_MENSAGENS.ocupado)
  }
}

/** The owner's cancellation came after the president's decision. */
export class ReservaJaDecididaError extends Error {
  constructor(public readonly status: ReservaStatus) {
    super(`A reserva já está ${status}.`)
  }
}

type Stored = Omit<Reserva, "local"> & { expand?: { espaco?: { nome?: string } } }

function toReserva({ expand, ...record }: Stored): Reserva {
  return {
    ...record,
    local: expand?.espaco?.nome ?? "",
    data: storedDay(record.data),
    associado_nome: record.associado_nome ?? "",
  }
}

/** True for the hook's refusal of an overlapping time (a field error on hora_inicio). */
function isHorarioOcupado(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false
  const data = error.response?.data as Record<string, { code?: string }> | undefined
  return data?.hora_inicio?.code === RESERVA_CODIGOS.ocupado
}

/** One page of the reservations the user may see that match, the latest day first. */
export async function listReservas(
  token: string,
  { status, associadoId }: ReservaFiltro,
  page: number,
  perPage: number,
): Promise<ListResult<Reserva>> {
  const pb = createPocketBase(token)
  const filters: string[] = []
  if (status) filters.push(pb.filter("status = {:status}", { status }))
  if (associadoId) filters.push(pb.filter("associado_id = {:associadoId}", { associadoId }))
  const result = await pb.collection("reservas").getList<Stored>(page, perPage, {
    filter: filters.join(" && "),
    sort: "-data,-hora_inicio,-created",
    fields: FIELDS,
    expand: EXPAND,
  })
  return { ...result, items: result.items.map(toReserva) }
}

/** One reservation, or null when it does not exist (or is not the user's to see). */
export async function getReserva(token: string, id: string): Promise<Reserva | null> {
  try {
    const record = await createPocketBase(token)
      .collection("reservas")
      .getOne<Stored>(id, { fields: FIELDS, expand: EXPAND })
    return toReserva(record)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/**
 * Books a space for the account `associadoId` (the logged-in user: PocketBase refuses anyone
 * else), as a pending request. PocketBase checks the date, hours and people and answers field
 * errors; an overlap with an approved reservation is thrown as HorarioOcupadoError.
 */
export async function createReserva(token: string, associadoId: string, dados: ReservaInput): Promise<void> {
  try {
    await createPocketBase(token)
      .collection("reservas")
      .create({
        ...dados,
        data: storedDate(dados.data),
        associado_id: associadoId,
        status: "pendente" satisfies ReservaStatus,
      })
  } catch (error) {
    if (isHorarioOcupado(error)) throw new HorarioOcupadoError()
    throw error
  }
}

/** The owner's cancellation of a pending reservation; ReservaJaDecididaError once it is decided. */
export async function cancelReserva(token: string, id: string): Promise<void> {
  try {
    await createPocketBase(token).collection("reservas").delete(id)
  } catch (error) {
    // The rule's refusal reads as 404, like a reservation that is gone: tell the two apart.
    if (isNotFound(error)) {
      const atual = await getReserva(token, id)
      if (atual && atual.status !== "pendente") throw new ReservaJaDecididaError(atual.status)
    }
    throw error
  }
}

/**
 * The president's decision on a pending reservation. PocketBase sends the member an e-mail and
 * records the decision. StaleChangeError when it is no longer pending (decided in another tab, or a
 * replayed POST); HorarioOcupadoError when approving it would overlap an approved reservation.
 */
export async function decideReserva(
  token: string,
  id: string,
  status: Extract<ReservaStatus, "aprovado" | "rejeitado">,
): Promise<void> {
  const pendente: ReservaStatus = "pendente"
  try {
    await createPocketBase(token)
      .collection("reservas")
      .update(id, withSeen({ status }, { status: pendente }))
  } catch (error) {
    if (isHorarioOcupado(error)) throw new HorarioOcupadoError()
    throw staleChangeOr(error)
  }
}
