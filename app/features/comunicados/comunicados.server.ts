// The board's announcements (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue):
// read with the person's own token (PocketBase's rules give each person those addressed to them),
// published by the board (PocketBase's hook queues the e-mails), marked as read by each person for
// themselves. Everything is shaped here for the pages, so their scripts carry no rule.
import {
  COMUNICADO_MENSAGENS,
  paragraphsOf,
  PUBLICO_LABELS,
  type Publico,
} from "@veteranos/domain/comunicados"
import { ENVIO_STATUS_LABELS } from "@veteranos/domain/envios"
import type { ComunicadoInput } from "~/features/comunicados/comunicado.schema"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import type { Execucao } from "~/panel/execucoes.server"
import { formatDateTime, plural } from "~/utils/format"
import { apiPath } from "@veteranos/domain/rotas-api"
import type { ListResult } from "pocketbase"

type Comunicado = {
  id: string
  titulo: string
  texto: string
  publico: Publico
  autor_nome: string
  sem_email: number
  created: string
}
/** How its e-mails stand (PocketBase's lib/envios.js countsOf): `na_fila` is all still to be sent. */
type Counts = Record<"na_fila" | "enviado" | "falhou" | "nao_confirmado" | "cancelado", number>

const NAO_CONFIRMADO = ENVIO_STATUS_LABELS.enviando.toLowerCase()

/**
 * How an announcement's e-mails stand, in one line, and whether any is still to be sent (the page
 * then refreshes itself). Who gets none: those left out when it was published and those whose
 * e-mail was cancelled since (address gone, or e-mail turned off).
 */
function progressOf(comunicado: Comunicado, counts: Counts | undefined) {
  const c = counts ?? { na_fila: 0, enviado: 0, falhou: 0, nao_confirmado: 0, cancelado: 0 }
  const semEmail = comunicado.sem_email + c.cancelado
  const parts = [
    plural(c.enviado, "enviado", "enviados"),
    c.falhou > 0 ? plural(c.falhou, "falhou", "falharam") : null,
    c.nao_confirmado > 0 ? plural(c.nao_confirmado, NAO_CONFIRMADO, `${NAO_CONFIRMADO}s`) : null,
    c.na_fila > 0 ? `${c.na_fila} na fila` : null,
    semEmail > 0 ? plural(semEmail, "não recebe por e-mail", "não recebem por e-mail") : null,
  ]
  return {
    linha: `E-mails: ${parts.filter(Boolean).join(" · ")}`,
    pendente: c.na_fila > 0,
  }
}

function toItem(comunicado: Comunicado, lido: boolean) {
  return {
    id: comunicado.id,
    titulo: comunicado.titulo,
    paragrafos: paragraphsOf(comunicado.texto),
    quando: formatDateTime(comunicado.created),
    publico: PUBLICO_LABELS[comunicado.publico] ?? comunicado.publico,
    autor: comunicado.autor_nome,
    lido,
  }
}

/** Which of the announcements `ids` the account `conta` marked as read. */
async function readAmong(token: string, conta: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const pb = createPocketBase(token)
  const lidos = await pb.collection("comunicados_lidos").getFullList<{ comunicado: string }>({
    filter: [
      pb.filter("conta = {:conta}", { conta }),
      `(${ids.map((id, i) => pb.filter(`comunicado = {:id${i}}`, { [`id${i}`]: id })).join(" || ")})`,
    ].join(" && "),
    fields: "comunicado",
  })
  return new Set(lidos.map((lido) => lido.comunicado))
}

/**
 * /painel/comunicados as PocketBase's reader gives it (pocketbase/pb_hooks/lib/paginas/comunicados.js):
 * a page of the announcements addressed to the user, newest first, the ids of those they read and,
 * for the board, how each one's e-mails stand and the e-mail queue's last run.
 */
export type ComunicadosDaPagina = {
  lista: ListResult<Comunicado>
  lidos: string[]
  envios: Record<string, Counts> | null
  fila: Execucao<FilaContagens> | null
}

/** What the e-mail queue's run counts (PocketBase's lib/envios.js). */
export type FilaContagens = { enviado: number; falhou: number; cancelado: number }

/**
 * The page's announcements, each with whether the user read it; for the board each also says how
 * its e-mails stand, and `pendente` whether any is still queued (the page then refreshes itself).
 */
export function comunicadosDaPagina({ lista, lidos, envios }: ComunicadosDaPagina) {
  const lidosSet = new Set(lidos)
  const items = lista.items.map((comunicado) => ({
    ...toItem(comunicado, lidosSet.has(comunicado.id)),
    envios: envios ? progressOf(comunicado, envios[comunicado.id]) : null,
  }))
  return {
    items,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    pendente: items.some((item) => item.envios?.pendente),
  }
}

export type ComunicadoItem = ReturnType<typeof comunicadosDaPagina>["items"][number]

/** Publishes an announcement (PocketBase's hook queues its e-mails in the same transaction). */
export async function publishComunicado(token: string, input: ComunicadoInput): Promise<void> {
  await createPocketBase(token).collection("comunicados").create(input)
}

/** An announcement's e-mail as its recipients will read it, and how many it reaches, before publishing. */
export type ComunicadoPrevia = ComunicadoInput & {
  subject: string
  /** The e-mail's body: PocketBase's frame (app/domain/email.js), every typed text escaped. */
  html: string
  destinatarios: number
  semEmail: number
}

/**
 * The preview of `input`: PocketBase writes the e-mail the queue would send (greeting the one who
 * asks) and counts its recipients by the rule publishing queues them with, so neither is a copy.
 */
export async function previewComunicado(token: string, input: ComunicadoInput): Promise<ComunicadoPrevia> {
  const answer = await createPocketBase(token).send<{
    subject: string
    html: string
    destinatarios: number
    sem_email: number
  }>(apiPath("comunicadoPreview"), { method: "POST", body: input })
  const { subject, html, destinatarios, sem_email } = answer
  return { ...input, subject, html, destinatarios, semEmail: sem_email }
}

/** The announcement is not the user's to mark (not addressed to them, or gone). */
export class ComunicadoRecusadoError extends Error {}

/** Marks the announcement `id` as read by the user; marking it twice is no error. */
export async function markComunicadoRead(user: { id: string; token: string }, id: string): Promise<void> {
  const pb = createPocketBase(user.token)
  try {
    await pb.collection("comunicados_lidos").create({ comunicado: id, conta: user.id })
  } catch (error) {
    if (!(error instanceof ClientResponseError) || ![400, 403, 404].includes(error.status)) throw error
    // Refused: already marked (the unique index), or not one the user may read.
    const lidos = await readAmong(user.token, user.id, [id])
    if (!lidos.has(id)) throw new ComunicadoRecusadoError(COMUNICADO_MENSAGENS.naoEncontrado)
  }
}

/** The announcements the person marked as read, and when, for the exports of 'Meus Dados' (LGPD's access). */
export async function listLidosDaConta(token: string, contaId: string) {
  const pb = createPocketBase(token)
  const rows = await pb.collection("comunicados_lidos").getFullList<{
    conta: string
    created: string
    expand?: { comunicado?: { titulo: string } }
  }>({ filter: pb.filter("conta = {:conta}", { conta: contaId }), expand: "comunicado", sort: "created" })
  return rows.map((row) => ({
    conta: row.conta,
    comunicado: row.expand?.comunicado?.titulo ?? "",
    lido_em: row.created,
  }))
}
