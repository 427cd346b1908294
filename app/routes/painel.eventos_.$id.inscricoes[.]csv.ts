// /painel/eventos/<id>/inscricoes.csv: an event's sign-ups as a spreadsheet for the board, the
// confirmed first and then the waiting, each in its order. A resource route: Remix runs only this
// loader, not the panel layout's, so the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { INSCRICAO_STATUS_LABELS } from "@veteranos/domain/inscricoes"
import { requirePanelAccess } from "~/auth/guards.server"
import { getEvento } from "~/features/eventos/eventos.server"
import { listInscritos, type Inscrito } from "~/features/eventos/inscricoes.server"
import { toCsv } from "~/utils/csv"
import { formatSpreadsheetDateTime } from "~/utils/format"

const COLUMNS: ReadonlyArray<[header: string, value: (inscrito: Inscrito) => string]> = [
  ["Situação", (i) => INSCRICAO_STATUS_LABELS[i.status]],
  ["Posição", (i) => String(i.posicao)],
  ["Nome", (i) => i.nome],
  ["Data da inscrição", (i) => formatSpreadsheetDateTime(i.created)],
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "eventos")
  const id = params.id ?? ""
  const [evento, { confirmadas, espera }] = await Promise.all([
    getEvento(user.token, id),
    listInscritos(user.token, id),
  ])
  if (!evento) throw new Response("Evento não encontrado", { status: 404 })
  const body = toCsv(
    COLUMNS.map(([header]) => header),
    [...confirmadas, ...espera].map((inscrito) => COLUMNS.map(([, value]) => value(inscrito))),
  )
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inscricoes-${evento.id}.csv"`,
      // Names of members: no shared cache keeps a copy.
      "Cache-Control": "private, no-store",
    },
  })
}
