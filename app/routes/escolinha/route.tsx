import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { buttonClass } from "~/components/ui/button"
import { FeatureList, type Feature } from "~/components/layout/feature-list"
import { Hero } from "~/components/layout/hero"
import { PageSection } from "~/components/layout/page-section"
import { Icon } from "~/components/ui/icon"
import { FreshForm } from "~/forms/public-form"
import { createPedidoEscolinha } from "~/features/mensagens/pedido-escolinha.server"
import {
  PEDIDO_ESCOLINHA_RESPOSTAS,
  type pedidoEscolinhaSchema,
} from "~/features/mensagens/pedido-escolinha.schema"
import { PedidoEscolinhaForm } from "./pedido-escolinha-form"
import { TurmasPublicas } from "./turmas-publicas"
import { listTurmasPublicas } from "./turmas.server"
import { pedidoEscolinhaForm } from "./pedido-escolinha.forms"
import {
  ESCOLINHA_HORA_FIM,
  ESCOLINHA_HORA_INICIO,
  ESCOLINHA_IDADE_MAXIMA,
  ESCOLINHA_IDADE_MINIMA,
} from "@veteranos/domain/escolinha"
import { listGaleria } from "~/features/galeria/galerias.server"
import { PhotoGrid, toPhoto } from "~/features/galeria/photo-grid"
import { LIMITES } from "@veteranos/domain/paginas"
import { orFallback } from "~/http/fallback.server"
import { pageMeta } from "~/http/meta"
import { handlePublicSubmission, type PublicSubmission } from "~/forms/public-submission.server"
import { sendForms } from "~/forms/submission.server"

// The participation request: what it stores and the messages it answers with. The form sits low on
// a long page: the success goes to the top of the content, where the message shows.
const pedidoEscolinha: PublicSubmission<typeof pedidoEscolinhaSchema> = {
  name: "escolinha",
  form: pedidoEscolinhaForm,
  save: (value) => createPedidoEscolinha(value),
  redirectTo: "/escolinha#conteudo",
  ...PEDIDO_ESCOLINHA_RESPOSTAS,
}

export async function loader() {
  const [forms, galeria, turmas] = await Promise.all([
    sendForms(pedidoEscolinhaForm),
    // Pictures that cannot be read leave their section out (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
    orFallback("galeria da escolinha", listGaleria("galeria_escolinha", LIMITES.galeriaEscolinha), []),
    // Classes that cannot be read show the empty state; the request form stays.
    orFallback("turmas da escolinha", listTurmasPublicas(), []),
  ])
  return { forms, turmas, fotos: galeria.map((imagem, n) => toPhoto("galeria_escolinha", imagem, n)) }
}

export async function action({ request }: ActionFunctionArgs) {
  return handlePublicSubmission(request, pedidoEscolinha)
}

const BENEFICIOS: ReadonlyArray<Feature> = [
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

export default function Escolinha() {
  const { forms, fotos, turmas } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero
        kicker="Projeto social"
        title="Escolinha de Futebol"
        actions={
          <a href="#solicite-participacao" className={buttonClass("accent")}>
            Solicite a Participação
          </a>
        }
      >
        Futebol, amizade e educação para crianças de {ESCOLINHA_IDADE_MINIMA} a {ESCOLINHA_IDADE_MAXIMA} anos,
        no campo da associação.
      </Hero>

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
            <p className="text-gray-800">
              Das {ESCOLINHA_HORA_INICIO}h às {ESCOLINHA_HORA_FIM}h
            </p>
          </div>
        </aside>
      </div>

      <PageSection id="beneficios" title="Por que participar" tinted>
        <FeatureList items={BENEFICIOS} testId="beneficio" />
      </PageSection>

      {fotos.length > 0 ? (
        <PageSection id="fotos-escolinha" title="Fotos da escolinha">
          <PhotoGrid galeria="galeria_escolinha" photos={fotos} testId="foto-escolinha" />
        </PageSection>
      ) : null}

      <PageSection id="turmas" title="Turmas">
        <TurmasPublicas turmas={turmas} />
      </PageSection>

      <PageSection
        id="solicite-titulo"
        anchor="solicite-participacao"
        title="Solicite a Participação"
        intro="Preencha os dados do responsável e da criança. A associação confirma a vaga por telefone ou e-mail."
        narrow
      >
        <FreshForm render={(lastResult) => <PedidoEscolinhaForm forms={forms} lastResult={lastResult} />} />
      </PageSection>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Escolinha de Futebol",
    description: `Escolinha de futebol para crianças de ${ESCOLINHA_IDADE_MINIMA} a ${ESCOLINHA_IDADE_MAXIMA} anos, de segunda a sexta, das ${ESCOLINHA_HORA_INICIO}h às ${ESCOLINHA_HORA_FIM}h. Solicite a participação.`,
  })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
