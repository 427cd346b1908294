// One event's public page: when and where, its picture and text, 'Adicionar à agenda' (its .ics),
// 'Compartilhar no WhatsApp' and the way back to the agenda. Plain links only: no script.
import { Link } from "@remix-run/react"
import { PageHeader } from "~/components/layout/page-header"
import { buttonClass } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"
import { EventoLocalCapacidade, HojeBadge } from "~/features/eventos/event-card"
import type { Evento } from "~/features/eventos/eventos.server"
import { EVENTO_THUMB } from "~/features/eventos/evento-publico"
import { formatDateTime } from "~/utils/format"

type Props = {
  /** With its picture's address at the size shown, or null without one. */
  evento: Evento & { imagem: string | null }
  quando: "passado" | "hoje" | "proximo"
  /** The event's own .ics file. */
  agenda: string
  /** 'Compartilhar no WhatsApp': a wa.me link with the message written. */
  whatsapp: string
}

export function EventoPagina({ evento, quando, agenda, whatsapp }: Props) {
  return (
    <>
      <PageHeader title={evento.titulo}>
        <p className="mt-3 flex items-center gap-2 text-lg text-marca-100">
          <Icon name="calendar" className="size-5 shrink-0" />
          <time dateTime={evento.data_evento.replace(" ", "T")}>{formatDateTime(evento.data_evento)}</time>
          {quando === "hoje" ? <HojeBadge /> : null}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={whatsapp} className={buttonClass("accent")} rel="noopener" target="_blank">
            <Icon name="phone" className="size-5" />
            Compartilhar no WhatsApp
          </a>
          {quando === "passado" ? null : (
            <a href={agenda} download className={buttonClass("ghost")}>
              <Icon name="calendar" className="size-5" />
              Adicionar à agenda
            </a>
          )}
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        {quando === "passado" ? (
          <p className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 font-semibold text-sky-950">
            Este evento já aconteceu.
          </p>
        ) : null}
        {evento.imagem ? (
          <img
            src={evento.imagem}
            alt=""
            width={EVENTO_THUMB.pagina.width}
            height={EVENTO_THUMB.pagina.height}
            className="aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <EventoLocalCapacidade evento={evento} className="text-gray-800" />
        {evento.descricao ? <p className="whitespace-pre-line text-gray-800">{evento.descricao}</p> : null}
        {evento.capacidade && quando !== "passado" ? (
          <p className="text-gray-800">
            Associado? Confirme sua presença na{" "}
            <Link to={`/painel/eventos/${evento.id}`} className="font-semibold text-marca-800 underline">
              Área do Associado
            </Link>
            .
          </p>
        ) : null}
        <p>
          <Link
            to="/eventos"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-marca-800 underline"
          >
            <Icon name="chevronLeft" className="size-4" />
            Voltar para a agenda
          </Link>
        </p>
      </div>
    </>
  )
}
