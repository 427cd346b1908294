// /painel/configuracoes, 'Configurações': the president edits the association's settings (name,
// address, contacts, hours, spaces, dues, PIX, privacy), which every page reads
// (docs/decisions/server-and-operation.md#configuration), and sees their latest changes. One form,
// posted with the intent 'salvar', answered 303 or 400 with every typed value kept; and the spaces
// for reservations, records of their own, added, renamed, deactivated and reactivated each with its
// intent (docs/decisions/reservations.md#spaces-are-records).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { ConfiguracoesForm } from "./configuracoes-form"
import { DICAS } from "./configuracoes-dicas.server"
import { formValuesOf } from "./configuracoes"
import { configuracoesIntents } from "./configuracoes-actions.server"
import { configuracoesForm } from "./configuracoes.forms"
import type { ConfiguracoesDaPagina } from "./configuracoes.server"
import { HistoricoConfiguracoes } from "./historico"
import { espacoForm } from "./espaco.forms"
import { ESPACO_DIALOGOS, EspacosReserva } from "./espacos-lista"
import { retentionLine } from "./retencao.server"
import { readDialog } from "~/utils/list-params"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"
import { pageMeta } from "~/http/meta"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "configuracoes")
  const dialog = readDialog(new URL(request.url).searchParams, ESPACO_DIALOGOS)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/configuracoes.js.
  const { configuracoes, historico, espacos, retencao } = await panelData<ConfiguracoesDaPagina>(
    request,
    "as configurações",
  )
  // The space a dialog is about (rename, or the question before 'Desativar').
  const aberto = espacos.find((espaco) => espaco.id === dialog?.id)
  return {
    forms: await sendForms(configuracoesForm, espacoForm),
    valores: formValuesOf(configuracoes.values),
    dicas: DICAS,
    salvasEm: configuracoes.updated,
    historico,
    espacos,
    retencao: retentionLine(retencao),
    espacoDialogo: aberto && dialog ? { acao: dialog.acao, espaco: aberto } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "configuracoes")
  return dispatchIntent(request, user, await readFormData(request), configuracoesIntents)
}

export default function Configuracoes() {
  const { forms, valores, dicas, salvasEm, historico, espacos, retencao, espacoDialogo } =
    useLoaderData<typeof loader>()
  // A space's refused name goes back to its own form (espacos-lista.tsx); the settings' to theirs.
  const lastResult = useActionResult("salvar" satisfies IntentOf<typeof configuracoesIntents>)
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Configurações</h1>
      <p className="mt-2 max-w-prose text-gray-700">
        Os dados da associação que o site e o painel mostram: endereço, contatos, horários, espaços para
        reserva, mensalidade e PIX. Uma alteração salva aparece na próxima página aberta.
      </p>
      {/* A new form once saved: its fields show the values as stored (a PIX key in lower case). */}
      <ConfiguracoesForm
        key={salvasEm}
        valores={valores}
        dicas={dicas}
        forms={forms}
        lastResult={lastResult}
      />
      <EspacosReserva espacos={espacos} dialogo={espacoDialogo} forms={forms} />
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
