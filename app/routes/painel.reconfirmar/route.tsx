// /painel/reconfirmar?voltar=<page>: the password and the code again before a grave change (the PIX
// key, the presidency, erasing a member, the members' export, a second step changed), then back to
// the page that asked, to repeat it (docs/decisions/two-step-login.md#re-confirmation). Open to
// everyone logged in (the security page's area) and not in the menu: a page PocketBase's refusal
// leads to. Works without JavaScript: the code by e-mail is its own form, the recovery code a link.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import {
  CODIGO_EMAIL_MINUTOS,
  MENSAGENS,
  METODO_APP,
  TIPO_CODIGO,
  TIPO_RECUPERACAO,
} from "@veteranos/domain/seguranca"
import { requirePanelAccess } from "~/auth/guards.server"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { ReconfirmarForm } from "./reconfirmar-form"
import { asksForCode, reconfirmarIntents, voltarOf } from "./reconfirmar-actions.server"
import { reconfirmarForm } from "./reconfirmar.forms"

const TEXTO_METODO = {
  email: `Peça o código por e-mail e digite os 6 dígitos que chegarem. Ele vale por ${CODIGO_EMAIL_MINUTOS} minutos.`,
  app: "Abra o aplicativo autenticador e digite o código que ele mostra.",
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "seguranca")
  const pedeCodigo = asksForCode(user)
  const recuperacao = pedeCodigo && new URL(request.url).searchParams.get("recuperacao") === "1"
  // A seat's holder not set up yet gets the e-mailed code (PocketBase's login does the same).
  const metodo = user.segundaEtapa === METODO_APP ? ("app" as const) : ("email" as const)
  // The shared texts travel in the page's data: the shared rules' module is the server's only.
  return {
    forms: await sendForms(reconfirmarForm),
    pergunta: MENSAGENS.reconfirmar,
    voltar: voltarOf(request.url),
    codigo: pedeCodigo
      ? {
          metodo,
          recuperacao,
          tipo: recuperacao ? TIPO_RECUPERACAO : TIPO_CODIGO,
          rotulo: recuperacao ? "Código de recuperação" : MENSAGENS.digite,
          texto: recuperacao ? "Cada código de recuperação vale uma única vez." : TEXTO_METODO[metodo],
          // Recovery codes exist once a second step is set up.
          temRecuperacao: user.segundaEtapa !== "",
        }
      : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "seguranca")
  return dispatchIntent(request, user, await readFormData(request), reconfirmarIntents)
}

export default function Reconfirmar() {
  const { pergunta, ...loaderData } = useLoaderData<typeof loader>()
  const lastResult = useActionResult("reconfirmar")
  return (
    <div className="grid max-w-xl gap-6">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Confirme que é você</h1>
        <p className="mt-1 text-gray-700">{pergunta}</p>
      </div>
      <ReconfirmarForm {...loaderData} lastResult={lastResult} />
    </div>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Confirme que é você" loadError="Erro ao carregar a confirmação" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Confirme que é você" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
