// /painel/assembleias/{id}: an assembly (docs/decisions/general-assembly.md). A draft is edited here
// (its details, its agenda), then published ('Publicar edital', refused by PocketBase before the
// statute's lead time) or deleted; a published notice is cancelled or opened on its day; once open,
// the tabs lead to its attendance, votes and minutes. Dialogs are URL state (?acao=...), every
// change a POST through the page's intent table answered 303 or 400.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { BackLink } from "~/components/ui/button"
import { Alert } from "~/components/ui/alert"
import { PAINEL_AREAS } from "~/auth/permissions"
import { requirePanelAccess } from "~/auth/guards.server"
import { AssembleiaAbas } from "~/features/assembleias/assembleia-abas"
import { assembleiaForm, cancelarForm, itemForm } from "~/features/assembleias/assembleia.forms"
import type { AssembleiaDoPainel } from "~/features/assembleias/assembleias"
import { withFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { readDialog } from "~/utils/list-params"
import { dayInSaoPaulo, todayInSaoPaulo } from "~/utils/format"
import { assembleiaIntents } from "./assembleia-actions.server"
import { ASSEMBLEIA_ACOES, AssembleiaDialog } from "./assembleia-dialogs"
import { AssembleiaResumo } from "./assembleia-resumo"
import { IncluirItem, Pauta } from "./pauta"

/** Which dialog each status may open. */
const ACOES_DO_STATUS: Record<string, readonly string[]> = {
  rascunho: ["editar", "publicar", "excluir"],
  publicada: ["cancelar", "abrir"],
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/assembleia.js.
  const { assembleia, itens, contagem, anosComParecer, mandatoAnos } = await panelData<AssembleiaDoPainel>(
    request,
    "assembleia",
  )
  if (!assembleia) throw new Response("Assembleia não encontrada", { status: 404 })
  const dialog = readDialog(new URL(request.url).searchParams, ASSEMBLEIA_ACOES)
  const acao = dialog && (ACOES_DO_STATUS[assembleia.status] ?? []).includes(dialog.acao) ? dialog.acao : null
  return {
    forms: await sendForms(assembleiaForm, itemForm, cancelarForm),
    assembleia,
    itens,
    contagem,
    anosComParecer,
    mandatoAnos,
    podeAbrir: todayInSaoPaulo() >= dayInSaoPaulo(assembleia.primeira_chamada),
    acao,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias", "manageAssembleias")
  return withFormData(request, (formData) =>
    dispatchIntent(request, user, formData, assembleiaIntents(params.id ?? "")),
  )
}

export default function AssembleiaPage() {
  const { forms, assembleia, itens, contagem, anosComParecer, mandatoAnos, podeAbrir, acao } =
    useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const erro = answer && "erro" in answer ? answer.erro : null
  // Each form takes back only its own refusal.
  const itemResult = useActionResult("incluir-item")
  const dialogResult = useActionResult(acao ?? "")
  const rascunho = assembleia.status === "rascunho"
  return (
    <>
      <BackLink to={PAINEL_AREAS.assembleias.path}>Voltar: {PAINEL_AREAS.assembleias.label}</BackLink>
      <AssembleiaAbas
        id={assembleia.id}
        status={assembleia.status}
        eleicao={itens.some((item) => item.tipo === "eleicao")}
        current="assembleia"
      />
      <AssembleiaResumo assembleia={assembleia} contagem={contagem} podeAbrir={podeAbrir} />
      {erro && !acao ? <Alert className="mt-4">{erro}</Alert> : null}
      <section aria-labelledby="ordem-do-dia" className="mt-8">
        <h2 id="ordem-do-dia" className="text-xl font-bold text-marca-900">
          Ordem do dia
        </h2>
        <Pauta itens={itens} rascunho={rascunho} />
        {rascunho ? (
          <IncluirItem
            anos={anosComParecer}
            mandatoAnos={mandatoAnos}
            forms={forms}
            lastResult={itemResult}
          />
        ) : null}
      </section>
      {acao ? (
        <AssembleiaDialog
          acao={acao}
          assembleia={assembleia}
          forms={forms}
          lastResult={dialogResult}
          erro={erro}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Assembleia" loadError="Erro ao carregar a assembleia" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Assembleia" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
