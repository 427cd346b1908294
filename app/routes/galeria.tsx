import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { PageHeader } from "~/components/layout/page-header"
import { PlaceholderImage } from "~/components/ui/placeholder-image"
import { Slideshow } from "~/features/site/slideshow"
import { FOTO_THUMBS, listFotos } from "~/features/site/fotos.server"
import { GALERIA_THUMBS, listGaleriaEscolinha } from "~/features/site/galeria-escolinha.server"
import { LIMITES } from "@veteranos/domain/paginas"
import { orFallback } from "~/http/fallback.server"
import { fileUrl, thumbSrcSet } from "~/utils/files"
import { formatDate } from "~/utils/format"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"

// Sample placeholder photos when the server returns none.
const EXEMPLOS = [
  "Jogo dos veteranos",
  "Festa junina na sede",
  "Treino da escolinha",
  "Churrasco de confraternização",
  "Assembleia Geral",
  "Confraternização de fim de ano",
]

export async function loader(_: LoaderFunctionArgs) {
  const [fotos, galeria] = await Promise.all([
    // A list that cannot be read shows its empty state (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
    orFallback("fotos", listFotos(LIMITES.fotos), []),
    orFallback("galeria da escolinha", listGaleriaEscolinha(LIMITES.galeriaEscolinha), []),
  ])
  return {
    fotos: fotos.map((foto) => ({
      id: foto.id,
      titulo: foto.titulo,
      data: foto.data ? formatDate(foto.data) : null,
      dateTime: foto.data ? foto.data.slice(0, 10) : null,
      // An uploaded picture is served from this site; an external address (which the page's
      // security policy will not load inline) becomes a link.
      src: foto.imagem ? fileUrl("fotos", foto.id, foto.imagem, "320x240") : null,
      srcSet: foto.imagem ? thumbSrcSet("fotos", foto.id, foto.imagem, FOTO_THUMBS) : undefined,
      externa: !foto.imagem && foto.url ? foto.url : null,
    })),
    slides: galeria.map((imagem) => ({
      key: imagem.id,
      src: fileUrl("galeria_escolinha", imagem.id, imagem.imagem, "640x360"),
      srcSet: thumbSrcSet("galeria_escolinha", imagem.id, imagem.imagem, GALERIA_THUMBS, 800),
      width: 640,
      height: 360,
    })),
  }
}

export default function Galeria() {
  const { fotos, slides } = useLoaderData<typeof loader>()
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
          <p className="mt-2 text-sm text-gray-600">
            Fotos ilustrativas: em breve, as fotos dos nossos eventos.
          </p>
        ) : null}
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {fotos.length === 0
            ? EXEMPLOS.map((titulo) => (
                <li key={titulo} data-testid="foto-exemplo">
                  <figure className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
                    <div className="aspect-[4/3]">
                      <PlaceholderImage label={`Foto ilustrativa: ${titulo}`} />
                    </div>
                    <figcaption className="break-words p-3">
                      <p className="font-semibold text-gray-900">{titulo}</p>
                      <p className="text-sm text-gray-600">Foto ilustrativa</p>
                    </figcaption>
                  </figure>
                </li>
              ))
            : fotos.map((foto, n) => (
                <li key={foto.id} data-testid="foto">
                  <figure className="h-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
                    <div className="aspect-[4/3] bg-marca-100">
                      {foto.src ? (
                        <img
                          src={foto.src}
                          srcSet={foto.srcSet}
                          sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
                          width={320}
                          height={240}
                          alt={foto.titulo}
                          // The first row is in view on arrival; the rest wait until scrolled to.
                          loading={n < 4 ? undefined : "lazy"}
                          decoding="async"
                          className="h-full w-full object-cover"
                        />
                      ) : foto.externa ? (
                        <a
                          href={foto.externa}
                          rel="noopener noreferrer"
                          className="grid h-full place-items-center text-sm font-semibold text-marca-800 hover:underline"
                        >
                          <span className="flex items-center gap-2">
                            <Icon name="external" className="size-4" />
                            Ver foto<span className="sr-only">: {foto.titulo}</span>
                          </span>
                        </a>
                      ) : (
                        <PlaceholderImage label={foto.titulo} />
                      )}
                    </div>
                    <figcaption className="break-words p-3">
                      <p className="font-semibold text-gray-900">{foto.titulo}</p>
                      {foto.data && foto.dateTime ? (
                        <p className="text-sm text-gray-600">
                          <time dateTime={foto.dateTime}>{foto.data}</time>
                        </p>
                      ) : null}
                    </figcaption>
                  </figure>
                </li>
              ))}
        </ul>
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

      <section aria-labelledby="galeria-de-fotos" className="mx-auto max-w-4xl px-4 py-12">
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
