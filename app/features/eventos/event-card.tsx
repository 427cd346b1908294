import { Link } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { eventoPublicoPath } from "~/features/eventos/evento-publico"
import type { Evento } from "~/features/eventos/eventos.server"
import { formatEventDateTime } from "~/utils/format"
import { capacidadeLabel } from "~/features/eventos/capacidade"

/**
 * An event as the model reads it, and whether it happens today (highlighted 'Hoje'); `pagina` is the
 * page of an entry that is no event (an assembly's notice).
 */
type EventCardData = Evento & { hoje: boolean; pagina?: string }

/** One upcoming event, a link to its page: title, date and time, description, place and capacity. */
export function EventCard({ evento, compact = false }: { evento: EventCardData; compact?: boolean }) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-marca-700 ${
        evento.hoje ? "border-destaque-500 ring-2 ring-destaque-400" : "border-gray-200"
      }`}
      data-testid="evento"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-marca-900">
          {/* The whole card is the link's target (after:), a large one on a phone. */}
          <Link
            to={evento.pagina ?? eventoPublicoPath(evento.id)}
            className="underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline focus:outline-none"
          >
            {evento.titulo}
          </Link>
        </h3>
        {evento.hoje ? <HojeBadge className="shrink-0" /> : null}
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm font-medium text-marca-800">
        <Icon name="calendar" className="size-4 shrink-0" />
        <time dateTime={evento.data_evento.replace(" ", "T")}>{formatEventDateTime(evento.data_evento)}</time>
      </p>
      {evento.descricao && !compact ? <p className="mt-3 text-sm text-gray-700">{evento.descricao}</p> : null}
      <EventoLocalCapacidade evento={evento} className="mt-auto pt-4 text-sm text-gray-700" />
    </article>
  )
}

/** Where the event happens and how many it takes, each when it has one. */
export function EventoLocalCapacidade({
  evento,
  className,
}: {
  evento: Pick<Evento, "localizacao" | "capacidade">
  className: string
}) {
  return (
    <dl className={`grid gap-1 ${className}`}>
      {evento.localizacao ? (
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="pin" className="size-4 shrink-0 text-marca-700" title="Local" />
          </dt>
          <dd>{evento.localizacao}</dd>
        </div>
      ) : null}
      {evento.capacidade ? (
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="users" className="size-4 shrink-0 text-marca-700" title="Capacidade" />
          </dt>
          <dd>{capacidadeLabel(evento.capacidade)}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** 'Hoje' beside an event that happens today, in the gold of the highlights. */
export function HojeBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`rounded-full bg-destaque-400 px-2.5 py-0.5 text-xs font-bold uppercase text-marca-950 ${className}`}
    >
      Hoje
    </span>
  )
}
