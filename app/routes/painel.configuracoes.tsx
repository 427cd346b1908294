// /painel/configuracoes, 'Configurações': the president edits the association's settings (name,
// address, contacts, hours, spaces, dues, PIX, privacy), which every page reads
// (docs/decisions/server-and-operation.md#configuration), and sees their latest changes. One form,
// posted with the intent 'salvar', answered 303 or 400 with every typed value kept; and the spaces
// for reservations, records of their own, added, renamed, deactivated and reactivated each with its
// intent (docs/decisions/reservations.md#spaces-are-records).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { ConfiguracoesForm } from "~/features/configuracoes/configuracoes-form"
import { formValuesOf } from "~/features/configuracoes/configuracoes"
import { configuracoesForm } from "~/features/configuracoes/configuracoes.forms"
import {
  getConfiguracoes,
  listHistoricoConfiguracoes,
  updateConfiguracoes,
} from "~/features/configuracoes/configuracoes.server"
import { HistoricoConfiguracoes } from "~/features/configuracoes/historico"
import { espacoForm } from "~/features/configuracoes/espaco.forms"
import { changeEspacos, isEspacoIntent, RENOMEAR } from "~/features/configuracoes/espacos-actions.server"
import { EspacosReserva } from "~/features/configuracoes/espacos-lista"
import { listEspacos } from "~/features/reservas/espacos.server"
import { readDialog } from "~/utils/list-params"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"
import { pageMeta } from "~/http/meta"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { lastRetentionLine } from "~/features/configuracoes/retencao.server"
import { errorMessage } from "~/utils/errors"
import { CAMPO_NOMES } from "@veteranos/domain/associacao"

const PAGE = "/painel/configuracoes"
/** How many of the latest changes the history shows. */
const HISTORICO = 10

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "configuracoes")
  const dialog = readDialog(new URL(request.url).searchParams, [RENOMEAR])
  const [configuracoes, historico, espacos, retencao] = await orLoadError(
    "as configurações",
    Promise.all([
      getConfiguracoes(user.token),
      listHistoricoConfiguracoes(user.token, HISTORICO),
      listEspacos(user.token),
      lastRetentionLine(user.token),
    ]),
  )
  return {
    forms: await sendForms(configuracoesForm, espacoForm),
    valores: formValuesOf(configuracoes.values),
    salvasEm: configuracoes.updated,
    historico,
    espacos,
    retencao,
    renomear: espacos.find((espaco) => espaco.id === dialog?.id) ?? null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "configuracoes")
  const formData = await readFormData(request)
  const intent = formData.get("intent")
  if (isEspacoIntent(intent)) return changeEspacos(user.token, intent, formData, PAGE)
  if (intent !== "salvar") return unknownIntent(user, formData)
  const submission = await parseForm(formData, configuracoesForm)
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
  try {
    // With the president's own token: PocketBase's rule and hook decide, whoever asks.
    await updateConfiguracoes(user.token, submission.value)
  } catch (error) {
    if (error instanceof RefusedWriteError) {
      return data({ result: submission.reply(error.reply(CAMPO_NOMES)) }, { status: 400 })
    }
    console.error("Falha ao salvar as configurações:", errorMessage(error))
    const formErrors = ["Não foi possível salvar as configurações. Tente novamente."]
    return data({ result: submission.reply({ formErrors }) }, failedWrite(error))
  }
  return redirectWithToast(PAGE, { type: "success", title: "Configurações salvas." })
}

export default function Configuracoes() {
  const { forms, valores, salvasEm, historico, espacos, retencao, renomear } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const result = actionData && "result" in actionData ? actionData.result : undefined
  // A space's refused name goes back to its own form; the settings' to theirs.
  const espaco = actionData && "espaco" in actionData ? String(actionData.espaco) : null
  const refused = espaco ? { espaco, result } : null
  const lastResult = espaco ? undefined : result
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Configurações</h1>
      <p className="mt-2 max-w-prose text-gray-700">
        Os dados da associação que o site e o painel mostram: endereço, contatos, horários, espaços para
        reserva, mensalidade e PIX. Uma alteração salva aparece na próxima página aberta.
      </p>
      {/* A new form once saved: its fields show the values as stored (a PIX key in lower case). */}
      <ConfiguracoesForm key={salvasEm} valores={valores} forms={forms} lastResult={lastResult} />
      <EspacosReserva espacos={espacos} renomear={renomear} forms={forms} refused={refused} />
      <HistoricoConfiguracoes historico={historico} />
      <p className="mt-6 max-w-prose text-sm text-gray-700" data-testid="retencao">
        {retencao}
      </p>
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Configurações" loadError="Erro ao carregar as configurações" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Configurações" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
