// /painel, the dashboard: a greeting, the fiscal council's pending opinions, the cards the role gives
// (dashboard-cards.tsx), the president's deletion requests, the unread announcements ('Marcar como
// lido' posts to /painel/comunicados), the next events and the recent activity, all read by
// dashboard.server.ts in the page's one question. It takes no POST.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { pageMeta } from "~/http/meta"
import { ComunicadosNaoLidos } from "./comunicados-nao-lidos"
import { DashboardCards } from "./dashboard-cards"
import { AtividadeRecente, ProximosEventos } from "./dashboard-lists"
import { readDashboard } from "./dashboard.server"
import { PareceresPendentes } from "./pareceres-pendentes"
import { PedidosExclusao } from "./pedidos-exclusao"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "inicio")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/inicio.js.
  return readDashboard(user, request)
}

export default function PainelDashboard() {
  const {
    nome,
    hoje,
    cards,
    eventos,
    atividades,
    acessos,
    totaisMes,
    exclusoes,
    comunicados,
    pareceresPendentes,
  } = useLoaderData<typeof loader>()
  const primeiroNome = nome.split(" ")[0] || nome
  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Olá, {primeiroNome}!</h1>
        <p className="mt-1 text-gray-700">Bem-vindo ao painel da associação.</p>
      </div>

      <PareceresPendentes anos={pareceresPendentes} />
      <DashboardCards cards={cards} totaisMes={totaisMes} hoje={hoje} />

      {exclusoes ? <PedidosExclusao pedidos={exclusoes} /> : null}
      <ComunicadosNaoLidos comunicados={comunicados} />

      <ProximosEventos eventos={eventos} />
      <AtividadeRecente atividades={atividades} acessos={acessos} />
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Painel" })
