// The dashboard's two lists (/painel): the next events, and 'Atividade recente', the board's latest
// actions (who did what) or, for everyone else, their own latest logins.
import { Link } from "@remix-run/react"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Icon } from "~/components/ui/icon"
import type { Acesso } from "~/auth/acessos.server"
import type { Evento } from "~/features/eventos/eventos.server"
import { cardDoEvento, type Presenca } from "~/features/eventos/vagas"
import { PresencaResumo } from "~/features/eventos/presenca"
import type { Atividade } from "./dashboard.server"
import { DASHBOARD_LINK } from "./dashboard-card"
import { formatDateTime, formatEventDateTime } from "~/utils/format"

const ATIVIDADE_COLUMNS: ReadonlyArray<Column<Atividade>> = [
  { header: "Atividade", cell: (atividade) => atividade.descricao },
  // Empty when an administrator acted outside the site.
  { header: "Por", cell: (atividade) => atividade.autor_nome || "—" },
  { header: "Data", cell: (atividade) => formatDateTime(atividade.created), className: "text-gray-700" },
]

const ACESSO_COLUMNS: ReadonlyArray<Column<Acesso>> = [
  { header: "Atividade", cell: (acesso) => acesso.descricao },
  { header: "Data", cell: (acesso) => formatDateTime(acesso.created), className: "text-gray-700" },
]

/** The next events, each with its places, the member's sign-up and button (`presenca`, when it has places). */
export function ProximosEventos({
  eventos,
}: {
  eventos: ReadonlyArray<Evento & { presenca: Presenca | null }>
}) {
  return (
    <section
      aria-labelledby="proximos-eventos"
      className="rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="proximos-eventos" className="text-lg font-semibold text-marca-900">
          Próximos Eventos
        </h2>
        <Link to="/eventos" className={DASHBOARD_LINK}>
          Ver agenda
        </Link>
      </div>
      {eventos.length === 0 ? (
        <p className="mt-3 text-gray-700">Nenhum evento agendado.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="painel-eventos">
          {eventos.map((evento) => (
            <li key={evento.id} id={cardDoEvento(evento.id)} className="flex items-start gap-3 py-3">
              <Icon name="calendar" className="mt-0.5 size-5 shrink-0 text-marca-700" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-gray-900">
                  {evento.presenca?.pagina ? (
                    <Link
                      to={evento.presenca.pagina}
                      className="inline-flex min-h-11 items-center underline hover:text-marca-800"
                    >
                      {evento.titulo}
                    </Link>
                  ) : (
                    evento.titulo
                  )}
                </p>
                <p className="text-sm text-gray-700">
                  {formatEventDateTime(evento.data_evento)}
                  {evento.localizacao ? ` · ${evento.localizacao}` : ""}
                </p>
                {evento.presenca ? (
                  <PresencaResumo presenca={evento.presenca} titulo={evento.titulo} voltar="/painel" />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The board's actions (`atividades`), or the member's own logins when it is null. */
export function AtividadeRecente({
  atividades,
  acessos,
}: {
  atividades: readonly Atividade[] | null
  acessos: readonly Acesso[] | null
}) {
  return (
    <section
      aria-labelledby="atividade-recente"
      className="rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
    >
      <h2 id="atividade-recente" className="text-lg font-semibold text-marca-900">
        Atividade recente
      </h2>
      {atividades ? (
        <DataTable
          caption="Últimas ações da diretoria"
          columns={ATIVIDADE_COLUMNS}
          rows={atividades}
          empty="Nenhuma atividade registrada."
          testId="atividade-recente"
        />
      ) : (
        <DataTable
          caption="Últimos acessos ao painel"
          columns={ACESSO_COLUMNS}
          rows={acessos ?? []}
          empty="Nenhuma atividade registrada."
          testId="atividade-recente"
        />
      )}
    </section>
  )
}
