// /painel/filhos/consentimento: the consent page a guardian sees before anything else in the panel
// while a child's consent is owed for the current text (routes/painel/responsavel.server.ts). The
// text highlighted, then per child the data consent (required to keep the enrolment) and, apart and
// optional, the image's; refusing is its own confirmed path, which ends the enrolment
// (docs/decisions/youth-school.md#consent).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { CONSENTIMENTO_TEXTO, CONSENTIMENTOS } from "@veteranos/domain/escolinha-consentimento"
import { requirePanelAccess } from "~/auth/guards.server"
import { ConfirmDialog } from "~/components/ui/dialog"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { readDialog } from "~/utils/list-params"
import { consentimentoIntents } from "./consentimento-actions.server"
import { consentimentoForm } from "./consentimento.forms"
import { FilhoForm, TextoConsentimento, type FilhoConsentimento } from "./consentimento"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "filhos")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/filhos-consentimento.js.
  const { filhos } = await panelData<{ filhos: FilhoConsentimento[] }>(request, "as autorizações")
  const dialog = readDialog(new URL(request.url).searchParams, ["recusar"] as const)
  return {
    forms: await sendForms(consentimentoForm),
    texto: CONSENTIMENTO_TEXTO,
    labels: { dados: CONSENTIMENTOS.dados.label, imagem: CONSENTIMENTOS.imagem.label },
    filhos,
    recusar: filhos.find((filho) => filho.id === dialog?.id) ?? null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "filhos")
  return dispatchIntent(request, user, await readFormData(request), consentimentoIntents)
}

export default function ConsentimentoPage() {
  const { forms, texto, labels, filhos, recusar } = useLoaderData<typeof loader>()
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Autorizações da escolinha</h1>
      <p className="mt-2 text-gray-800">
        Antes de continuar, leia o texto abaixo e registre suas autorizações para cada filho(a).
      </p>
      <TextoConsentimento paragrafos={texto} />
      {filhos.length === 0 ? (
        <p className="mt-6 text-gray-700">Nenhuma matrícula ativa pede autorização.</p>
      ) : (
        filhos.map((filho) => <FilhoForm key={filho.id} filho={filho} forms={forms} labels={labels} />)
      )}
      {recusar ? (
        <ConfirmDialog
          title="Não autorizar"
          question="Sem a autorização dos dados, a matrícula é encerrada e os dados são apagados alguns meses depois. Deseja continuar?"
          intent={"recusar" satisfies IntentOf<typeof consentimentoIntents>}
          id={recusar.id}
          confirmLabel="Encerrar a matrícula"
          pendingLabel="Encerrando..."
          variant="danger"
          closeLabel="Voltar"
        >
          <p className="mt-2 font-semibold break-words text-gray-900">{recusar.nome}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Autorizações da escolinha" loadError="Erro ao carregar os filhos" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Autorizações da escolinha" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
