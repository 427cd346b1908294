// /painel/reservas.ics?id=...: an approved reservation as a calendar file ('Adicionar à agenda').
// A resource route: only this loader runs, so its guard is the only one; the reservation is read
// with the user's token, so a member gets only their own (the president any).
import type { LoaderFunctionArgs } from "@remix-run/node"
import { getReserva } from "~/features/reservas/reservas.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { getEnv } from "~/http/env.server"
import { instantInSaoPaulo } from "~/utils/instant.server"
import { buildICalendar } from "~/features/eventos/icalendar"
import { getSiteConfig } from "~/http/site-config.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "reservas")
  const id = new URL(request.url).searchParams.get("id")
  const reserva = id ? await getReserva(user.token, id) : null
  if (!reserva || reserva.status !== "aprovado") {
    throw new Response("Reserva não encontrada", { status: 404 })
  }
  const site = await getSiteConfig()
  const url = new URL(getEnv().APP_URL)
  const body = buildICalendar(
    [
      {
        id: reserva.id,
        tipo: "reserva",
        titulo: `Reserva: ${reserva.local}`,
        descricao: `Reserva de ${reserva.associado_nome} para ${reserva.capacidade} pessoas.`,
        data_evento: instantInSaoPaulo(reserva.data, reserva.hora_inicio).toISOString(),
        fim: instantInSaoPaulo(reserva.data, reserva.hora_fim).toISOString(),
        localizacao: `${reserva.local} – ${site.nome}, ${site.endereco.logradouro}, ${site.endereco.cidade}`,
      },
    ],
    {
      nome: `${site.nome} – Reservas`,
      host: url.hostname,
      pageUrl: new URL("/painel/reservas", url).toString(),
      prodId: `-//${site.sigla}//Reservas do espaço//PT-BR`,
    },
  )
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="reserva-${reserva.data}.ics"`,
      "Cache-Control": "private, no-store",
    },
  })
}
