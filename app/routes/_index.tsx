import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { ButtonLink } from "~/components/ui/button"
import { CallToAction } from "~/components/layout/call-to-action"
import { EventCard } from "~/features/eventos/event-card"
import { FeatureList, type Feature } from "~/components/layout/feature-list"
import { Hero } from "~/components/layout/hero"
import { Icon } from "~/components/ui/icon"
import { PageSection } from "~/components/layout/page-section"
import { PlaceholderImage } from "~/components/ui/placeholder-image"
import { SectionCard } from "~/components/layout/section-card"
import { listUpcomingEventos } from "~/features/eventos/eventos.server"
import { listGaleria } from "~/features/galeria/galerias.server"
import { ThumbnailLink, toThumbnail } from "~/features/galeria/thumbnail"
import { listNiversDoMes } from "~/features/site/nivers.server"
import { birthdaysOfMonth } from "~/features/eventos/calendar"
import { ESCOLINHA_IDADE_MAXIMA, ESCOLINHA_IDADE_MINIMA } from "@veteranos/domain/escolinha"
import { LIMITES } from "@veteranos/domain/paginas"
import { orFallback } from "~/http/fallback.server"
import { currentMonth, formatDayMonth, isSameDayAs, monthName, todayInSaoPaulo } from "~/utils/format"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"

export async function loader(_: LoaderFunctionArgs) {
  const now = new Date()
  // São Paulo's day and month (docs/decisions/dates-and-time-zone.md#one-time-zone).
  const today = todayInSaoPaulo(now)
  const month = currentMonth(now)
  const [eventos, nivers, galeria] = await Promise.all([
    // A list that cannot be read shows its empty state; the page still answers (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
    orFallback("próximos eventos", listUpcomingEventos(LIMITES.proximosEventosHome, now), []),
    orFallback("aniversariantes do mês", listNiversDoMes(month), []),
    orFallback("galeria da escolinha", listGaleria("galeria_escolinha", LIMITES.galeriaEscolinhaHome), []),
  ])
  return {
    eventos: eventos.map((evento) => ({ ...evento, hoje: isSameDayAs(evento.data_evento, today) })),
    mes: monthName(month),
    // Day and month only: the year of birth never reaches the browser (docs/decisions/members.md#birthdays-of-the-month).
    aniversariantes: birthdaysOfMonth(nivers, month, today).map((pessoa) => ({
      id: pessoa.id,
      nome: pessoa.nome,
      dia: formatDayMonth(pessoa.dt_nasc),
      hoje: pessoa.hoje,
    })),
    galeria: galeria.map((imagem, n) => ({
      key: imagem.id,
      ...toThumbnail("galeria_escolinha", imagem, n),
    })),
  }
}

const VALORES: ReadonlyArray<Feature> = [
  {
    titulo: "Tradição",
    texto: "Décadas de futebol amador e de histórias contadas dentro e fora de campo.",
    icon: "star",
  },
  {
    titulo: "Solidariedade",
    texto: "Eventos beneficentes e apoio aos associados e às famílias do bairro.",
    icon: "heart",
  },
  {
    titulo: "Comunidade",
    texto: "Uma sede aberta à convivência de todas as idades, do veterano à criança.",
    icon: "users",
  },
]

const PROJETOS: ReadonlyArray<Feature> = [
  {
    titulo: "Escolinha de Futebol",
    texto: `Aulas para crianças de ${ESCOLINHA_IDADE_MINIMA} a ${ESCOLINHA_IDADE_MAXIMA} anos, com professores da casa, foco na diversão, no respeito e no trabalho em equipe.`,
    icon: "ball",
    action: (
      <ButtonLink to="/escolinha" className="mt-4">
        Saiba mais sobre a escolinha
      </ButtonLink>
    ),
  },
  {
    titulo: "Seja associado",
    texto:
      "Participe dos jogos e eventos exclusivos, vote nas assembleias e use a sede para treinos e para as suas festas.",
    icon: "users",
    action: (
      <ButtonLink to="/associar" className="mt-4">
        Quero me associar
      </ButtonLink>
    ),
  },
]

