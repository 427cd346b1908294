// /painel/prestacao-de-contas, 'Prestação de Contas': a year's dues (?ano=) month by month, by
// payment method and payment by payment, without members' names, for every active member, the board
// and the fiscal council; the council's opinion on the year, which a council member records here
// (intent 'parecer'). Printable: the menu, the links and the form are print:hidden
// (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import {
  PrestacaoPagamentos,
  PrestacaoPorForma,
  PrestacaoPorMes,
  PrestacaoToolbar,
} from "./prestacao-de-contas-view"
import { ParecerForm, ParecerView } from "./parecer"
import { parecerForm } from "./parecer.forms"
import {
  toParecer,
  type PrestacaoDeContasPagina,
} from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { toPrestacaoDeContas } from "~/features/prestacao-de-contas/prestacao-de-contas"
import { prestacaoDeContasIntents } from "./prestacao-de-contas-actions.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { dispatchIntent } from "~/panel/intents.server"
import { useActionResult } from "~/panel/panel-form"
import { pageMeta } from "~/http/meta"
import { todayInSaoPaulo } from "~/utils/format"
import { readAno } from "~/utils/list-params"
import {
  isParecerAno,
  PARECER_RESULTADO_LABELS,
  PARECER_RESULTADOS,
} from "@veteranos/domain/prestacao-de-contas"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "prestacaoDeContas")
  const hoje = todayInSaoPaulo()
  const ano = readAno(new URL(request.url).searchParams, hoje)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/prestacao-de-contas.js.
  const dados = await panelData<PrestacaoDeContasPagina>(request, "a prestação de contas")
  const prestacao = toPrestacaoDeContas(dados.prestacao)
  const parecer = dados.parecer && toParecer(dados.parecer)
  // The form only for a council seat, and only for a year already begun.
  const opina = can(user, "recordParecer") && isParecerAno(ano, Number(hoje.slice(0, 4)))
  return {
    ano,
    prestacao,
    parecer,
    resultados: PARECER_RESULTADOS.map((value) => ({ value, label: PARECER_RESULTADO_LABELS[value] })),
    forms: opina ? await sendForms(parecerForm) : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "prestacaoDeContas")
  return dispatchIntent(request, user, await readFormData(request), prestacaoDeContasIntents)
}

export default function PrestacaoDeContas() {
  const { ano, prestacao, parecer, resultados, forms } = useLoaderData<typeof loader>()
  const lastResult = useActionResult()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Prestação de Contas</h1>
        <PrestacaoToolbar ano={ano} />
      </div>
      <p className="mt-2 text-gray-700">
        As mensalidades de {ano} pelo mês de vencimento: lançadas, recebidas, em aberto e isentas.
      </p>
      <ParecerView ano={ano} parecer={parecer} resultados={resultados} />
      {forms ? (
        <ParecerForm
          ano={ano}
          parecer={parecer}
          resultados={resultados}
          forms={forms}
          lastResult={lastResult}
        />
      ) : null}
      <PrestacaoPorMes prestacao={prestacao} />
      <PrestacaoPorForma prestacao={prestacao} />
      <PrestacaoPagamentos ano={ano} pagamentos={prestacao.pagamentos} />
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Prestação de Contas" loadError="Erro ao carregar as contas" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Prestação de Contas" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
