// Dues reminders on the treasurer's side (docs/decisions/dues-and-pix.md#reminders-go-out-once-each):
// the daily job's last run with its counts, the open dues with each one's reminders, and 'Enviar
// lembrete'. PocketBase sends and records them; everything here is read with the user's token (the
// finance roles and the fiscal council read them) and shaped for the page, so its script carries no
// rule.
import {
  LEMBRETE_AGENDADOS,
  LEMBRETE_STATUS_LABELS,
  payLink,
  reminderWhatsapp,
  TAREFA_LEMBRETES,
  tipoLabel,
  type LembreteStatus,
  type LembreteTipo,
} from "@veteranos/domain/lembretes"
import { storedDay } from "@veteranos/domain/datas"
import type { ListResult } from "pocketbase"
import { lastRunOf } from "~/panel/execucoes.server"
import { whatsappHref } from "~/utils/whatsapp"
import { getEnv } from "~/http/env.server"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import { searchTerms } from "~/utils/busca"
import { formatDate, formatDateTime, formatMoney, plural } from "~/utils/format"
import { apiPath } from "@veteranos/domain/rotas-api"

type Contagens = {
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

export async function lastRun(token: string): Promise<UltimaExecucao | null> {
  const run = await lastRunOf<Contagens>(token, TAREFA_LEMBRETES)
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

/**
 * The last run in one line, for Controle Financeiro's short section (its script stays small):
 * "Último envio automático: 26/11/2026 09:00 · 3 dias antes: 2 enviados · No dia: 1 enviado, 1 falhou…".
 */
export async function lastRunLine(token: string): Promise<string> {
  const run = await lastRun(token)
  if (!run) return "O envio automático ainda não rodou."
  const kinds = run.tipos.map(
    (tipo) =>
      `${tipo.label}: ${plural(tipo.enviados, "enviado", "enviados")}${
        tipo.falhas > 0 ? `, ${plural(tipo.falhas, "falhou", "falharam")}` : ""
      }`,
  )
  return [`Último envio automático: ${run.quando}`, ...kinds].join(" · ")
}

type Aberta = {
  id: string
  descricao: string
  valor: number
  data_vencimento: string
  nome: string
  email: string
  telefone: string
  sem_lembretes: boolean
}
type Lembrete = {
  id: string
  mensalidade: string
  tipo: LembreteTipo
  status: LembreteStatus
  tentativas: number
  enviado_em: string
  created: string
  erro: string
  enviado_por_nome: string
}

/** One open due on the page: its member, amount and date, its reminders, how to reach them. */
export type DueLembretes = ReturnType<typeof toRow>

function toRow(
  due: Aberta,
  lembretes: Lembrete[],
  context: { hoje: string; diasAntes: number; site: string },
) {
  const vencimento = storedDay(due.data_vencimento)
  const last = lembretes[lembretes.length - 1]
  // WhatsApp where e-mail cannot or did not reach them.
  const reachByPhone = !due.email || due.sem_lembretes || (last !== undefined && last.status !== "enviado")
  const link = payLink(getEnv().APP_URL.replace(/\/+$/, ""), due.id)
  const message = reminderWhatsapp(
    due.nome,
    context.site,
    { descricao: due.descricao, valor: due.valor, vencimento, link },
    context.hoje,
  )
  return {
    id: due.id,
    nome: due.nome,
    descricao: due.descricao,
    valor: formatMoney(due.valor),
    vencimento: formatDate(vencimento),
    vencida: vencimento < context.hoje,
    email: due.email,
    semLembretes: due.sem_lembretes,
    lembretes: lembretes.map((lembrete) => ({
      id: lembrete.id,
      label: tipoLabel(lembrete.tipo, context.diasAntes),
      status: lembrete.status,
      statusLabel: LEMBRETE_STATUS_LABELS[lembrete.status],
      quando: formatDateTime(lembrete.enviado_em || lembrete.created),
      tentativas: lembrete.tentativas,
      erro: lembrete.erro,
      por: lembrete.enviado_por_nome,
    })),
    whatsapp: reachByPhone ? whatsappHref(due.telefone, message) : null,
  }
}

/**
 * One page of the open dues (oldest due date first), of members whose name or e-mail holds `q`,
 * each with its reminders in the order they were made.
 */
export async function listOpenDues(
  token: string,
  { q, page, perPage }: { q: string | null; page: number; perPage: number },
  context: { hoje: string; diasAntes: number; site: string },
): Promise<ListResult<DueLembretes>> {
  const pb = createPocketBase(token)
  const terms = searchTerms(q)
  const result = await pb.collection("mensalidades_em_aberto").getList<Aberta>(page, perPage, {
    filter: terms ? pb.filter("busca ~ {:texto} || email ~ {:texto}", terms) : "",
    sort: "data_vencimento,nome,id",
  })
  const ids = result.items.map((item) => item.id)
  const lembretes =
    ids.length === 0
      ? []
      : await pb.collection("lembretes").getFullList<Lembrete>({
          filter: ids.map((id, i) => pb.filter(`mensalidade = {:id${i}}`, { [`id${i}`]: id })).join(" || "),
          sort: "created,id",
        })
  return {
    ...result,
    items: result.items.map((due) =>
      toRow(
        due,
        lembretes.filter((lembrete) => lembrete.mensalidade === due.id),
        context,
      ),
    ),
  }
}

/** The reminders sent to the account `id` (each person reads their own: 'Meus dados'), oldest first. */
export async function listLembretesDaConta(token: string, id: string) {
  const pb = createPocketBase(token)
  const lembretes = await pb.collection("lembretes").getFullList<Lembrete & { email: string }>({
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