export default function Home() {
  const { eventos, mes, aniversariantes, galeria } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero
        kicker="Futebol · Convivência · Tradição"
        title="Veteranos dentro e fora de campo"
        actions={
          <>
            <ButtonLink to="/associar" variant="accent">
              ASSOCIE-SE AGORA MESMO!
            </ButtonLink>
            <ButtonLink to="/eventos" variant="ghost">
              <Icon name="calendar" className="size-5" />
              Ver a agenda
            </ButtonLink>
          </>
        }
      >
        Jogos, festas, escolinha de futebol para as crianças e uma sede de portas abertas para a comunidade.
      </Hero>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 lg:grid-cols-3">
        <SectionCard title="Próximos Eventos" icon="calendar" id="proximos-eventos">
          {eventos.length === 0 ? (
            <p className="text-gray-700">Nenhum evento encontrado.</p>
          ) : (
            <ul className="grid gap-3">
              {eventos.map((evento) => (
                <li key={evento.id}>
                  <EventCard evento={evento} compact />
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/eventos"
            className="mt-4 self-start font-semibold text-marca-700 underline-offset-4 hover:underline"
          >
            Ver todos os eventos
          </Link>
        </SectionCard>

        <SectionCard title={`Aniversariantes do mês de ${mes}`} icon="cake" id="aniversariantes">
          {aniversariantes.length === 0 ? (
            // Only those who chose to show their birthday are listed (Meus Dados), so an empty month
            // says why (docs/decisions/member-card-and-receipts.md#the-directory).
            <p className="text-gray-700">
              Não há aniversariantes neste mês.{" "}
              <span className="text-sm">Aparecem aqui os sócios que escolheram mostrar o aniversário.</span>
            </p>
          ) : (
            <ul className="grid gap-2" data-testid="aniversariantes">
              {aniversariantes.map((pessoa) => (
                <li
                  key={pessoa.id}
                  className={`flex items-center justify-between gap-3 rounded-lg px-3 py-2 ${
                    pessoa.hoje ? "bg-destaque-100 ring-2 ring-destaque-400" : "bg-marca-50"
                  }`}
                >
                  <span>
                    <span className="font-medium text-gray-900">{pessoa.nome}</span>
                    {pessoa.hoje ? (
                      <span className="mt-0.5 flex items-center gap-1 text-sm font-bold text-marca-900">
                        <Icon name="cake" className="size-4" />
                        Aniversariante do Dia!
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 rounded-md bg-white px-2 py-0.5 text-sm font-semibold tabular-nums text-marca-800">
                    {pessoa.dia}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <SectionCard title="Galeria Escolinha" icon="image" id="galeria-escolinha">
          <ul className="grid grid-cols-2 gap-3">
            {galeria.length === 0
              ? Array.from({ length: LIMITES.galeriaEscolinhaHome }, (_, n) => (
                  <li
                    key={n}
                    className="aspect-video overflow-hidden rounded-lg"
                    data-testid="galeria-placeholder"
                  >
                    <PlaceholderImage label={`Imagem ilustrativa ${n + 1}`} />
                  </li>
                ))
              : galeria.map((imagem) => (
                  <li key={imagem.key} className="aspect-video overflow-hidden rounded-lg bg-marca-100">
                    {/* Half the card: in a third of the 1152 px row, or across a phone's screen. */}
                    <ThumbnailLink
                      thumbnail={imagem}
                      sizes="(min-width: 1024px) 148px, calc(50vw - 47px)"
                      lazy
                    />
                  </li>
                ))}
          </ul>
          <Link
            to="/escolinha"
            className="mt-4 self-start font-semibold text-marca-700 underline-offset-4 hover:underline"
          >
            Conheça a Escolinha
          </Link>
        </SectionCard>
      </div>

      <PageSection id="projetos" title="Nossos projetos" tinted>
        <FeatureList items={PROJETOS} columns={2} />
      </PageSection>

      <PageSection id="valores" title="Nossos valores">
        <FeatureList items={VALORES} />
      </PageSection>

      <CallToAction
        id="transparencia"
        title="Transparência"
        text="Estatuto, regulamentos, atas e prestações de contas da associação."
        to="/documentos"
        action={
          <>
            <Icon name="file" className="size-5" />
            Ver documentos
          </>
        }
      />
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: null,
    description: `Associação de veteranos de futebol: próximos eventos, aniversariantes do mês, escolinha de futebol para crianças de ${ESCOLINHA_IDADE_MINIMA} a ${ESCOLINHA_IDADE_MAXIMA} anos e filiação.`,
  })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
