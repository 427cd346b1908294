// /painel/mensagens, 'Mensagens': the board's inbox. Contact messages and youth-school requests
// (children's data, shown here only), each a tab (?status=contato|escolinha) of pages newest first;
// a message opens as URL state (?acao=ver&id=...) with the ways to answer it, and is marked answered
// with a POST answered 303.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import { getSiteConfig } from "~/http/site-config.server"
import { readFormData } from "~/forms/form-data.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { todayInSaoPaulo } from "~/utils/format"
import { mensagensIntents } from "./mensagens-actions.server"
import type { MensagensDoPainel, PedidoEscolinhaDaCaixa as PedidoEscolinha } from "./mensagens.server"
import { CONTATO_COLUMNS, ESCOLINHA_COLUMNS, MensagemDialog, isUnanswered } from "./mensagens"
import { ageOn, respostaContato, respostaEscolinha } from "./respostas"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "mensagens")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/mensagens.js (the same tab, page and dialog).
  const [dados, { nome: associacao }] = await Promise.all([
    panelData<MensagensDoPainel>(request, "as mensagens"),
    getSiteConfig(),
  ])
  const hoje = todayInSaoPaulo()
  const comIdade = (pedido: PedidoEscolinha) => ({ ...pedido, idade: ageOn(pedido.data_nascimento, hoje) })
  if (dados.tipo === "contato") {
    const { aberta } = dados
    return {
      naoRespondidas: dados.naoRespondidas,
      lista: { ...dados.lista, tipo: "contato" as const },
      dialog: aberta && {
        tipo: "contato" as const,
        mensagem: aberta,
        resposta: respostaContato(aberta, associacao),
      },
    }
  }
  const { aberta } = dados
  return {
    naoRespondidas: dados.naoRespondidas,
    lista: { ...dados.lista, tipo: "escolinha" as const, items: dados.lista.items.map(comIdade) },
    dialog: aberta && {
      tipo: "escolinha" as const,
      mensagem: comIdade(aberta),
      resposta: respostaEscolinha(aberta, associacao),
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "mensagens")
  return dispatchIntent(request, user, await readFormData(request), mensagensIntents)
}

export default function Mensagens() {
  const loaderData = useLoaderData<typeof loader>()
  const { naoRespondidas, lista, dialog } = loaderData
  const tabs = [
    { value: null, label: "Contato", badge: naoRespondidas.contato },
    { value: "escolinha", label: "Escolinha", badge: naoRespondidas.escolinha },
  ]
  const destaque = (mensagem: { respondido_em: string }) =>
    isUnanswered(mensagem) ? "bg-destaque-50" : undefined
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Mensagens</h1>
      <p className="mt-1 text-gray-700">
        Mensagens do formulário de contato e pedidos de participação na escolinha, as mais novas primeiro.
      </p>
      <Tabs
        label="Tipo de mensagem"
        param="status"
        tabs={tabs}
        current={lista.tipo === "contato" ? null : "escolinha"}
        className="mt-6"
      />
      <LoadingArea pathname="/painel/mensagens" label="Carregando mensagens...">
        {lista.tipo === "contato" ? (
          <DataTable
            caption="Mensagens de contato"
            columns={CONTATO_COLUMNS}
            rows={lista.items}
            rowClassName={destaque}
            empty="Nenhuma mensagem encontrada."
            testId="mensagens"
          />
        ) : (
          <DataTable
            caption="Pedidos de participação na escolinha"
            columns={ESCOLINHA_COLUMNS}
            rows={lista.items}
            rowClassName={destaque}
            empty="Nenhuma mensagem encontrada."
            testId="mensagens"
          />
        )}
      </LoadingArea>
      <Pagination page={lista.page} totalPages={lista.totalPages} />
      {dialog ? <MensagemDialog {...dialog} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Mensagens" loadError="Erro ao carregar mensagens" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mensagens" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
