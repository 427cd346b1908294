// /painel/assembleias/{id}/cabine?item=..., 'Modo cabine': a member present without a phone votes on
// the secretary's. The secretary finds the member in the list of those present and able who have
// not voted (cabine-lista.tsx) and taps the name; the device shows that member's ballot; after
// 'Confirmar voto' it says 'Voto registrado. Devolva o aparelho ao secretário.' with the member's
// receipt code and 'Voltar à lista', never the choice (docs/decisions/elections.md).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useActionData, useLoaderData } from "@remix-run/react"
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink } from "~/components/ui/button"
import { assembleiaPagePath } from "~/features/assembleias/assembleias"
import { Cedula, Recibo, type ChapaDaCedula } from "~/features/assembleias/cedula"
import { cedulaCabineForm } from "~/features/assembleias/cedula.forms"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { pageMeta } from "~/http/meta"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { cabineIntents } from "./cabine-actions.server"
import { CabineLista, type Pendente } from "./cabine-lista"

/** What lib/paginas/assembleia-cabine.js gives: null when there is no such assembly. */
type CabineDaPagina = {
  assembleia: { id: string }
  item: { id: string; titulo: string; votacao: string; votantes: number; presentesAptos: number } | null
  chapas?: ChapaDaCedula[]
  pendentes: Pendente[]
  escolhido: Pendente | null
} | null

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  const dados = await panelData<CabineDaPagina>(request, "a cabine")
  if (!dados) throw new Response("Assembleia não encontrada", { status: 404 })
  const busca = new URL(request.url).searchParams.get("q") ?? ""
  return { ...dados, busca, forms: await sendForms(cedulaCabineForm) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias", "manageAssembleias")
  return dispatchIntent(request, user, await readFormData(request), cabineIntents)
}

const VOTAR: IntentOf<typeof cabineIntents> = "votar"

export default function Cabine() {
  const { assembleia, item, chapas, pendentes, escolhido, busca, forms } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const recibo = answer && "recibo" in answer ? answer.recibo : null
  const [form, fields] = useSchemaForm(cedulaCabineForm, forms, { lastResult: useActionResult(VOTAR) })
  const votacao = `${assembleiaPagePath(assembleia.id)}/votacao`
  const lista = item ? `?${new URLSearchParams({ item: item.id })}` : "?"
  const voltar = (
    <Link to={lista} className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline">
      Voltar à lista
    </Link>
  )
  return (
    <>
      <BackLink to={votacao}>Voltar: Votação</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-marca-900">Modo cabine</h1>
      {item ? <p className="mt-1 break-words text-gray-700">{item.titulo}</p> : null}
      {recibo ? (
        <Recibo recibo={recibo} titulo="Voto registrado. Devolva o aparelho ao secretário.">
          {voltar}
        </Recibo>
      ) : !item ? (
        <p className="mt-4 text-gray-800">Esta assembleia não tem eleição.</p>
      ) : item.votacao !== "aberta" ? (
        <p className="mt-4 text-gray-800">{MENSAGENS.votacaoFechada}</p>
      ) : escolhido ? (
        <>
          <p className="mt-4 rounded-md bg-marca-50 p-3 font-semibold text-marca-950 [overflow-wrap:anywhere]">
            Votando: {escolhido.nome}
          </p>
          <Cedula
            titulo={item.titulo}
            chapas={chapas ?? []}
            form={form}
            escolha={fields.escolha}
            intent={VOTAR}
          >
            <input type="hidden" name="item" value={item.id} />
            <input type="hidden" name="associado" value={escolhido.associado} />
          </Cedula>
          <div className="mt-2">{voltar}</div>
        </>
      ) : (
        <CabineLista item={item} pendentes={pendentes} busca={busca} />
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Modo cabine" loadError="Erro ao carregar a cabine" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Modo cabine" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
