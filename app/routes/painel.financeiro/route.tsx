// /painel/financeiro, 'Controle Financeiro': every member's dues of a month, searched by the member's
// name (?mes=yyyy-MM, ?status=, ?q=, ?pagina=), then the year's totals by month (?ano=). The
// financial director marks dues paid, undoes it, exempts a due with its reason or undoes that,
// launches a month and adds a due, each a dialog in the URL
// (?acao=pagar|desfazer|isentar|desfazer-isencao|lancar|nova); a change returns to its row
// (#mensalidade-{id}). The president reads the page without the tools
// (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues); PocketBase refuses them too.
// A tab beside the dues leads to their reminders (/painel/financeiro/lembretes).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { FinanceiroToolbar, FiltroMes, TotaisDoAno } from "./financeiro"
import { ACOES, DialogoAberto } from "./dialogo-aberto"
import { MensalidadesTable } from "./financeiro-table"
import { FinanceiroAbas } from "~/features/lembretes/financeiro-abas"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { SearchForm } from "~/components/ui/search-form"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { Tabs } from "~/components/ui/tabs"
import { totaisDe } from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { mesesParaLancar, type FinanceiroPagina } from "~/features/mensalidades/financeiro.server"
import { toMensalidade } from "~/features/mensalidades/mensalidades.server"
import { financeiroIntents } from "./financeiro-actions.server"
import { isentarForm, lancarMesForm, novaMensalidadeForm, pagarForm } from "./mensalidade.forms"
import { requirePanelAccess } from "~/auth/guards.server"
import { monthLabel } from "@veteranos/domain/datas"
import { todayInSaoPaulo } from "~/utils/format"
import { dispatchIntent } from "~/panel/intents.server"
import { readAno, readDialog, readMes, readSearch, readStatus } from "~/utils/list-params"
import { LISTA_DE_MENSALIDADES, MENSALIDADE_FILTROS } from "~/features/mensalidades/mensalidade"
import { pageMeta } from "~/http/meta"
import { can } from "~/auth/permissions"
import { sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"
import { getSiteConfig } from "~/http/site-config.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  const gerencia = can(user.role, "manageMensalidades")
  const params = new URL(request.url).searchParams
  const hoje = todayInSaoPaulo()
  const filtro = {
    mes: readMes(params, hoje),
    status: readStatus(params, MENSALIDADE_FILTROS),
    hoje,
    q: readSearch(params),
  }
  const ano = readAno(params, hoje)
  // The tools' dialogs open only for whoever may use them.
  const dialog = gerencia ? readDialog(params, ACOES) : null
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/financeiro.js.
  const dados = await panelData<FinanceiroPagina>(request, "mensalidades")
  const site = await getSiteConfig()
  const lista = { ...dados.lista, items: dados.lista.items.map(toMensalidade) }
  const mensalidade = dialog?.id && dados.mensalidade ? toMensalidade(dados.mensalidade) : null
  const totais = totaisDe(dados.totais)
  const associados = dialog?.acao === "nova" ? (dados.associados ?? []) : []
  // 'Lançar' suggests the first month from this one on that has no dues yet.
  const mesesParaLancarNoDialogo =
    dialog?.acao === "lancar" && dados.mesParaLancar ? mesesParaLancar(dados.mesParaLancar) : null
  // The row that takes the changed one's place when its tab no longer shows it: where the list returns.
  const linha = lista.items.findIndex((m) => m.id === mensalidade?.id)
  const proxima = linha < 0 ? null : (lista.items[linha + 1] ?? lista.items[linha - 1])?.id
  return {
    forms: await sendForms(pagarForm, lancarMesForm, novaMensalidadeForm, isentarForm),
    gerencia,
    hoje,
    ano,
    filtro,
    totais,
    mensalidades: lista.items,
    buscaLimitada: dados.buscaLimitada,
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    associados,
    // A new due starts with the settings' amount and day; those launched keep theirs.
    padrao: site.mensalidade,
    dialog: dialog && {
      acao: dialog.acao,
      mensalidade,
      proxima: proxima ?? null,
      meses: mesesParaLancarNoDialogo,
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  return dispatchIntent(request, user, await readFormData(request), financeiroIntents)
}

const TABS = [
  { value: null, label: "Todas" },
  { value: "pendente", label: "Pendentes" },
  { value: "pago", label: "Pagas" },
  { value: "vencida", label: "Vencidas" },
  { value: "isenta", label: "Isentas" },
] as const

export default function ControleFinanceiro() {
  const loaderData = useLoaderData<typeof loader>()
  const { gerencia, hoje, ano, filtro, totais, dialog } = loaderData

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Controle Financeiro</h1>
        <FinanceiroToolbar filtro={filtro} ano={ano} gerencia={gerencia} />
      </div>
      <FinanceiroAbas current="/painel/financeiro" />

      {/* The list first: the daily work; the year's totals after it. */}
      <h2 id={LISTA_DE_MENSALIDADES} className="mt-6 text-lg font-semibold text-marca-900">
        Mensalidades de {monthLabel(filtro.mes)}
      </h2>
      <div className="mt-3 grid gap-4">
        <SearchForm label="Buscar" placeholder="Buscar por nome ou e-mail..." />
        <FiltroMes filtro={filtro} ano={ano} />
        <Tabs label="Situação das mensalidades" param="status" tabs={TABS} current={filtro.status} />
      </div>
      {loaderData.buscaLimitada ? (
        <p className="mt-3 text-sm text-gray-800">
          A busca encontrou muitos associados: a lista mostra as mensalidades dos {loaderData.buscaLimitada}{" "}
          primeiros em ordem alfabética. Escreva mais do nome para encontrar outro.
        </p>
      ) : null}
      <LoadingArea pathname="/painel/financeiro" label="Carregando mensalidades...">
        <MensalidadesTable mensalidades={loaderData.mensalidades} hoje={hoje} gerencia={gerencia} />
      </LoadingArea>
      <Pagination page={loaderData.pagina} totalPages={loaderData.totalPaginas} />

      <TotaisDoAno ano={ano} totais={totais} />

      {dialog ? (
        <DialogoAberto
          dialog={dialog}
          forms={loaderData.forms}
          padrao={loaderData.padrao}
          associados={loaderData.associados}
          mes={filtro.mes}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Controle Financeiro" loadError="Erro ao carregar mensalidades" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Controle Financeiro" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
