// /painel/prestacao-de-contas, 'Prestação de Contas': a year's dues (?ano=) month by month, by
// payment method and payment by payment, without members' names, for every active member, the board
// and the fiscal council; the council's opinion on the year, which a council member records here
// (intent 'parecer'). Printable: the menu, the links and the form are print:hidden
// (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { requireCapability, requirePanelAccess } from "~/auth/guards.server"
import { can } from "~/auth/permissions"
import {
  PrestacaoPagamentos,
  PrestacaoPorForma,
  PrestacaoPorMes,
  PrestacaoToolbar,
} from "~/features/prestacao-de-contas/prestacao-de-contas-view"
import { ParecerForm, ParecerView } from "~/features/prestacao-de-contas/parecer"
import { parecerForm } from "~/features/prestacao-de-contas/parecer.forms"
import {
  getPrestacaoDeContas,
  getParecer,
  saveParecer,
} from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { readFormData } from "~/forms/form-data.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { todayISO } from "~/utils/format"
import { readAno } from "~/utils/list-params"
import {
  isParecerAno,
  PARECER_RESULTADO_LABELS,
  PARECER_RESULTADOS,
} from "@veteranos/domain/prestacao-de-contas"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "prestacaoDeContas")
  const hoje = todayISO()
  const ano = readAno(new URL(request.url).searchParams, hoje)
  const [prestacao, parecer] = await orLoadError(
    "a prestação de contas",
    Promise.all([getPrestacaoDeContas(user.token, ano), getParecer(user.token, ano)]),
  )
  // The form only for a council seat, and only for a year already begun.
  const opina = can(user, "registrarParecer") && isParecerAno(ano, Number(hoje.slice(0, 4)))
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
  const formData = await readFormData(request)
  if (formData.get("intent") !== "parecer") return unknownIntent(user, formData)
  requireCapability(user, "registrarParecer")
  const submission = await parseForm(formData, parecerForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  const { ano } = submission.value
  try {
    await saveParecer(user.token, submission.value)
    return redirectWithToast(`/painel/prestacao-de-contas?ano=${ano}`, {
      type: "success",
      title: "Parecer registrado.",
    })
  } catch (error) {
    if (error instanceof RefusedWriteError) {
      const reply = submission.reply(error.reply(["resultado", "texto"]))
      return data({ result: reply }, { status: 400 })
    }
    console.error("Falha ao registrar o parecer:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao registrar o parecer. Tente novamente."]
    return data({ result: submission.reply({ formErrors }) }, failedWrite(error))
  }
}

export default function PrestacaoDeContas() {
  const { ano, prestacao, parecer, resultados, forms } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
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
