// /painel/eventos/<id>: an event's page for members and the board: when and where, its places
// ('Restam N vagas', who waits) and the member's own 'Confirmar presença' or 'Cancelar presença', a
// POST answered 303 with the flash message at the places' card (here, or on the dashboard when it
// came from there). The board
// also sees who is confirmed and who waits, and downloads the list
// (docs/decisions/events.md#places-are-kept-by-pocketbase).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { BackLink } from "~/components/ui/button"
import { canAccess, PAINEL_AREAS } from "~/auth/permissions"
import { requirePanelAccess } from "~/auth/guards.server"
import { eventoComPresenca, type EventoDoPainel } from "~/features/eventos/painel-eventos.server"
import { Inscritos } from "./inscritos"
import { PresencaResumo } from "~/features/eventos/presenca"
import { presencaIntents } from "./presenca-actions.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { readFormData } from "~/forms/form-data.server"
import { dispatchIntent } from "~/panel/intents.server"
import { pageMeta } from "~/http/meta"
import { formatEventDateTime } from "~/utils/format"
import { pessoasLabel } from "~/features/eventos/capacidade"
import { cardDoEvento } from "~/features/eventos/vagas"
import { eventoPublicoPath } from "~/features/eventos/evento-publico"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio", "confirmAttendance")
  const daDiretoria = canAccess(user.role, "eventos")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/evento.js.
  const dados = await panelData<EventoDoPainel>(request, "evento")
  const evento = eventoComPresenca(dados, user.role)
  const { inscritos } = dados
  if (!evento) throw new Response("Evento não encontrado", { status: 404 })
  return {
    evento,
    inscritos: inscritos && {
      ...inscritos,
      csv: `${new URL(request.url).pathname}/inscricoes.csv`,
    },
    voltar: daDiretoria ? PAINEL_AREAS.eventos : PAINEL_AREAS.inicio,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio", "confirmAttendance")
  const formData = await readFormData(request)
  return dispatchIntent(request, user, formData, presencaIntents(params.id ?? ""))
}

export default function EventoPage() {
  const { evento, inscritos, voltar } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to={voltar.path}>Voltar: {voltar.label}</BackLink>
      <h1 className="mt-3 text-2xl font-bold break-words text-marca-900">{evento.titulo}</h1>
      <dl className="mt-4 grid gap-3 rounded-lg border border-marca-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">Quando</dt>
          <dd className="font-semibold text-gray-900">{formatEventDateTime(evento.data_evento)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Local</dt>
          <dd className="font-semibold break-words text-gray-900">{evento.localizacao || "—"}</dd>
        </div>
        {evento.capacidade ? (
          <div>
            <dt className="text-sm text-gray-600">Capacidade</dt>
            <dd className="font-semibold text-gray-900">{pessoasLabel(evento.capacidade)}</dd>
          </div>
        ) : null}
      </dl>
      {evento.descricao ? (
        <p className="mt-4 break-words whitespace-pre-line text-gray-800">{evento.descricao}</p>
      ) : null}
      <p className="mt-4">
        {/* The address to share in the members' WhatsApp group: its preview shows the event. */}
        <Link to={eventoPublicoPath(evento.id)} className="font-semibold text-marca-800 underline">
          Página pública do evento, para compartilhar
        </Link>
      </p>

      {/* Where a sign-up or a cancellation returns (#evento-{id}). */}
      <section
        id={cardDoEvento(evento.id)}
        aria-labelledby="presenca"
        className="mt-6 rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
      >
        <h2 id="presenca" className="text-lg font-semibold text-marca-900">
          Presença
        </h2>
        {evento.presenca ? (
          <PresencaResumo presenca={evento.presenca} titulo={evento.titulo} />
        ) : (
          <p className="mt-2 text-gray-700">Este evento não tem inscrição pelo painel.</p>
        )}
      </section>

      {inscritos ? <Inscritos {...inscritos} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Evento" loadError="Erro ao carregar o evento" />
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: data?.evento.titulo ?? "Evento" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
