// /painel, the dashboard: a greeting, 'Votar' while an election is open, the general assembly's
// notices, the fiscal council's pending opinions, the cards the role gives (dashboard-cards.tsx),
// the president's deletion requests, the unread announcements ('Marcar como lido' posts to
// /painel/comunicados), the next events and the recent activity, all read by dashboard.server.ts in
// the page's one question. Its one POST is a member's own presence at an assembly held online
// (dashboard-actions.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { pageMeta } from "~/http/meta"
import { dispatchIntent } from "~/panel/intents.server"
import { AvisosAssembleia } from "./avisos-assembleia"
import { dashboardIntents } from "./dashboard-actions.server"
import { ComunicadosNaoLidos } from "./comunicados-nao-lidos"
import { DashboardCards } from "./dashboard-cards"
import { AtividadeRecente, ProximosEventos } from "./dashboard-lists"
import { readDashboard } from "./dashboard.server"
import { PareceresPendentes } from "./pareceres-pendentes"
import { PedidosAtingidos } from "./pedidos-atingidos"
import { PedidosExclusao } from "./pedidos-exclusao"
import { VotacoesAbertas } from "./votacoes-abertas"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/inicio.js.
  return readDashboard(user, request)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio")
  return dispatchIntent(request, user, await request.formData(), dashboardIntents)
}

export default function PainelDashboard() {
  const {
    nome,
    hoje,
    assembleias,
    cards,
    eventos,
    atividades,
    acessos,
    totaisMes,
    exclusoes,
    comunicados,
    pareceresPendentes,
    pedidosAssembleia,
    votacoes,
  } = useLoaderData<typeof loader>()
  const primeiroNome = nome.split(" ")[0] || nome
  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Olá, {primeiroNome}!</h1>
        <p className="mt-1 text-gray-700">Bem-vindo ao painel da associação.</p>
      </div>

      {/* The task of the moment while a vote is open: before anything else. */}
      <VotacoesAbertas votacoes={votacoes} />
      <PareceresPendentes anos={pareceresPendentes} />
      <PedidosAtingidos pedidos={pedidosAssembleia} />
      <DashboardCards cards={cards} totaisMes={totaisMes} hoje={hoje} />
      {/* After the cards: what the member owes stays on a phone's first screen. */}
      <AvisosAssembleia avisos={assembleias} />

      {exclusoes ? <PedidosExclusao pedidos={exclusoes} /> : null}
      <ComunicadosNaoLidos comunicados={comunicados} />

      <ProximosEventos eventos={eventos} />
      <AtividadeRecente atividades={atividades} acessos={acessos} />
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Painel" })
