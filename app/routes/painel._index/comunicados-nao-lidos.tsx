// The dashboard's 'Comunicados': the member's unread announcements (a few, newest first), each a
// link to read it and 'Marcar como lido'; gone once none is unread.
import { Link } from "@remix-run/react"
import { DASHBOARD_LINK } from "./dashboard-card"
import { MarcarLido } from "~/features/comunicados/marcar-lido"
import type { ComunicadoNaoLido } from "./dashboard.server"

export function ComunicadosNaoLidos({ comunicados }: { comunicados: readonly ComunicadoNaoLido[] }) {
  if (comunicados.length === 0) return null
  return (
    <section
      aria-labelledby="comunicados-nao-lidos"
      className="rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
      data-testid="comunicados-nao-lidos"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comunicados-nao-lidos" className="text-lg font-semibold text-marca-900">
          Comunicados
        </h2>
        <Link to="/painel/comunicados" className={DASHBOARD_LINK}>
          Ver todos
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-gray-100">
        {comunicados.map((comunicado) => (
          <li key={comunicado.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <Link
                to={`/painel/comunicados#comunicado-${comunicado.id}`}
                className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline hover:text-marca-950"
              >
                {comunicado.titulo}
              </Link>
              <p className="text-sm text-gray-700">{comunicado.quando}</p>
            </div>
            <MarcarLido id={comunicado.id} titulo={comunicado.titulo} voltar="/painel" />
          </li>
        ))}
      </ul>
    </section>
  )
}
