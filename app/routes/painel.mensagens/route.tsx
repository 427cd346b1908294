// /painel/mensagens, 'Mensagens': the board's inbox. Contact messages and youth-school requests
// (children's data, shown here only), each a tab (?status=contato|escolinha) of pages newest first;
// a message opens as URL state (?acao=ver&id=...) with the ways to answer it, and is marked answered
// with a POST answered 303.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { LIMITES } from "@veteranos/domain/paginas"
import { requirePanelAccess } from "~/auth/guards.server"
import { DataTable } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import { countContatosNaoRespondidos, getContato, listContatos } from "~/features/mensagens/contato.server"
import {
  countPedidosEscolinhaNaoRespondidos,
  getPedidoEscolinha,
  listPedidosEscolinha,
  type PedidoEscolinha,
} from "~/features/mensagens/pedido-escolinha.server"
import { getSiteConfig } from "~/http/site-config.server"
import { readFormData } from "~/forms/form-data.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { todayInSaoPaulo } from "~/utils/format"
import { readDialog, readPage } from "~/utils/list-params"
import { mensagensIntents, tipoOf } from "./mensagens-actions.server"
import { CONTATO_COLUMNS, ESCOLINHA_COLUMNS, MensagemDialog, isUnanswered } from "./mensagens"
import { ageOn, respostaContato, respostaEscolinha } from "./respostas"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "mensagens")
  const params = new URL(request.url).searchParams
  const tipo = tipoOf(params)
  const pagina = readPage(params)
  const aberta = readDialog(params, ["ver"] as const)?.id ?? null
  const associacao = (await getSiteConfig()).nome
  const hoje = todayInSaoPaulo()
  const comIdade = (pedido: PedidoEscolinha) => ({ ...pedido, idade: ageOn(pedido.data_nascimento, hoje) })
  const [naoRespondidas, lista, dialog] = await orLoadError(
    "as mensagens",
    Promise.all([
      Promise.all([countContatosNaoRespondidos(user.token), countPedidosEscolinhaNaoRespondidos(user.token)]),
      tipo === "contato"
        ? listContatos(user.token, pagina, LIMITES.mensagensPorPagina).then((page) => ({
            ...page,
            tipo: "contato" as const,
          }))
        : listPedidosEscolinha(user.token, pagina, LIMITES.mensagensPorPagina).then((page) => ({
            ...page,
            tipo: "escolinha" as const,
            items: page.items.map(comIdade),
          })),
      !aberta
        ? null
        : tipo === "contato"
          ? getContato(user.token, aberta).then(
              (mensagem) =>
                mensagem && {
                  tipo: "contato" as const,
                  mensagem,
                  resposta: respostaContato(mensagem, associacao),
                },
            )
          : getPedidoEscolinha(user.token, aberta).then(
              (pedido) =>
                pedido && {
                  tipo: "escolinha" as const,
                  mensagem: comIdade(pedido),
                  resposta: respostaEscolinha(pedido, associacao),
                },
            ),
    ]),
  )
  return {
    naoRespondidas: { contato: naoRespondidas[0], escolinha: naoRespondidas[1] },
    lista,
    dialog,
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
