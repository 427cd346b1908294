import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { PageHeader } from "~/components/layout/page-header"
import { Slideshow } from "./slideshow"
import { Pagination } from "~/components/ui/pagination"
import { listGaleria, pageOfGaleria } from "~/features/galeria/galerias.server"
import { PhotoGrid, toPhoto, type Photo } from "~/features/galeria/photo-grid"
import { toThumbnail } from "~/features/galeria/thumbnail"
import { LIMITES } from "@veteranos/domain/paginas"
import { orFallback } from "~/http/fallback.server"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { readPage } from "~/utils/list-params"

// Sample placeholder photos when the server returns none.
const EXEMPLOS: Photo[] = [
  "Jogo dos veteranos",
  "Festa junina na sede",
  "Treino da escolinha",
  "Churrasco de confraternização",
  "Assembleia Geral",
  "Confraternização de fim de ano",
].map((titulo) => ({ key: titulo, titulo, data: null, nota: "Foto ilustrativa", thumbnail: null }))

// The first row of photos is in view on arrival on a desktop (two rows on a phone).
const EAGER_FOTOS = 4

export async function loader({ request }: LoaderFunctionArgs) {
  const pagina = readPage(new URL(request.url).searchParams)
  const [fotos, galeria] = await Promise.all([
    // A list that cannot be read shows its empty state (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
    orFallback(
      "fotos",
      pageOfGaleria("fotos", pagina, LIMITES.fotosNaGaleria).then(({ items, totalPages }) => ({
        items,
        totalPages,
      })),
      { items: [], totalPages: 0 },
    ),
    orFallback("galeria da escolinha", listGaleria("galeria_escolinha", LIMITES.galeriaEscolinha), []),
  ])
  // Past the last page there is nothing to show, not the sample photos of an empty gallery.
  if (pagina > 1 && fotos.items.length === 0) throw new Response("Página não encontrada", { status: 404 })
  return {
    pagina,
    totalPaginas: fotos.totalPages,
    fotos: fotos.items.map((foto, n) => toPhoto("fotos", foto, n)),
    slides: galeria.map((imagem, n) => ({
      key: imagem.id,
      ...toThumbnail("galeria_escolinha", imagem, n),
    })),
  }
}

export default function Galeria() {
  const { pagina, totalPaginas, fotos, slides } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader
        title="Galeria"
        subtitle="Momentos da associação: jogos, festas, a escolinha e a nossa gente."
      />

      <section aria-labelledby="fotos" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="fotos" className="text-2xl font-bold text-marca-900">
          Fotos
        </h2>
        {fotos.length === 0 ? (
          <>
            <p className="mt-2 text-sm text-gray-600">
              Fotos ilustrativas: em breve, as fotos dos nossos eventos.
            </p>
            <PhotoGrid galeria="fotos" photos={EXEMPLOS} testId="foto-exemplo" />
          </>
        ) : (
          <>
            <PhotoGrid galeria="fotos" photos={fotos} eager={EAGER_FOTOS} testId="foto" />
            <Pagination page={pagina} totalPages={totalPaginas} />
          </>
        )}
      </section>

      <section aria-labelledby="envie-fotos" className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-marca-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="envie-fotos" className="text-xl font-bold">
              Tem fotos da associação?
            </h2>
            <p className="mt-1 text-marca-100">
              Envie para nós! Entre em contato com a associação e suas fotos podem aparecer aqui.
            </p>
          </div>
          <Link
            to="/contato#fale-conosco"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-destaque-400 px-5 py-2.5 font-semibold text-marca-950 hover:bg-destaque-500"
          >
            <Icon name="mail" className="size-5" />
            Enviar fotos
          </Link>
        </div>
      </section>

      {/* Rendered (and its slides fetched) only as it nears the screen: Chromium's lazy loading
          reaches far down a phone's page (docs/decisions/documents-and-photos.md#a-page-of-photos). */}
      <section
        aria-labelledby="galeria-de-fotos"
        className="mx-auto max-w-4xl px-4 py-12 [contain-intrinsic-size:auto_480px] [content-visibility:auto]"
      >
        <h2 id="galeria-de-fotos" className="text-2xl font-bold text-marca-900">
          Galeria de Fotos
        </h2>
        <p className="mt-1 text-gray-700">A turma da Escolinha de Futebol em ação.</p>
        <div className="mt-6">
          {slides.length === 0 ? (
            <p className="text-gray-700">Nenhuma imagem disponível no momento.</p>
          ) : (
            <Slideshow slides={slides} />
          )}
        </div>
      </section>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Galeria",
    description: "Fotos dos jogos, festas e eventos da associação e a galeria da Escolinha de Futebol.",
  })

// The page is HTML and CSS; the slideshow brings its own small script for the autoplay.
export const handle = STATIC_PAGE
