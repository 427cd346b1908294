// /painel/reservas: members book the association's spaces and see their own reservations; the
// president sees everyone's (with the requester), filters them by status and decides. The form is
// ?nova=1, the cancel confirmation ?acao=cancelar&id=...; every change is a POST answered with 303.
// The overlap rule and who may do what live in PocketBase (its rules and hooks).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { ButtonLink } from "~/components/ui/button"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { CancelarReservaDialog, ReservasTable } from "~/features/reservas/reserva"
import { ReservaForm } from "~/features/reservas/reserva-form"
import { Tabs } from "~/components/ui/tabs"
import {
  cancelReserva,
  countPendingReservas,
  createReserva,
  decideReserva,
  getReserva,
  HorarioOcupadoError,
  listHorariosOcupados,
  listReservas,
  ReservaJaDecididaError,
} from "~/features/reservas/reservas.server"
import { reservaForm } from "~/features/reservas/reserva.forms"
import {
  firstReservaDay,
  RESERVA_MENSAGENS,
  RESERVA_STATUS,
  RESERVA_STATUS_LABELS,
} from "@veteranos/domain/reservas"
import { requireCapability, requirePanelAccess } from "~/auth/guards.server"
import { recentSubmissions } from "~/forms/duplicate-guard.server"
import { errorMessage } from "~/utils/errors"
import { addDaysISO, todayISO } from "~/utils/format"
import { unknownIntent } from "~/forms/intent.server"
import { listAddress, readDialog, readPage, readStatus } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import { can } from "~/auth/permissions"
import { listEspacosAtivos } from "~/features/reservas/espacos.server"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"
import { failedWrite, StaleChangeError } from "~/http/pocketbase.server"
import { staleChangeToast } from "~/panel/stale-change.server"
import { LIMITES } from "@veteranos/domain/paginas"

