// /painel/reservas: members book the association's spaces and see their own reservations; the
// president sees everyone's (with the requester), filters them by status and decides. The form is
// ?nova=1, the cancel confirmation ?acao=cancelar&id=...; every change is a POST answered with 303.
// The overlap rule and who may do what live in PocketBase (its rules and hooks).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { ButtonLink } from "~/components/ui/button"
import { LoadingArea } from "~/components/ui/loading-area"
import { onDemand } from "~/components/ui/on-demand"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import { requirePanelAccess } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import type { ReservasDaPagina } from "~/features/reservas/reservas.server"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { panelData } from "~/panel/page-data.server"
import { todayInSaoPaulo } from "~/utils/format"
import { readStatus } from "~/utils/list-params"
import { RESERVA_STATUS } from "@veteranos/domain/reservas"
import { reservaForm } from "./reserva.forms"
import { reservasIntents } from "./reservas-actions.server"
import { CancelarReservaDialog, ReservasTable } from "./reservas-table"

// 'Nova Reserva' (?nova=1) arrives when opened (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
const ReservaForm = onDemand(() => import("./reserva-form").then((module) => module.ReservaForm))

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "reservas")
  const gerencia = can(user.role, "manageReservas")
  const params = new URL(request.url).searchParams
  const status = gerencia ? readStatus(params, RESERVA_STATUS) : null
  const nova = params.get("nova") === "1"
  const hoje = todayInSaoPaulo()
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/reservas.js (a member's own, the president's all).
  const { lista, pendentes, ocupados, cancelar, espacos } = await panelData<ReservasDaPagina>(
    request,
    "reservas",
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
    // Only the member's own pending reservation can be cancelled (the reader gives no other).
    cancelar,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "reservas")
  const formData = await readFormData(request)
  return dispatchIntent(request, user, formData, reservasIntents(user))
}

const TABS = [
  { value: null, label: "Todas" },
  { value: "pendente", label: "Pendentes" },
  { value: "aprovado", label: "Aprovadas" },
  { value: "rejeitado", label: "Rejeitadas" },
] as const

export default function Reservas() {
  const loaderData = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  const { gerencia, nova, pendentes, cancelar } = loaderData

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
