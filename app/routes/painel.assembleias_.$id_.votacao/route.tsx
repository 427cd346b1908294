// /painel/assembleias/{id}/votacao, 'Votação': the secretary's phone during the assembly. The quorum
// line on top; 'Iniciar votações' (PocketBase refuses before the second call's time without the
// first call's quorum); each agenda item in order, voted by show of hands or by acclamation, with
// its notes for the minutes; at the bottom 'Encerrar assembleia' (?acao=encerrar), after which
// everything is read only and the minutes are final; an election item's secret ballot is opened,
// followed and closed here, its tie broken and its slate installed (eleicao-votacao.tsx)
// (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Form, Link, useLoaderData } from "@remix-run/react"
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import { requirePanelAccess } from "~/auth/guards.server"
import { BackLink, SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, NewDialogLink } from "~/components/ui/dialog"
import { AssembleiaAbas } from "~/features/assembleias/assembleia-abas"
import {
  assembleiaPagePath,
  type Assembleia,
  type AssembleiaItem,
  type Contagem,
} from "~/features/assembleias/assembleias"
import { QuorumLine } from "~/features/assembleias/quorum"
import { readFormData } from "~/forms/form-data.server"
import { sendForms } from "~/forms/submission.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { useActionResult } from "~/panel/panel-form"
import { formatDateTime, formatEventDateTime } from "~/utils/format"
import { readDialog } from "~/utils/list-params"
import { votacaoIntents } from "./votacao-actions.server"
import { ItemVotacao } from "./votacao-item"
import { desempateForm, observacoesForm, votoForm } from "./votacao.forms"
import { EleicaoVotacao } from "./eleicao-votacao"
import type { EleicaoDaVotacao } from "./eleicao-tipos"

/** What lib/paginas/assembleia-votacao.js gives: null when there is no such assembly. */
type VotacaoDaPagina = {
  assembleia: Assembleia
  itens: AssembleiaItem[]
  contagem: Contagem
  /** Each election item's ballot, by the item's id. */
  eleicoes: Record<string, EleicaoDaVotacao | null>
} | null

const ACOES = ["corrigir", "encerrar", "encerrar-votacao", "posse"] as const

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "assembleias", "manageAssembleias")
  const dados = await panelData<VotacaoDaPagina>(request, "a votação")
  if (!dados) throw new Response("Assembleia não encontrada", { status: 404 })
  return {
    ...dados,
    dialog: readDialog(new URL(request.url).searchParams, ACOES),
    forms: await sendForms(votoForm, observacoesForm, desempateForm),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "assembleias", "manageAssembleias")
  return dispatchIntent(request, user, await readFormData(request), votacaoIntents(params.id ?? ""))
}

type Intent = IntentOf<ReturnType<typeof votacaoIntents>>

function IniciarVotacoes({ assembleia, contagem }: { assembleia: Assembleia; contagem: Contagem }) {
  return (
    <section
      aria-labelledby="iniciar"
      className="mt-6 rounded-lg border border-marca-200 bg-white p-4 shadow-sm"
    >
      <h2 id="iniciar" className="text-lg font-semibold text-marca-900">
        Início das votações
      </h2>
      {"error" in contagem.chamadaAgora ? (
        <p className="mt-2 text-gray-800">{contagem.chamadaAgora.error}</p>
      ) : null}
      <Form method="post" className="mt-3">
        <input type="hidden" name="id" value={assembleia.id} />
        <SubmitButton name="intent" value={"instalar" satisfies Intent} pendingLabel="Iniciando...">
          Iniciar votações
        </SubmitButton>
      </Form>
    </section>
  )
}

export default function Votacao() {
  const { assembleia, itens, contagem, eleicoes, dialog, forms } = useLoaderData<typeof loader>()
  const lastResults = { votar: useActionResult("votar"), observacoes: useActionResult("observacoes") }
  const desempateResult = useActionResult("desempate")
  const aberta = assembleia.status === "aberta"
  const instalada = Boolean(assembleia.instalada_em)
  const base = assembleiaPagePath(assembleia.id)
  return (
    <>
      <BackLink to="/painel/assembleias">Voltar: Assembleias</BackLink>
      <h1 className="mt-3 text-2xl font-bold break-words text-marca-900">Votação</h1>
      <p className="mt-1 text-gray-700">
        {assembleiaTitulo(assembleia.tipo)} · {formatEventDateTime(assembleia.primeira_chamada)}
      </p>
      <AssembleiaAbas
        id={assembleia.id}
        status={assembleia.status}
        eleicao={Object.keys(eleicoes).length > 0}
        current="votacao"
      />
      {contagem.lista ? <QuorumLine contagem={contagem} chamada={assembleia.chamada} /> : null}
      {assembleia.status === "encerrada" ? (
        <p
          className="mt-6 rounded-lg border border-gray-300 bg-gray-50 p-4 text-gray-900"
          data-testid="encerrada"
        >
          Assembleia encerrada em {formatDateTime(assembleia.encerrada_em)}: nada mais pode ser alterado.{" "}
          <Link to={`${base}/ata`} className="font-semibold text-marca-800 underline">
            Ver a ata
          </Link>
        </p>
      ) : null}
      {!aberta && assembleia.status !== "encerrada" ? (
        <p className="mt-6 text-gray-800">
          As votações acontecem depois que a assembleia é aberta:{" "}
          <Link to={base} className="font-semibold text-marca-800 underline">
            ver a assembleia
          </Link>
          .
        </p>
      ) : null}
      {aberta && !instalada ? <IniciarVotacoes assembleia={assembleia} contagem={contagem} /> : null}
      {contagem.lista ? (
        <ol className="mt-6 grid gap-4" aria-label="Ordem do dia">
          {itens.map((item) => {
            const eleicao = eleicoes[item.id]
            return (
              <ItemVotacao
                key={item.id}
                item={item}
                aberta={aberta}
                instalada={instalada}
                corrigindo={dialog?.acao === "corrigir" && dialog.id === item.id}
                forms={forms}
                lastResults={lastResults}
              >
                {eleicao ? (
                  <EleicaoVotacao
                    assembleia={assembleia.id}
                    eleicao={eleicao}
                    aberta={aberta}
                    instalada={instalada}
                    dialog={dialog}
                    forms={forms}
                    lastResult={desempateResult}
                  />
                ) : null}
              </ItemVotacao>
            )
          })}
        </ol>
      ) : null}
      {aberta && instalada ? (
        <div className="mt-8 border-t border-gray-200 pt-6">
          <NewDialogLink acao="encerrar" label="Encerrar assembleia" variant="danger" />
        </div>
      ) : null}
      {aberta && dialog?.acao === "encerrar" ? (
        <ConfirmDialog
          title="Encerrar assembleia"
          question="Depois de encerrada, nada mais pode ser alterado."
          intent={"encerrar" satisfies Intent}
          id={assembleia.id}
          confirmLabel="Encerrar assembleia"
          pendingLabel="Encerrando..."
          variant="danger"
          closeLabel="Voltar"
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Votação" loadError="Erro ao carregar a votação" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Votação" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
