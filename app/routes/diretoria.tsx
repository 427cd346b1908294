import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { PageHeader } from "~/components/layout/page-header"
import { listMembrosDiretoria, type MembroDiretoria } from "~/features/site/diretoria.server"
import { cargoLabel, TIPO_LABELS } from "@veteranos/domain/cargos"
import { initials } from "~/features/site/cargos"
import { MANDATO_ANOS } from "@veteranos/domain/mandatos"
import { LIMITES } from "@veteranos/domain/paginas"
import { orFallback } from "~/http/fallback.server"
import { fileUrl } from "~/utils/files"
import { formatDate } from "~/utils/format"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"

// A card shows the person as stored, with the position's label and the term's dates formatted.
type Card = Pick<MembroDiretoria, "id" | "cargo" | "nome" | "email" | "telefone"> & {
  inicio: string
  fim: string
  foto: string | null
}

function toCard(membro: MembroDiretoria): Card {
  return {
    id: membro.id,
    cargo: cargoLabel(membro.cargo),
    nome: membro.nome,
    email: membro.email,
    telefone: membro.telefone,
    inicio: formatDate(membro.inicio_mandato),
    fim: formatDate(membro.fim_mandato),
    // The view's id is the diretoria record's id: the photo is served from diretoria.foto.
    // 100x100 is the thumbnail PocketBase always makes: enough for the 80 px avatar.
    foto: membro.foto ? fileUrl("diretoria", membro.id, membro.foto, "100x100") : null,
  }
}

// Sample members when the server returns none, so the page shows how the board is made.
const exemplo = (id: string, cargo: string): Card => ({
  id,
  cargo: cargoLabel(cargo),
  nome: "A definir",
  email: "",
  telefone: "",
  inicio: "A definir",
  fim: "A definir",
  foto: null,
})
const EXEMPLO_DIRETORIA = [
  exemplo("exemplo-presidente", "presidente"),
  exemplo("exemplo-vice", "vice-presidente"),
  exemplo("exemplo-financeiro", "financeiro"),
  exemplo("exemplo-secretario", "secretario"),
]
const EXEMPLO_CONSELHO = [
  exemplo("exemplo-conselheiro-1", "conselheiro"),
  exemplo("exemplo-conselheiro-2", "conselheiro"),
  exemplo("exemplo-conselheiro-3", "conselheiro"),
]

export async function loader(_: LoaderFunctionArgs) {
  const [diretoria, conselho] = await Promise.all([
    // A list that cannot be read shows its empty state (here the sample cards; docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
    orFallback("membros (diretoria)", listMembrosDiretoria("diretoria", LIMITES.diretoria), []),
    orFallback("membros (conselho)", listMembrosDiretoria("conselho", LIMITES.conselho), []),
  ])
  return {
    diretoria: diretoria.length ? diretoria.map(toCard) : EXEMPLO_DIRETORIA,
    diretoriaExemplo: diretoria.length === 0,
    conselho: conselho.length ? conselho.map(toCard) : EXEMPLO_CONSELHO,
    conselhoExemplo: conselho.length === 0,
  }
}

function MemberCard({ membro }: { membro: Card }) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="membro"
    >
      <div className="flex items-center gap-4">
        {membro.foto ? (
          <img
            src={membro.foto}
            alt={`Foto de ${membro.nome}`}
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-full object-cover ring-2 ring-marca-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 shrink-0 place-items-center rounded-full bg-marca-700 text-2xl font-bold text-white ring-2 ring-marca-200"
          >
            {membro.nome === "A definir" ? <Icon name="user" className="size-9" /> : initials(membro.nome)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm font-bold uppercase tracking-wide text-marca-700">{membro.cargo}</p>
          <h3 className="text-lg font-semibold text-gray-900">{membro.nome}</h3>
        </div>
      </div>
      <dl className="mt-4 grid gap-2 border-t border-gray-100 pt-4 text-sm">
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 font-medium text-gray-600">Mandato</dt>
          <dd className="text-gray-900">
            {membro.inicio} a {membro.fim}
          </dd>
        </div>
        {/* The contacts are links a thumb taps: 44 px tall (docs/decisions/phones-and-touch.md#tap-targets). */}
        <div className="flex items-center gap-2">
          <dt className="w-20 shrink-0 font-medium text-gray-600">Telefone</dt>
          <dd className="text-gray-900">
            {membro.telefone ? (
              <a
                href={`tel:${membro.telefone.replace(/\D/g, "")}`}
                className="inline-flex min-h-11 items-center hover:underline"
              >
                {membro.telefone}
              </a>
            ) : (
              "Não informado"
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="w-20 shrink-0 font-medium text-gray-600">E-mail</dt>
          <dd className="min-w-0 break-words text-gray-900">
            {membro.email ? (
              <a
                href={`mailto:${membro.email}`}
                className="inline-flex min-h-11 items-center hover:underline"
              >
                {membro.email}
              </a>
            ) : (
              "Não informado"
            )}
          </dd>
        </div>
      </dl>
    </article>
  )
}

function Group({
  id,
  title,
  membros,
  exemplo,
}: {
  id: string
  title: string
  membros: Card[]
  exemplo: boolean
}) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-bold text-marca-900">
        {title}
      </h2>
      {exemplo ? (
        <p className="mt-2 text-sm text-gray-600">
          Exemplo ilustrativo: a composição ainda não foi publicada no site.
        </p>
      ) : null}
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {membros.map((membro) => (
          <li key={membro.id}>
            <MemberCard membro={membro} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function Diretoria() {
  const { diretoria, diretoriaExemplo, conselho, conselhoExemplo } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader
        title="Diretoria"
        subtitle="Quem cuida da associação: diretoria executiva e conselho fiscal."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Group
          id="diretoria-executiva"
          title={TIPO_LABELS.diretoria}
          membros={diretoria}
          exemplo={diretoriaExemplo}
        />
        <Group
          id="conselho-fiscal"
          title={TIPO_LABELS.conselho}
          membros={conselho}
          exemplo={conselhoExemplo}
        />
        <aside className="mt-10 flex gap-3 rounded-2xl bg-marca-50 p-5 text-marca-950">
          <Icon name="users" className="size-6 shrink-0 text-marca-700" />
          <p>
            Os mandatos da diretoria executiva e do conselho fiscal duram {MANDATO_ANOS} anos, com
            possibilidade de reeleição. As eleições são realizadas em Assembleia Geral.
          </p>
        </aside>
      </div>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Diretoria",
    description: "Diretoria executiva e conselho fiscal da associação: cargos, mandatos e contatos.",
  })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
