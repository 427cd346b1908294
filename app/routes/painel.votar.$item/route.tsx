// /painel/votar/{item}, 'Votar': a member present and able to vote marks their secret ballot on their
// own phone, one slate, 'Em branco' or 'Nulo', and 'Confirmar voto' (a plain form, without
// JavaScript too); the answer is the receipt, 'Voto registrado.' and 'Código do seu voto: 7K3Q-…',
// shown once. Who has voted, may not vote or came too early or late reads why
// (docs/decisions/elections.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useActionData, useLoaderData } from "@remix-run/react"
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { requirePanelAccess } from "~/auth/guards.server"
import { PAINEL_AREAS } from "~/auth/permissions"
import { BackLink } from "~/components/ui/button"
import { Cedula, Recibo, type ChapaDaCedula } from "~/features/assembleias/cedula"
import { cedulaForm } from "~/features/assembleias/cedula.forms"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { pageMeta } from "~/http/meta"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { votarIntents } from "./votar-actions.server"

/** What lib/paginas/votar.js gives: null when the item is no election of a notice. */
type CedulaDaPagina = {
  item: { id: string; titulo: string }
  votacao: string
  assembleiaAberta: boolean
  chapas: ChapaDaCedula[]
  jaVotou: boolean
  podeVotar: boolean
} | null

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "inicio")
  const dados = await panelData<CedulaDaPagina>(request, "a cédula")
  if (!dados) throw new Response("Eleição não encontrada", { status: 404 })
  return { ...dados, forms: await sendForms(cedulaForm) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio")
  return dispatchIntent(request, user, await readFormData(request), votarIntents(params.item ?? ""))
}

const VOTAR: IntentOf<ReturnType<typeof votarIntents>> = "votar"

export default function Votar() {
  const { item, chapas, jaVotou, podeVotar, votacao, assembleiaAberta, forms } =
    useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const recibo = answer && "recibo" in answer ? answer.recibo : null
  const [form, fields] = useSchemaForm(cedulaForm, forms, { lastResult: useActionResult(VOTAR) })
  const painel = PAINEL_AREAS.inicio.path
  return (
    <>
      <BackLink to={painel}>Voltar ao painel</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-marca-900">Votar</h1>
      {recibo ? (
        <Recibo recibo={recibo}>
          <Link
            to={painel}
            className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline"
          >
            Voltar ao painel
          </Link>
        </Recibo>
      ) : podeVotar ? (
        <Cedula titulo={item.titulo} chapas={chapas} form={form} escolha={fields.escolha} intent={VOTAR} />
      ) : (
        <div className="mt-4 grid gap-1" role="status" data-testid="sem-cedula">
          <p className="font-semibold break-words text-gray-900">{item.titulo}</p>
          <p className="text-gray-800">
            {jaVotou
              ? MENSAGENS.jaVotou
              : votacao !== "aberta" || !assembleiaAberta
                ? MENSAGENS.votacaoFechada
                : MENSAGENS.naoPresente}
          </p>
        </div>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Votar" loadError="Erro ao carregar a cédula" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Votar" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
