// /painel/seguranca, 'Segurança' (everyone logged in): the second step (its state, the authenticator
// or the e-mailed code set up, new recovery codes, turning it off), 'Trocar senha' and the sessions
// open on other devices. A seat holder without a second step is sent here from every other panel
// page, and reads why (docs/decisions/two-step-login.md#a-seat-requires-it). Everything it shows comes
// with the session: PocketBase is asked nothing beyond the guard's one question.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { Alert } from "~/components/ui/alert"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { PanelSection } from "~/panel/panel-section"
import { useActionResult } from "~/panel/panel-form"
import { SegundaEtapa } from "./segunda-etapa"
import { passoOf } from "./segunda-etapa-passo"
import { segundaEtapaOf } from "./segunda-etapa.server"
import { segurancaIntents, withAppStep } from "./seguranca-actions.server"
import { codigoAppForm, codigoEmailForm, trocarSenhaForm } from "./seguranca.forms"
import { SenhaForm } from "./senha-form"
import { SessoesAtivas } from "./sessoes"
import { listSessoes } from "./sessoes.server"

type Intent = IntentOf<typeof segurancaIntents>

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "seguranca")
  return {
    forms: await sendForms(codigoAppForm, codigoEmailForm, trocarSenhaForm),
    segundaEtapa: segundaEtapaOf(user),
    sessoes: await listSessoes(request, user),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "seguranca")
  const formData = await readFormData(request)
  return withAppStep(await dispatchIntent(request, user, formData, segurancaIntents), formData)
}

export default function Seguranca() {
  const { forms, segundaEtapa, sessoes } = useLoaderData<typeof loader>()
  const passo = passoOf(useActionData())
  const { motivo, ...estado } = segundaEtapa
  const appResult = useActionResult("confirmar-app" satisfies Intent)
  const emailResult = useActionResult("confirmar-email" satisfies Intent)
  const senhaResult = useActionResult("senha" satisfies Intent)
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Segurança</h1>
        <p className="mt-1 text-gray-700">Como você entra no painel, e onde está conectado.</p>
      </div>
      {motivo ? <Alert tone="info">{motivo}</Alert> : null}

      <PanelSection id="segunda-etapa" title="Segunda etapa">
        <SegundaEtapa
          {...estado}
          forms={forms}
          passo={passo}
          appResult={appResult}
          emailResult={emailResult}
        />
      </PanelSection>

      <PanelSection id="senha" title="Trocar senha">
        <SenhaForm forms={forms} lastResult={senhaResult} />
      </PanelSection>

      <SessoesAtivas sessoes={sessoes} />
    </div>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Segurança" loadError="Erro ao carregar a página" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Segurança" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
