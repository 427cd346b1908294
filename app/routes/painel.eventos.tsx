// /painel/eventos, 'Gerenciar Eventos': the board's events (tabs ?status=passados, pages ?pagina=)
// and the yearly calendar; each dialog is URL state (?acao=...&id=...) and each action a POST answered
// with 303. What changes here shows on /, /eventos and /eventos.ics at once (nothing caches them).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { DataTable } from "~/components/ui/data-table"
import { CALENDARIO_COLUMNS, EVENTO_ACOES, EVENTO_COLUMNS } from "~/features/eventos/evento"
import { NewDialogLink } from "~/components/ui/dialog"
import { EventoDialog } from "~/features/eventos/evento-dialogs"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { orFallback } from "~/http/fallback.server"
import { Tabs } from "~/components/ui/tabs"
import {
  createCalendarioAnual,
  deleteCalendarioAnual,
  listCalendarioAnual,
  updateCalendarioAnual,
} from "~/features/eventos/calendario-anual.server"
import {
  createEvento,
  deleteEvento,
  getEvento,
  listEventosPainel,
  updateEvento,
} from "~/features/eventos/eventos.server"
import { calendarioForm, eventoForm } from "~/features/eventos/evento.forms"
import { requirePanelAccess } from "~/auth/guards.server"
import { withVagas } from "~/features/inscricoes/inscricoes.server"
import { monthNumber } from "~/features/eventos/calendar"
import { errorMessage } from "~/utils/errors"
import { unknownIntent } from "~/forms/intent.server"
import { listAddress, readDialog, readPage, readStatus } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import { ERRO_AO_SALVAR, redirectWithToast } from "~/http/toast.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { withFormData } from "~/forms/form-data.server"
import { FileRefusedError } from "~/http/file-refusal.server"
import { refusedWriteOr, RefusedWriteError } from "~/http/pocketbase.server"
import { LIMITES } from "@veteranos/domain/paginas"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "eventos")
  const params = new URL(request.url).searchParams
  const quando = readStatus(params, ["passados"] as const) ?? "proximos"
  const dialog = readDialog(params, EVENTO_ACOES)
  const doCalendario = dialog?.acao.endsWith("-calendario") ?? false
  const [lista, calendario, evento] = await orLoadError(
    "eventos",
    Promise.all([
      listEventosPainel(user.token, quando, readPage(params), LIMITES.eventosPorPagina),
      listCalendarioAnual(),
      dialog?.id && !doCalendario ? getEvento(user.token, dialog.id) : null,
    ]),
  )
  // January to December (PocketBase sorts month names alphabetically).
  calendario.sort((a, b) => (monthNumber(a.mes) ?? 13) - (monthNumber(b.mes) ?? 13))
  const entrada = dialog?.id && doCalendario ? (calendario.find((c) => c.id === dialog.id) ?? null) : null
  return {
    forms: await sendForms(eventoForm, calendarioForm),
    quando,
    // Each with its places ('N de M vagas'); without them when they cannot be read.
    eventos: await orFallback(
      "vagas dos eventos",
      withVagas(user.token, lista.items),
      lista.items.map((evento) => ({ ...evento, presenca: null })),
    ),
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    calendario,
    dialog: dialog ? { acao: dialog.acao, evento, entrada } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "eventos")
  return withFormData(request, async (formData) => {
    const intent = String(formData.get("intent") ?? "")
    const id = String(formData.get("id") ?? "")
    const back = listAddress(request.url)
    const feito = (title: string) => redirectWithToast(back, { type: "success", title })

    try {
      if (intent === "novo" || intent === "editar") {
        const submission = await parseForm(formData, eventoForm)
        if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
        try {
          if (intent === "novo") await createEvento(user.token, submission.value)
          else await updateEvento(user.token, id, submission.value)
        } catch (error) {
          if (error instanceof FileRefusedError) {
            return data(
              { result: submission.reply({ fieldErrors: { imagem: [error.message] } }) },
              { status: 400 },
            )
          }
          // Fewer places than the confirmed sign-ups: PocketBase's message, beside the field.
          const refused = refusedWriteOr(error)
          if (!(refused instanceof RefusedWriteError)) throw error
          return data({ result: submission.reply(refused.reply(["capacidade"])) }, { status: 400 })
        }
        return feito(intent === "novo" ? "Evento criado" : "Evento atualizado")
      }
      if (intent === "excluir" && id) {
        await deleteEvento(user.token, id)
        return feito("Evento excluído")
      }
      if (intent === "calendario-novo" || intent === "calendario-editar") {
        const submission = await parseForm(formData, calendarioForm)
        if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
        if (intent === "calendario-novo") await createCalendarioAnual(user.token, submission.value)
        else await updateCalendarioAnual(user.token, id, submission.value)
        return feito(
          intent === "calendario-novo" ? "Incluído no calendário anual" : "Calendário anual atualizado",
        )
      }
      if (intent === "calendario-excluir" && id) {
        await deleteCalendarioAnual(user.token, id)
        return feito("Removido do calendário anual")
      }
    } catch (error) {
      console.error("Falha ao alterar eventos:", errorMessage(error))
      return redirectWithToast(back, ERRO_AO_SALVAR)
    }
    return unknownIntent(user, formData)
  })
}

const TABS = [
  { value: null, label: "Próximos" },
  { value: "passados", label: "Passados" },
] as const

export default function GerenciarEventos() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { quando, eventos, pagina, totalPaginas, calendario, dialog } = loaderData
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
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
