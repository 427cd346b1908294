import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { buttonClass, ButtonLink } from "~/components/ui/button"
import { CallToAction } from "~/components/layout/call-to-action"
import { EventCard } from "~/features/eventos/event-card"
import { Icon } from "~/components/ui/icon"
import { PageHeader } from "~/components/layout/page-header"
import { PageSection } from "~/components/layout/page-section"
import { listCalendarioAnual } from "~/features/eventos/calendario-anual.server"
import { agendaComAssembleias } from "~/features/eventos/assembleia-publica"
import { listAssembleiasAgenda, NA_AGENDA } from "~/features/eventos/assembleias-agenda.server"
import { listEventosDoAno, listUpcomingEventos } from "~/features/eventos/eventos.server"
import { groupByMonth, splitSemesters } from "~/features/eventos/calendar"
import { LIMITES } from "@veteranos/domain/paginas"
import { publicUrl } from "~/http/env.server"
import { orFallback } from "~/http/fallback.server"
import { currentYear, formatEventDayMonth, isSameDayAs, todayInSaoPaulo } from "~/utils/format"
import { STATIC_PAGE } from "~/http/hydrate"
import { startOfDayInSaoPaulo } from "~/utils/instant.server"
import { pageMeta } from "~/http/meta"

export async function loader(_: LoaderFunctionArgs) {
  const now = new Date()
  // São Paulo's day and year (docs/decisions/dates-and-time-zone.md#one-time-zone).
  const today = todayInSaoPaulo(now)
  const ano = currentYear(now)
  const [eventosProximos, eventosDoAno, programa, assembleias] = await Promise.all([
    // A list that cannot be read shows its empty state; the page still answers (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
    orFallback("próximos eventos", listUpcomingEventos(LIMITES.proximosEventosPagina, now), []),
    orFallback("eventos do ano", listEventosDoAno(ano), []),
    orFallback("calendário anual", listCalendarioAnual(), []),
    // The general assembly's notices, beside the events (docs/decisions/general-assembly.md#the-notice-is-public).
    orFallback("assembleias", listAssembleiasAgenda(startOfDayInSaoPaulo(`${ano}-01-01`), NA_AGENDA), []),
  ])
  const { proximos, doAno } = agendaComAssembleias(
    { proximos: eventosProximos, doAno: eventosDoAno },
    assembleias,
    { today, ano, limite: LIMITES.proximosEventosPagina },
  )
  const months = groupByMonth(doAno, programa)
  // The public address (APP_URL), not the one the server was reached at behind a proxy.
  const feed = new URL(publicUrl("/eventos.ics"))
  return {
    ano,
    today,
    proximos: proximos.map((evento) => ({ ...evento, hoje: isSameDayAs(evento.data_evento, today) })),
    semestres: splitSemesters(months),
    calendarioVazio: months.every((month) => month.itens.length === 0),
    webcal: `webcal://${feed.host}${feed.pathname}`,
  }
}

export default function Eventos() {
  const { ano, today, proximos, semestres, calendarioVazio, webcal } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title="Eventos" subtitle="Jogos, festas e assembleias da associação.">
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/contato#fale-conosco" variant="accent">
            <Icon name="mail" className="size-5" />
            Sugira um Evento
          </ButtonLink>
          <a href="/eventos.ics" className={buttonClass("ghost")}>
            <Icon name="calendar" className="size-5" />
            Adicionar ao calendário
          </a>
          <a href={webcal} className={buttonClass("ghost")}>
            <Icon name="phone" className="size-5" />
            Receber os eventos no celular
          </a>
        </div>
      </PageHeader>

      <PageSection id="proximos-eventos" title="Próximos Eventos">
        {proximos.length === 0 ? (
          <p className="mt-4 text-gray-700">Nenhum evento agendado.</p>
        ) : (
          // A horizontal strip on phones (swipe, or arrow keys once focused), a grid from tablets up.
          <ul
            tabIndex={0}
            aria-label="Lista dos próximos eventos"
            className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-3"
          >
            {proximos.map((evento) => (
              <li key={evento.id} className="w-[85%] shrink-0 snap-start md:w-auto">
                <EventCard evento={evento} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="calendario" title={`Calendário ${ano}`} tinted>
        {calendarioVazio ? (
          <p className="mt-4 text-gray-700">Nenhum evento agendado.</p>
        ) : (
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            {semestres.map((semestre) => (
              <section key={semestre.titulo} aria-label={semestre.titulo}>
                <h3 className="text-xl font-bold text-marca-800">{semestre.titulo}</h3>
                <ol className="mt-4 grid gap-3">
                  {semestre.meses.map((month) => (
                    <li
                      key={month.mes}
                      className="rounded-xl border border-marca-100 bg-white p-4 shadow-sm"
                      data-testid="mes"
                    >
                      <h4 className="font-semibold uppercase tracking-wide text-marca-700">{month.nome}</h4>
                      {month.itens.length === 0 ? (
                        <p className="mt-1 text-sm text-gray-600">Sem eventos neste mês.</p>
                      ) : (
                        <ul className="mt-2 grid gap-1.5 text-sm">
                          {month.itens.map((item) => {
                            const hoje = item.data !== null && isSameDayAs(item.data, today)
                            return (
                              <li key={item.key} className="flex gap-3">
                                <span className="w-12 shrink-0 font-semibold tabular-nums text-marca-800">
                                  {item.data ? (
                                    <time dateTime={item.data.replace(" ", "T")}>
                                      {formatEventDayMonth(item.data)}
                                    </time>
                                  ) : (
                                    <span aria-hidden="true">•</span>
                                  )}
                                </span>
                                <span className="text-gray-800">
                                  {item.link ? (
                                    <Link
                                      to={item.link}
                                      className="text-marca-900 underline hover:text-marca-700"
                                    >
                                      {item.titulo}
                                    </Link>
                                  ) : (
                                    item.titulo
                                  )}
                                  {item.localizacao ? (
                                    <span className="text-gray-600"> — {item.localizacao}</span>
                                  ) : null}
                                  {hoje ? (
                                    <span className="ml-2 rounded-full bg-destaque-400 px-2 py-0.5 text-xs font-bold uppercase text-marca-950">
                                      Hoje
                                    </span>
                                  ) : null}
                                </span>
                              </li>
                            )
                          })}
                        </ul>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </PageSection>

      <CallToAction
        id="ideia-de-evento"
        tone="light"
        title="Tem uma ideia de evento?"
        text="Conte para a diretoria: jogos, festas, palestras e ações solidárias."
        to="/contato#fale-conosco"
        action="Sugira um Evento"
      />
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Eventos",
    description:
      "Próximos eventos e calendário anual da associação: jogos, festas, assembleias e a escolinha.",
  })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