/** How far ahead the form shows the times already taken. */
const SEMANAS_OCUPADAS = 8

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "reservas")
  const gerencia = can(user.role, "gerenciarReservas")
  const params = new URL(request.url).searchParams
  const status = gerencia ? readStatus(params, RESERVA_STATUS) : null
  const nova = params.get("nova") === "1"
  const dialog = readDialog(params, ["cancelar"] as const)
  const hoje = todayISO()
  const primeiroDia = firstReservaDay(hoje)
  const [lista, pendentes, ocupados, reserva, espacos] = await orLoadError(
    "reservas",
    Promise.all([
      // PocketBase gives a member only their own; the filter keeps the president's own page the same.
      listReservas(
        user.token,
        { status, associadoId: gerencia ? null : user.id },
        readPage(params),
        LIMITES.reservasPorPagina,
      ),
      gerencia ? countPendingReservas(user.token) : 0,
      nova
        ? listHorariosOcupados(user.token, {
            de: primeiroDia,
            ate: addDaysISO(primeiroDia, SEMANAS_OCUPADAS * 7 - 1),
          })
        : [],
      dialog?.id ? getReserva(user.token, dialog.id) : null,
      listEspacosAtivos(user.token),
    ]),
  )
  return {
    forms: await sendForms(reservaForm.with({ espacos, hoje })),
    gerencia,
    userId: user.id,
    status,
    nova,
    hoje,
    espacos,
    reservas: lista.items,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    pendentes,
    ocupados,
    // Only the member's own pending reservation can be cancelled.
    cancelar: reserva && reserva.associado_id === user.id && reserva.status === "pendente" ? reserva : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "reservas")
  const formData = await readFormData(request)
  const intent = formData.get("intent")
  const id = formData.get("id")
  const back = listAddress(request.url)

  if (intent === "criar") {
    const form = reservaForm.with({ espacos: await listEspacosAtivos(user.token), hoje: todayISO() })
    const submission = await parseForm(formData, form)
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
    const solicitada: Toast = {
      type: "success",
      title: "Reserva Solicitada",
      description: "Sua reserva está em análise. Você receberá um e-mail quando a diretoria decidir.",
    }
    // The list, without the form: the new reservation is at its top.
    const lista = "/painel/reservas"
    // The same reservation again (double click, resent POST) is stored once and gets the first's answer.
    try {
      await recentSubmissions.once(["reserva", user.id, submission.value], () =>
        createReserva(user.token, user.id, submission.value),
      )
      return redirectWithToast(lista, solicitada)
    } catch (error) {
      if (error instanceof HorarioOcupadoError) {
        return data(
          { result: submission.reply({ fieldErrors: { hora_inicio: [RESERVA_MENSAGENS.ocupado] } }) },
          { status: 400 },
        )
      }
      console.error("Falha ao gravar reserva:", errorMessage(error))
      return data(
        { result: submission.reply({ formErrors: ["Ocorreu um erro ao enviar sua solicitação."] }) },
        failedWrite(error),
      )
    }
  }

  if (typeof id !== "string" || !id) return unknownIntent(user, formData)

  if (intent === "cancelar") {
    try {
      await cancelReserva(user.token, id)
      return redirectWithToast(back, { type: "success", title: "Reserva cancelada." })
    } catch (error) {
      if (error instanceof ReservaJaDecididaError) {
        return redirectWithToast(back, {
          type: "error",
          title: "Esta reserva já foi decidida e não pode mais ser cancelada.",
        })
      }
      console.error("Falha ao cancelar reserva:", errorMessage(error))
      return redirectWithToast(back, { type: "error", title: "Ocorreu um erro ao cancelar a reserva." })
    }
  }

  if (intent === "aprovar" || intent === "rejeitar") {
    // Only the president decides; PocketBase's rule says the same to anyone who calls it directly.
    requireCapability(user, "gerenciarReservas")
    const approve = intent === "aprovar"
    const falha = approve ? "Ocorreu um erro ao aprovar a reserva." : "Ocorreu um erro ao rejeitar a reserva."
    try {
      await decideReserva(user.token, id, approve ? "aprovado" : "rejeitado")
      return redirectWithToast(back, {
        type: "success",
        title: approve ? "Reserva Aprovada" : "Reserva Rejeitada",
      })
    } catch (error) {
      if (error instanceof StaleChangeError) {
        return redirectWithToast(
          back,
          staleChangeToast("Esta reserva já foi decidida.", error, RESERVA_STATUS_LABELS),
        )
      }
      if (error instanceof HorarioOcupadoError) {
        return redirectWithToast(back, {
          type: "error",
          title: falha,
          description: RESERVA_MENSAGENS.ocupado,
        })
      }
      console.error("Falha ao decidir reserva:", errorMessage(error))
      return redirectWithToast(back, { type: "error", title: falha })
    }
  }

  return unknownIntent(user, formData)
}

const TABS = [
  { value: null, label: "Todas" },
  { value: "pendente", label: "Pendentes" },
  { value: "aprovado", label: "Aprovadas" },
  { value: "rejeitado", label: "Rejeitadas" },
] as const

export default function Reservas() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()

  const { gerencia, nova, pendentes, cancelar } = loaderData
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Reservas</h1>
        {nova ? (
          <ButtonLink to="/painel/reservas" variant="secondary" preventScrollReset>
            Cancelar
          </ButtonLink>
        ) : (
          <ButtonLink to="/painel/reservas?nova=1" preventScrollReset>
            Nova Reserva
          </ButtonLink>
        )}
      </div>

      {nova ? <ReservaForm {...loaderData} lastResult={lastResult} /> : null}

      {gerencia ? (
        <Tabs
          label="Situação das reservas"
          param="status"
          tabs={TABS.map((tab) => (tab.value === "pendente" ? { ...tab, badge: pendentes } : tab))}
          current={loaderData.status}
          className="mt-6"
        />
      ) : (
        <h2 className="mt-6 text-lg font-semibold text-marca-900">Minhas reservas</h2>
      )}

      <LoadingArea pathname="/painel/reservas" label="Carregando reservas...">
        <ReservasTable {...loaderData} />
      </LoadingArea>
      <Pagination page={loaderData.pagina} totalPages={loaderData.totalPaginas} />

      {cancelar ? <CancelarReservaDialog reserva={cancelar} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Reservas" loadError="Erro ao carregar reservas" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Reservas" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
