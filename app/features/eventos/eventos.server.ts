// Events (`eventos`, and the read-only `eventos_futuros_view`): the only code that reads or writes them.
import type { EventoInput } from "~/features/eventos/evento.schema"
import { todayInSaoPaulo, toPocketBaseDateTime } from "~/utils/format"
import { instantInSaoPaulo, startOfDayInSaoPaulo } from "~/utils/instant.server"
import { fileRefusedOr } from "~/http/file-refusal.server"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"
import { cleanImage } from "~/features/galeria/imagem.server"
import { IMAGEM_ARQUIVO } from "@veteranos/domain/arquivos"

export type Evento = {
  id: string
  titulo: string
  descricao: string
  data_evento: string
  localizacao: string
  capacidade: number
}

/** An event with its record dates, for the iCalendar feed (DTSTAMP, LAST-MODIFIED). */
export type EventoFeed = Evento & { created: string; updated: string }

const FIELDS = "id,titulo,descricao,data_evento,localizacao,capacidade"

/**
 * The next `limit` events from São Paulo's today on (today's already begun included), soonest first.
 * The view only drops events older than two days (SQLite knows no time zones); the cut at São
 * Paulo's midnight is made here.
 */
export async function listUpcomingEventos(limit: number, now: Date = new Date()): Promise<Evento[]> {
  const pb = createPocketBase()
  const page = await pb.collection("eventos_futuros_view").getList<Evento>(1, limit, {
    filter: pb.filter("data_evento >= {:inicio}", {
      inicio: toPocketBaseDateTime(startOfDayInSaoPaulo(todayInSaoPaulo(now))),
    }),
    sort: "data_evento",
    fields: FIELDS,
  })
  return page.items
}

/** Every event of a year in São Paulo (from its 1 January 00:00 there), in date order. */
export async function listEventosDoAno(year: number): Promise<Evento[]> {
  const pb = createPocketBase()
  return pb.collection("eventos").getFullList<Evento>({
    filter: pb.filter("data_evento >= {:inicio} && data_evento < {:fim}", {
      inicio: toPocketBaseDateTime(startOfDayInSaoPaulo(`${year}-01-01`)),
      fim: toPocketBaseDateTime(startOfDayInSaoPaulo(`${year + 1}-01-01`)),
    }),
    sort: "data_evento",
    fields: FIELDS,
    batch: 200,
  })
}

/** Events from `since` on, for the iCalendar feed (past ones too, so subscribers keep them). */
export async function listEventosFeed(since: Date, limit = 500): Promise<EventoFeed[]> {
  const pb = createPocketBase()
  const page = await pb.collection("eventos").getList<EventoFeed>(1, limit, {
    filter: pb.filter("data_evento >= {:since}", { since: toPocketBaseDateTime(since) }),
    sort: "data_evento",
    fields: `${FIELDS},created,updated`,
  })
  return page.items
}

/** One event as its public page shows it: with its image's file name ("" without one). */
export type EventoPublico = EventoFeed & { imagem: string }

/** The event `id` for its public page, or null when there is none (the page answers 404). */
export async function getEventoPublico(id: string): Promise<EventoPublico | null> {
  try {
    return await createPocketBase()
      .collection("eventos")
      .getOne<EventoPublico>(id, { fields: `${FIELDS},imagem,created,updated` })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** Every event from São Paulo's today on, with when it last changed, for the sitemap. */
export async function listUpcomingEventoPages(now: Date = new Date()) {
  const pb = createPocketBase()
  return pb.collection("eventos").getFullList<{ id: string; updated: string }>({
    filter: pb.filter("data_evento >= {:inicio}", {
      inicio: toPocketBaseDateTime(startOfDayInSaoPaulo(todayInSaoPaulo(now))),
    }),
    sort: "data_evento",
    fields: "id,updated",
    batch: 500,
  })
}

// The board's 'Gerenciar Eventos': every change (and the sign-ups' CSV's read) with the user's token,
// so PocketBase's rules (the executive board writes) apply. Its pages read through PocketBase's
// readers (app/features/eventos/painel-eventos.server.ts).

/**
 * An event as the panel shows it, with its image's file name ("" without one) and when sign-up for
 * its places closes ("" when it closes as the event begins).
 */
export type EventoPainel = Evento & { imagem: string; inscricoes_ate: string }

const PAINEL_FIELDS = `${FIELDS},imagem,inscricoes_ate`

export async function getEvento(token: string, id: string): Promise<EventoPainel | null> {
  try {
    return await createPocketBase(token)
      .collection("eventos")
      .getOne<EventoPainel>(id, { fields: PAINEL_FIELDS })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The form's fields as PocketBase stores them: the start as an instant, the image as a file. */
function toRecord(dados: EventoInput): FormData {
  const body = new FormData()
  body.set("titulo", dados.titulo)
  body.set("descricao", dados.descricao ?? "")
  body.set("data_evento", instantInSaoPaulo(dados.data, dados.hora).toISOString())
  body.set("localizacao", dados.localizacao ?? "")
  body.set("capacidade", String(dados.capacidade))
  const { inscricoes_ate_data: dia, inscricoes_ate_hora: hora } = dados
  body.set("inscricoes_ate", dia && hora ? instantInSaoPaulo(dia, hora).toISOString() : "")
  if (dados.imagem) body.set("imagem", dados.imagem)
  else if (dados.remover_imagem) body.set("imagem", "")
  return body
}

// PocketBase refused the image (its bytes are no allowed picture, too big, too many pixels).
function rethrowImagem(error: unknown): never {
  throw fileRefusedOr(error, "imagem", IMAGEM_ARQUIVO)
}

/** The form's values with the image cleaned of its metadata; FileRefusedError for too many pixels. */
async function withCleanImage(dados: EventoInput): Promise<EventoInput> {
  return dados.imagem ? { ...dados, imagem: await cleanImage(dados.imagem) } : dados
}

export async function createEvento(token: string, dados: EventoInput): Promise<void> {
  const body = toRecord(await withCleanImage(dados))
  await createPocketBase(token).collection("eventos").create(body).catch(rethrowImagem)
}

export async function updateEvento(token: string, id: string, dados: EventoInput): Promise<void> {
  const body = toRecord(await withCleanImage(dados))
  await createPocketBase(token).collection("eventos").update(id, body).catch(rethrowImagem)
}

export async function deleteEvento(token: string, id: string): Promise<void> {
  await createPocketBase(token).collection("eventos").delete(id)
}
