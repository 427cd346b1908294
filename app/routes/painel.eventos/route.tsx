// /painel/eventos, 'Gerenciar Eventos': the board's events (tabs ?status=passados, pages ?pagina=)
// and the yearly calendar; each dialog is URL state (?acao=...&id=...) and each action a POST answered
// with 303. What changes here shows on /, /eventos and /eventos.ics at once (nothing caches them).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { DataTable } from "~/components/ui/data-table"
import { NewDialogLink } from "~/components/ui/dialog"
import { LoadingArea } from "~/components/ui/loading-area"
import { onDemand } from "~/components/ui/on-demand"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import { requirePanelAccess } from "~/auth/guards.server"
import { monthNumber } from "~/features/eventos/calendar"
import { eventosComVagas, type EventosDoPainel } from "~/features/eventos/painel-eventos.server"
import { withFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { readDialog, readStatus } from "~/utils/list-params"
import { calendarioForm, eventoForm } from "./evento.forms"
import { CALENDARIO_COLUMNS, EVENTO_ACOES, EVENTO_COLUMNS } from "./evento-table"
import { eventosIntents } from "./eventos-actions.server"

// The board's dialogs arrive with the first one opened (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
const EventoDialog = onDemand(() => import("./evento-dialogs").then((module) => module.EventoDialog))

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "eventos")
  const params = new URL(request.url).searchParams
  const quando = readStatus(params, ["passados"] as const) ?? "proximos"
  const dialog = readDialog(params, EVENTO_ACOES)
  const doCalendario = dialog?.acao.endsWith("-calendario") ?? false
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/eventos.js.
  const dados = await panelData<EventosDoPainel>(request, "eventos")
  const { lista, calendario } = dados
  // January to December (PocketBase sorts month names alphabetically).
  calendario.sort((a, b) => (monthNumber(a.mes) ?? 13) - (monthNumber(b.mes) ?? 13))
  const evento = dialog?.id && !doCalendario ? dados.evento : null
  const entrada = dialog?.id && doCalendario ? (calendario.find((c) => c.id === dialog.id) ?? null) : null
  return {
    forms: await sendForms(eventoForm, calendarioForm),
    quando,
    // Each with its places ('N de M vagas').
    eventos: eventosComVagas(dados),
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    calendario,
    dialog: dialog ? { acao: dialog.acao, evento, entrada } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "eventos")
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, eventosIntents))
}

const TABS = [
  { value: null, label: "Próximos" },
  { value: "passados", label: "Passados" },
] as const

export default function GerenciarEventos() {
  const loaderData = useLoaderData<typeof loader>()
  const { quando, eventos, pagina, totalPaginas, calendario, dialog } = loaderData
  const lastResult = useActionResult()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Gerenciar Eventos</h1>
        <NewDialogLink acao="novo" label="Novo Evento" />
      </div>
      <Tabs
        label="Período dos eventos"
        param="status"
        tabs={TABS}
        current={quando === "passados" ? "passados" : null}
        className="mt-6"
      />
      <LoadingArea pathname="/painel/eventos" label="Carregando eventos...">
        <DataTable
          caption="Eventos"
          columns={EVENTO_COLUMNS}
          rows={eventos}
          empty={quando === "proximos" ? "Nenhum evento agendado." : "Nenhum evento encontrado."}
          testId="eventos"
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />

      <section aria-labelledby="calendario-anual" className="mt-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id="calendario-anual" className="text-xl font-bold text-marca-900">
            Calendário Anual
          </h2>
          <NewDialogLink acao="novo-calendario" label="Incluir no calendário" />
        </div>
        <p className="mt-1 text-gray-700">O que acontece em cada mês, como aparece na página de eventos.</p>
        <DataTable
          caption="Calendário anual"
          columns={CALENDARIO_COLUMNS}
          rows={calendario}
          empty="Nenhuma entrada no calendário anual."
          testId="calendario"
        />
      </section>

      {dialog ? (
        <EventoDialog
          acao={dialog.acao}
          evento={dialog.evento}
          entrada={dialog.entrada}
          forms={loaderData.forms}
          lastResult={lastResult}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Gerenciar Eventos" loadError="Erro ao carregar eventos" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Gerenciar Eventos" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
