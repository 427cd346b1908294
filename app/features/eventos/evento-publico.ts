// An event's public addresses, and its picture's sizes as PocketBase's thumbnails of the `imagem`
// field (declared on the field by the migrations): the board's list shows a small one, the event's
// page a 16:9 one that is also its link preview's picture (larger than the 600×315 WhatsApp asks).

/** The event's own public page. */
export const eventoPublicoPath = (id: string) => `/eventos/${encodeURIComponent(id)}`

/** The event alone as an iCalendar file, for 'Adicionar à agenda'. */
export const eventoAgendaPath = (id: string) => `${eventoPublicoPath(id)}/agenda.ics`

export const EVENTO_THUMB = {
  lista: { size: "160x90", width: 160, height: 90 },
  pagina: { size: "640x360", width: 640, height: 360 },
} as const
