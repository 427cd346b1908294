// An event's places (docs/decisions/events.md#places-are-kept-by-pocketbase): the site's sign-ups and
// cancellations, and the reads beside them (the CSV, 'Meus Dados'), always with the person's token,
// so PocketBase's rules and hooks decide (a member signs up only themselves; the status and the
// promotions are the hook's). The panel's pages read the places through PocketBase's readers
// (painel-eventos.server.ts); what a page shows is worked out by vagas.ts, so the pages' scripts
// carry none of the rules.
import {
  esperaMessage,
  INSCRICAO_RECUSAS,
  INSCRICAO_STATUS_LABELS,
  PRESENCA_CANCELADA,
  PRESENCA_CONFIRMADA,
  type InscricaoStatus,
} from "@veteranos/domain/inscricoes"
import type { Role } from "~/auth/permissions"
import type { Evento } from "~/features/eventos/eventos.server"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import type { Toast } from "~/http/toast.server"
import type { Inscrito, Presenca } from "~/features/eventos/vagas"

/** Who is asking: their account, token and role. */
export type Pessoa = { id: string; token: string; role: Role }

export type { Inscrito, Presenca }

/** The refusal PocketBase answered (its code on `evento`) as the message people read; else rethrown. */
function refusalToast(error: unknown): Toast {
  if (error instanceof ClientResponseError && error.status === 400) {
    const code = (error.response?.data as { evento?: { code?: string } } | undefined)?.evento?.code
    const recusa = Object.values(INSCRICAO_RECUSAS).find((item) => item.code === code)
    if (recusa) return { type: "error", title: recusa.message }
  }
  throw error
}

/** Signs `pessoa` up to `eventoId`: the flash message says whether they got a place or their turn. */
export async function confirmAttendance(pessoa: Pessoa, eventoId: string): Promise<Toast> {
  const pb = createPocketBase(pessoa.token)
  try {
    const { id } = await pb.collection("inscricoes").create({ evento: eventoId, conta: pessoa.id })
    const inscricao = await pb.collection("inscricoes_fila").getOne<Inscrito>(id)
    return {
      type: "success",
      title: inscricao.status === "confirmada" ? PRESENCA_CONFIRMADA : esperaMessage(inscricao.posicao),
    }
  } catch (error) {
    return refusalToast(error)
  }
}

/** Gives up `pessoa`'s place (or turn) on `eventoId`; PocketBase passes a freed place on. */
export async function cancelAttendance(pessoa: Pessoa, eventoId: string): Promise<Toast> {
  const pb = createPocketBase(pessoa.token)
  const [inscricao] = (
    await pb.collection("inscricoes").getList(1, 1, {
      filter: pb.filter("evento = {:evento} && conta = {:conta}", { evento: eventoId, conta: pessoa.id }),
    })
  ).items
  if (!inscricao) return { type: "error", title: INSCRICAO_RECUSAS.naoInscrito.message }
  try {
    await pb.collection("inscricoes").delete(inscricao.id)
    return { type: "success", title: PRESENCA_CANCELADA }
  } catch (error) {
    return refusalToast(error)
  }
}

/** The board's lists of an event: confirmed and waiting, each in its order. */
export async function listInscritos(token: string, eventoId: string) {
  const pb = createPocketBase(token)
  const rows = await pb.collection("inscricoes_fila").getFullList<Inscrito>({
    filter: pb.filter("evento = {:evento}", { evento: eventoId }),
    sort: "posicao",
  })
  return {
    confirmadas: rows.filter((row) => row.status === "confirmada"),
    espera: rows.filter((row) => row.status === "espera"),
  }
}

/** The person's own sign-ups, with their event, for the exports of 'Meus Dados' (LGPD's access). */
export async function listInscricoesDaConta(token: string, contaId: string) {
  const pb = createPocketBase(token)
  const rows = await pb.collection("inscricoes").getFullList<{
    conta: string
    status: InscricaoStatus
    created: string
    expand?: { evento?: Pick<Evento, "titulo" | "data_evento"> }
  }>({ filter: pb.filter("conta = {:conta}", { conta: contaId }), expand: "evento", sort: "created" })
  return rows.map((row) => ({
    conta: row.conta,
    evento: row.expand?.evento?.titulo ?? "",
    data_evento: row.expand?.evento?.data_evento ?? "",
    situacao: INSCRICAO_STATUS_LABELS[row.status],
    inscrito_em: row.created,
  }))
}
