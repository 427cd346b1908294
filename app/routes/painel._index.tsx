import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { DashboardCard } from "~/components/dashboard-card"
import { Icon } from "~/components/icon"
import { listRecentAcessos } from "~/models/acessos.server"
import { listUpcomingEventos } from "~/models/eventos.server"
import { countPendingMensalidades } from "~/models/mensalidades.server"
import { countPendingPedidosSocio } from "~/models/pedido-socio.server"
import { orEmpty } from "~/models/public-read.server"
import { countPendingReservas } from "~/models/reservas.server"
import { requireRole } from "~/utils/auth.server"
import { LIMITES } from "~/utils/constants"
import { formatDateTime, formatEventDateTime } from "~/utils/format"
import { can, dashboardCardsFor, PAINEL_AREAS } from "~/utils/permissions"

const ULTIMOS_ACESSOS = 5

/** A card's count, or null (shown as '—') when it cannot be read: the rest of the page still loads. */
async function countOrNull(what: string, count: () => Promise<number>): Promise<number | null> {
  try {
    return await count()
  } catch (error) {
    console.error(`Falha ao contar ${what}:`, error instanceof Error ? error.message : error)
    return null
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "inicio")
  const cards = dashboardCardsFor(user.role)
  // The financial director counts every member's pending dues; everyone else their own.
  const todasMensalidades = can(user.role, "gerenciarMensalidades")
  // Every read uses the user's own token, so PocketBase's rules apply to it as well.
  const [eventos, mensalidades, solicitacoes, reservas, acessos] = await Promise.all([
    listUpcomingEventos(LIMITES.proximosEventosPainel),
    cards.mensalidades
      ? countOrNull("mensalidades pendentes", () =>
          countPendingMensalidades(user.token, todasMensalidades ? null : user.id),
        )
      : undefined,
    cards.solicitacoes
      ? countOrNull("solicitações pendentes", () => countPendingPedidosSocio(user.token))
      : undefined,
    cards.reservas ? countOrNull("reservas pendentes", () => countPendingReservas(user.token)) : undefined,
    orEmpty("últimos acessos", () => listRecentAcessos(user.id, user.token, ULTIMOS_ACESSOS)),
  ])
  return {
    nome: user.nome,
    cards: {
      mensalidades: mensalidades === undefined ? null : { count: mensalidades, todas: todasMensalidades },
      solicitacoes: solicitacoes === undefined ? null : { count: solicitacoes },
      reservas: reservas === undefined ? null : { count: reservas },
    },
    eventos,
    acessos,
  }
}

export default function PainelDashboard() {
  const { nome, cards, eventos, acessos } = useLoaderData<typeof loader>()
  const primeiroNome = nome.split(" ")[0] || nome
  const anyCard = cards.mensalidades || cards.solicitacoes || cards.reservas

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Olá, {primeiroNome}!</h1>
        <p className="mt-1 text-gray-700">Bem-vindo ao painel da associação.</p>
      </div>

      {anyCard ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.mensalidades ? (
            <DashboardCard
              testId="card-mensalidades"
              title="Mensalidades pendentes"
              count={cards.mensalidades.count}
              detail={cards.mensalidades.todas ? "De todos os associados" : "Suas mensalidades em aberto"}
              to={PAINEL_AREAS.mensalidades.path}
              linkLabel="Ver mensalidades"
              icon="calendar"
            />
          ) : null}
          {cards.solicitacoes ? (
            <DashboardCard
              testId="card-solicitacoes"
              title="Novas solicitações"
              count={cards.solicitacoes.count}
              detail="Pedidos de filiação aguardando análise"
              to={PAINEL_AREAS.solicitacoes.path}
              linkLabel="Gerenciar solicitações"
              icon="users"
            />
          ) : null}
          {cards.reservas ? (
            <DashboardCard
              testId="card-reservas"
              title="Reservas pendentes"
              count={cards.reservas.count}
              detail="Pedidos de reserva do espaço aguardando análise"
              to={PAINEL_AREAS.reservas.path}
              linkLabel="Ver reservas"
              icon="clock"
            />
          ) : null}
        </div>
      ) : null}

      <section
        aria-labelledby="proximos-eventos"
        className="rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="proximos-eventos" className="text-lg font-semibold text-marca-900">
            Próximos Eventos
          </h2>
          <Link to="/eventos" className="text-sm font-semibold text-marca-800 underline hover:text-marca-950">
            Ver agenda
          </Link>
        </div>
        {eventos.length === 0 ? (
          <p className="mt-3 text-gray-700">Nenhum evento agendado.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100" data-testid="painel-eventos">
            {eventos.map((evento) => (
              <li key={evento.id} className="flex items-start gap-3 py-3">
                <Icon name="calendar" className="mt-0.5 size-5 shrink-0 text-marca-700" />
                <div>
                  <p className="font-semibold text-gray-900">{evento.titulo}</p>
                  <p className="text-sm text-gray-700">
                    {formatEventDateTime(evento.data_evento)}
                    {evento.localizacao ? ` · ${evento.localizacao}` : ""}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="atividade-recente"
        className="rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
      >
        <h2 id="atividade-recente" className="text-lg font-semibold text-marca-900">
          Atividade recente
        </h2>
        {acessos.length === 0 ? (
          <p className="mt-3 text-gray-700">Nenhuma atividade registrada.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="atividade-recente">
              <thead className="border-b border-gray-200 text-gray-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Atividade
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Data
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {acessos.map((acesso) => (
                  <tr key={acesso.id}>
                    <td className="py-2 pr-4">{acesso.descricao}</td>
                    <td className="py-2 text-gray-700">{formatDateTime(acesso.created)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: "Painel | Associação dos Veteranos" }]
