// /painel/financeiro/lembretes, 'Lembretes de mensalidade', a tab of Controle Financeiro: the daily
// job's last run with its counts and one card per member with all their open dues and their
// reminders (?q= by name or e-mail, ?pagina=). The financial director queues a reminder of every open
// due at once ('Enviar lembrete a todos', intent "todos"), sends one member's now ('Enviar lembrete',
// intent "enviar") or opens WhatsApp with the same text; the president and the fiscal council read
// the page (docs/decisions/dues-and-pix.md#one-card-per-member-on-the-reminders-page).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Form, useLoaderData } from "@remix-run/react"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { SearchForm } from "~/components/ui/search-form"
import { UltimaExecucaoResumo } from "./lembretes-resumo"
import { LembretesCards } from "./lembretes-cards"
import { ultimaExecucao } from "~/features/lembretes/lembretes.server"
import { cartoesDe, type LembretesPagina } from "~/features/lembretes/lembretes-lista.server"
import { FinanceiroAbas } from "~/features/lembretes/financeiro-abas"
import { SubmitButton } from "~/components/ui/button"
import type { IntentOf } from "~/panel/intents.server"
import { lembretesIntents } from "./lembretes-actions.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { getSiteConfig } from "~/http/site-config.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import { readFormData } from "~/forms/form-data.server"
import { dispatchIntent } from "~/panel/intents.server"
import { pageMeta } from "~/http/meta"
import { todayInSaoPaulo } from "~/utils/format"

const PAGE = "/painel/financeiro/lembretes"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  const site = await getSiteConfig()
  const context = { hoje: todayInSaoPaulo(), diasAntes: site.lembreteDiasAntes, site: site.nome }
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/financeiro-lembretes.js.
  const lista = await panelData<LembretesPagina>(request, "lembretes")
  const execucao = ultimaExecucao(lista.execucao)
  return {
    gerencia: can(user.role, "manageMensalidades"),
    execucao,
    cartoes: cartoesDe(lista, context),
    totalDues: lista.totalDues,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  return dispatchIntent(request, user, await readFormData(request), lembretesIntents)
}

export default function Lembretes() {
  const { gerencia, execucao, cartoes, totalDues, pagina, totalPaginas } = useLoaderData<typeof loader>()
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Lembretes de mensalidade</h1>
      <FinanceiroAbas current={PAGE} />
      {gerencia && totalDues > 0 ? (
        <Form method="post" className="mt-4 grid gap-2 sm:flex sm:items-center sm:gap-4">
          <SubmitButton
            name="intent"
            value={"todos" satisfies IntentOf<typeof lembretesIntents>}
            pendingLabel="Pondo na fila..."
          >
            Enviar lembrete a todos
          </SubmitButton>
          <p className="text-sm text-gray-700">
            Um e-mail por mensalidade em aberto que ainda não recebeu este lembrete.
          </p>
        </Form>
      ) : null}
      <section
        aria-label="Último envio automático"
        className="mt-4 rounded-lg border border-marca-200 bg-white p-5"
      >
        <UltimaExecucaoResumo execucao={execucao} />
      </section>
      <h2 className="mt-8 text-lg font-semibold text-marca-900">Mensalidades em aberto</h2>
      <SearchForm label="Buscar" placeholder="Buscar por nome ou e-mail..." className="mt-3" />
      <LoadingArea pathname={PAGE} label="Carregando lembretes...">
        <LembretesCards cartoes={cartoes} gerencia={gerencia} />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Lembretes de mensalidade" loadError="Erro ao carregar lembretes" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Lembretes de mensalidade" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
