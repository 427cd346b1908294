// Dues reminders on the treasurer's side (docs/decisions/dues-and-pix.md#reminders-go-out-once-each):
// the daily job's last run with its counts, each member's own reminders, 'Enviar lembrete' and
// 'Enviar lembrete a todos' (the page's cards: lembretes-lista.server.ts). PocketBase sends, queues
// and records them; the page's reader gives the last run (the finance roles and the fiscal council
// read it), shaped here for the page, so its script carries no rule.
import {
  LEMBRETE_AGENDADOS,
  LEMBRETE_STATUS_LABELS,
  tipoLabel,
  type LembreteStatus,
  type LembreteTipo,
} from "@veteranos/domain/lembretes"
import type { Execucao } from "~/panel/execucoes.server"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import { formatDateTime } from "~/utils/format"
import { apiPath } from "@veteranos/domain/rotas-api"

export type Contagens = {
  dias_antes?: number
  enviados?: Partial<Record<LembreteTipo, number>>
  falhas?: Partial<Record<LembreteTipo, number>>
  desativados?: number
  sem_email?: number
}

/** The job's last run as the page shows it; null before its first. */
export type UltimaExecucao = {
  quando: string
  tipos: Array<{ tipo: string; label: string; enviados: number; falhas: number }>
  desativados: number
  semEmail: number
}

/** The job's last run (as the page's reader gives it) as the page shows it. */
export function ultimaExecucao(run: Execucao<Contagens> | null): UltimaExecucao | null {
  if (!run) return null
  const counts = run.contagens ?? {}
  return {
    quando: formatDateTime(run.inicio),
    tipos: LEMBRETE_AGENDADOS.map((tipo) => ({
      tipo,
      label: tipoLabel(tipo, counts.dias_antes ?? 0),
      enviados: counts.enviados?.[tipo] ?? 0,
      falhas: counts.falhas?.[tipo] ?? 0,
    })),
    desativados: counts.desativados ?? 0,
    semEmail: counts.sem_email ?? 0,
  }
}

type Lembrete = {
  mensalidade: string
  tipo: LembreteTipo
  status: LembreteStatus
  enviado_em: string
  created: string
  email: string
}

/** The reminders sent to the account `id` (each person reads their own: 'Meus dados'), oldest first. */
export async function listLembretesDaConta(token: string, id: string) {
  const pb = createPocketBase(token)
  const lembretes = await pb.collection("lembretes").getFullList<Lembrete>({
    filter: pb.filter("associado = {:id}", { id }),
    sort: "created,id",
  })
  return lembretes.map((lembrete) => ({
    mensalidade: lembrete.mensalidade,
    tipo: lembrete.tipo,
    situacao: LEMBRETE_STATUS_LABELS[lembrete.status],
    email: lembrete.email,
    enviado_em: lembrete.enviado_em,
    criado_em: lembrete.created,
  }))
}

/** PocketBase refused to send (the due is not open, the member has no e-mail, it was just sent). */
export class LembreteRecusadoError extends Error {}

/** Sends one due's reminder now (PocketBase's route); true when the mail server took it. */
export async function sendReminderNow(token: string, mensalidade: string): Promise<boolean> {
  try {
    const answer = await createPocketBase(token).send<{ status: string }>(apiPath("sendReminderNow"), {
      method: "POST",
      body: { mensalidade },
    })
    return answer.status === "enviado"
  } catch (error) {
    if (error instanceof ClientResponseError && [400, 404, 409].includes(error.status)) {
      throw new LembreteRecusadoError(error.response?.message ?? "Não foi possível enviar o lembrete.")
    }
    throw error
  }
}

/**
 * 'Enviar lembrete a todos': PocketBase queues a reminder for every open due whose member gets
 * e-mail and has none of this kind yet (docs/decisions/dues-and-pix.md#enviar-lembrete-a-todos-goes-through-the-queue).
 * Answers how many were queued now and how many open dues' members get no e-mail.
 */
export async function queueReminders(token: string): Promise<{ enfileirados: number; semEmail: number }> {
  return createPocketBase(token).send(apiPath("queueReminders"), { method: "POST" })
}
