import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { EventCard } from "~/components/event-card"
import { Icon, type IconName } from "~/components/icon"
import { PlaceholderImage } from "~/components/placeholder-image"
import { listUpcomingEventos } from "~/models/eventos.server"
import { GALERIA_THUMBS, listGaleriaEscolinha } from "~/models/galeria-escolinha.server"
import { listNiversDoMes } from "~/models/nivers.server"
import { birthdaysOfMonth } from "~/utils/calendar"
import { ESCOLINHA_IDADE_MAXIMA, ESCOLINHA_IDADE_MINIMA, LIMITES } from "~/utils/constants"
import { fileUrl, thumbSrcSet } from "~/utils/files"
import { currentMonth, formatDayMonth, isSameDayAs, monthName, todayISO } from "~/utils/format"
import { pageMeta } from "~/utils/meta"

export async function loader(_: LoaderFunctionArgs) {
  const now = new Date()
  // São Paulo's day and month (docs/architecture.md#decisions item 14).
  const today = todayISO(now)
  const month = currentMonth(now)
  const [eventos, nivers, galeria] = await Promise.all([
    listUpcomingEventos(LIMITES.proximosEventosHome, now),
    listNiversDoMes(month),
    listGaleriaEscolinha(LIMITES.galeriaEscolinhaHome),
  ])
  return {
    eventos: eventos.map((evento) => ({ ...evento, hoje: isSameDayAs(evento.data_evento, today) })),
    mes: monthName(month),
    // Day and month only: the year of birth never reaches the browser (docs/architecture.md#decisions item 9).
    aniversariantes: birthdaysOfMonth(nivers, month, today).map((pessoa) => ({
      id: pessoa.id,
      nome: pessoa.nome,
      dia: formatDayMonth(pessoa.dt_nasc),
      hoje: pessoa.hoje,
    })),
    galeria: galeria.map((imagem) => ({
      id: imagem.id,
      titulo: imagem.titulo,
      src: fileUrl("galeria_escolinha", imagem.id, imagem.imagem, "320x180"),
      srcSet: thumbSrcSet("galeria_escolinha", imagem.id, imagem.imagem, GALERIA_THUMBS),
    })),
  }
}

const VALORES: Array<{ nome: string; texto: string; icon: IconName }> = [
  {
    nome: "Tradição",
    texto: "Décadas de futebol amador e de histórias contadas dentro e fora de campo.",
    icon: "star",
  },
  {
    nome: "Solidariedade",
    texto: "Eventos beneficentes e apoio aos associados e às famílias do bairro.",
    icon: "heart",
  },
  {
    nome: "Comunidade",
    texto: "Uma sede aberta à convivência de todas as idades, do veterano à criança.",
    icon: "users",
  },
]

function Card({
  title,
  icon,
  children,
  id,
}: {
  title: string
  icon: IconName
  children: React.ReactNode
  id: string
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-marca-900">
        <Icon name={icon} className="size-6 text-marca-700" />
        {title}
      </h2>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  )
}

export default function Home() {
  const { eventos, mes, aniversariantes, galeria } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-marca-700 via-marca-800 to-marca-950 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:py-20 md:grid-cols-[1.4fr_1fr] md:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-destaque-400">
              Futebol · Convivência · Tradição
            </p>
            <h1 className="mt-3 text-3xl font-black leading-tight sm:text-5xl">
              Veteranos dentro e fora de campo
            </h1>
            <p className="mt-4 max-w-xl text-lg text-marca-100">
              Jogos, festas, escolinha de futebol para as crianças e uma sede de portas abertas para a
              comunidade.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/associar"
                className="inline-flex items-center gap-2 rounded-lg bg-destaque-400 px-6 py-3 text-base font-extrabold tracking-wide text-marca-950 shadow-lg hover:bg-destaque-500"
              >
                ASSOCIE-SE AGORA MESMO!
              </Link>
              <Link
                to="/eventos"
                className="inline-flex items-center gap-2 rounded-lg border border-marca-200 px-5 py-3 font-semibold text-white hover:bg-marca-700"
              >
                <Icon name="calendar" className="size-5" />
                Ver a agenda
              </Link>
            </div>
          </div>
          <div aria-hidden="true" className="hidden md:block">
            <div className="aspect-video overflow-hidden rounded-2xl shadow-2xl ring-4 ring-marca-600/60">
              <PlaceholderImage label="" />
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 lg:grid-cols-3">
        <Card title="Próximos Eventos" icon="calendar" id="proximos-eventos">
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
        </Card>

        <Card title={`Aniversariantes do mês de ${mes}`} icon="cake" id="aniversariantes">
          {aniversariantes.length === 0 ? (
            <p className="text-gray-700">Não há aniversariantes neste mês.</p>
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
        </Card>

        <Card title="Galeria Escolinha" icon="image" id="galeria-escolinha">
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
              : galeria.map((imagem, n) => (
                  <li key={imagem.id} className="aspect-video overflow-hidden rounded-lg bg-marca-100">
                    <img
                      src={imagem.src}
                      srcSet={imagem.srcSet}
                      sizes="(min-width: 1024px) 170px, 50vw"
                      width={320}
                      height={180}
                      alt={imagem.titulo || `Imagem ${n + 1}`}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
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
        </Card>
      </div>

      <section aria-labelledby="projetos" className="bg-marca-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="projetos" className="text-2xl font-bold text-marca-900 sm:text-3xl">
            Nossos projetos
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <article className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon name="ball" className="size-10 text-marca-700" />
              <h3 className="mt-3 text-xl font-bold text-marca-900">Escolinha de Futebol</h3>
              <p className="mt-2 text-gray-700">
                Aulas para crianças de {ESCOLINHA_IDADE_MINIMA} a {ESCOLINHA_IDADE_MAXIMA} anos, com
                professores da casa, foco na diversão, no respeito e no trabalho em equipe.
              </p>
              <Link
                to="/escolinha"
                className="mt-4 inline-flex rounded-lg bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800"
              >
                Saiba mais sobre a escolinha
              </Link>
            </article>
            <article className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon name="users" className="size-10 text-marca-700" />
              <h3 className="mt-3 text-xl font-bold text-marca-900">Seja associado</h3>
              <p className="mt-2 text-gray-700">
                Participe dos jogos e eventos exclusivos, vote nas assembleias e use a sede para treinos e
                para as suas festas.
              </p>
              <Link
                to="/associar"
                className="mt-4 inline-flex rounded-lg bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800"
              >
                Quero me associar
              </Link>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="valores" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="valores" className="text-2xl font-bold text-marca-900 sm:text-3xl">
          Nossos valores
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {VALORES.map((valor) => (
            <li key={valor.nome} className="rounded-2xl border border-marca-100 p-6 text-center">
              <span className="mx-auto grid size-14 place-items-center rounded-full bg-marca-100 text-marca-800">
                <Icon name={valor.icon} className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-marca-900">{valor.nome}</h3>
              <p className="mt-2 text-sm text-gray-700">{valor.texto}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="transparencia" className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-marca-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="transparencia" className="text-xl font-bold">
              Transparência
            </h2>
            <p className="mt-1 text-marca-100">
              Estatuto, regulamentos, atas e prestações de contas da associação.
            </p>
          </div>
          <Link
            to="/documentos"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-marca-900 hover:bg-marca-50"
          >
            <Icon name="file" className="size-5" />
            Ver documentos
          </Link>
        </div>
      </section>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: null,
    description:
      "Associação de veteranos de futebol: próximos eventos, aniversariantes do mês, escolinha de futebol para crianças de 5 a 10 anos e filiação.",
  })
