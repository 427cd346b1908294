import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node"
import { EscolinhaForm } from "~/components/escolinha-form"
import { Icon, type IconName } from "~/components/icon"
import { PlaceholderImage } from "~/components/placeholder-image"
import { ESCOLINHA_IDADE_MAXIMA, ESCOLINHA_IDADE_MINIMA } from "~/utils/constants"
import { pageMeta } from "~/utils/meta"
import { handlePublicForm } from "~/utils/public-form.server"
import { escolinhaForm } from "~/utils/public-forms.server"

const BENEFICIOS: Array<{ titulo: string; texto: string; icon: IconName }> = [
  {
    titulo: "Desenvolvimento físico",
    texto: "Coordenação, equilíbrio e condicionamento com atividades adequadas a cada idade.",
    icon: "ball",
  },
  {
    titulo: "Valores e convivência",
    texto: "Respeito, disciplina e trabalho em equipe, dentro e fora de campo.",
    icon: "heart",
  },
  {
    titulo: "Acompanhamento próximo",
    texto: "Turmas pequenas e professores que conhecem cada criança e conversam com as famílias.",
    icon: "users",
  },
]

// The participation request (app/components/escolinha-form.tsx) posts here.
export async function action({ request }: ActionFunctionArgs) {
  return handlePublicForm(request, escolinhaForm)
}

export default function Escolinha() {
  return (
    <>
      <section className="bg-gradient-to-br from-marca-700 to-marca-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-[1.3fr_1fr] md:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-destaque-400">
              Projeto social
            </p>
            <h1 className="mt-2 text-3xl font-black sm:text-5xl">Escolinha de Futebol</h1>
            <p className="mt-4 max-w-xl text-lg text-marca-100">
              Futebol, amizade e educação para crianças de {ESCOLINHA_IDADE_MINIMA} a {ESCOLINHA_IDADE_MAXIMA}{" "}
              anos, no campo da associação.
            </p>
            <a
              href="#solicite-participacao"
              className="mt-8 inline-flex items-center gap-2 rounded-lg bg-destaque-400 px-6 py-3 font-bold text-marca-950 hover:bg-destaque-500"
            >
              Solicite a Participação
            </a>
          </div>
          <div aria-hidden="true" className="hidden md:block">
            <div className="aspect-video overflow-hidden rounded-2xl shadow-2xl ring-4 ring-marca-600/60">
              <PlaceholderImage label="" />
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="sobre">
          <h2 id="sobre" className="text-2xl font-bold text-marca-900">
            Sobre a escolinha
          </h2>
          <div className="mt-4 grid gap-4 text-gray-800">
            <p>
              A Escolinha de Futebol é o projeto da associação para as crianças do bairro. Os veteranos que
              fizeram a história do clube passam adiante o que o futebol ensina: gostar do jogo, respeitar o
              colega e o adversário, e nunca desistir.
            </p>
            <p>
              As aulas misturam fundamentos (passe, condução, chute e defesa) com jogos e brincadeiras. Ao
              longo do ano há festivais e amistosos em que as famílias acompanham a evolução da turma.
            </p>
          </div>
        </section>

        <aside aria-label="Informações da turma" className="grid content-start gap-4">
          <div className="rounded-2xl border border-marca-200 bg-marca-50 p-5">
            <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-marca-700">
              <Icon name="users" className="size-5" />
              Categoria
            </p>
            <p className="mt-2 text-xl font-bold text-marca-950">Infantil</p>
            <p className="text-gray-800">
              De {ESCOLINHA_IDADE_MINIMA} a {ESCOLINHA_IDADE_MAXIMA} anos
            </p>
          </div>
          <div className="rounded-2xl border border-marca-200 bg-marca-50 p-5">
            <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-marca-700">
              <Icon name="clock" className="size-5" />
              Horários
            </p>
            <p className="mt-2 text-xl font-bold text-marca-950">Segunda a sexta</p>
            <p className="text-gray-800">Das 14h às 17h</p>
          </div>
        </aside>
      </div>

      <section aria-labelledby="beneficios" className="bg-marca-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="beneficios" className="text-2xl font-bold text-marca-900">
            Por que participar
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {BENEFICIOS.map((beneficio) => (
              <li
                key={beneficio.titulo}
                className="rounded-2xl bg-white p-6 shadow-sm"
                data-testid="beneficio"
              >
                <span className="grid size-12 place-items-center rounded-full bg-marca-100 text-marca-800">
                  <Icon name={beneficio.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-marca-900">{beneficio.titulo}</h3>
                <p className="mt-2 text-gray-700">{beneficio.texto}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="solicite-participacao"
        aria-labelledby="solicite-titulo"
        className="mx-auto max-w-3xl scroll-mt-6 px-4 py-12"
      >
        <h2 id="solicite-titulo" className="text-2xl font-bold text-marca-900">
          Solicite a Participação
        </h2>
        <p className="mt-2 text-gray-700">
          Preencha os dados do responsável e da criança. A associação confirma a vaga por telefone ou e-mail.
        </p>
        <EscolinhaForm />
      </section>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Escolinha de Futebol",
    description:
      "Escolinha de futebol para crianças de 5 a 10 anos, de segunda a sexta, das 14h às 17h. Solicite a participação.",
  })
