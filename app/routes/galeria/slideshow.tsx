// The 'Galeria de Fotos' slideshow, as it works without JavaScript: a CSS scroll-snap strip; swipe
// it, or follow the links (numbers, and previous/next on each slide) that point at each slide's
// anchor; each picture links to the full image. Its page sends no React, so the autoplay is a
// small script of its own (app/assets/slideshow.js): it removes the `data-no-js` links, shows the
// `data-js` controls hidden here, and drives the track.
import { Icon } from "~/components/ui/icon"
import { GALERIA_INTERVALO_MS, GALERIA_TRANSICAO_MS } from "@veteranos/domain/paginas"
import slideshowScript from "~/assets/slideshow.js?url"
import { ThumbnailLink, type Thumbnail } from "~/features/galeria/thumbnail"

export type Slide = Thumbnail & { key: string }

// The frame's width: the 896 px container less its padding, or the screen's less the padding.
const SIZES = "(min-width: 896px) 864px, calc(100vw - 32px)"

const arrowClass =
  "absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-marca-900 shadow-md hover:bg-white md:grid"

export function Slideshow({ slides, label = "Galeria de Fotos" }: { slides: Slide[]; label?: string }) {
  const count = slides.length
  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      data-testid="slideshow"
      data-slideshow=""
      data-enhanced="false"
      data-interval={GALERIA_INTERVALO_MS}
      data-transition={GALERIA_TRANSICAO_MS}
    >
      {/* Without JavaScript the strip scrolls: focusable, so the arrow keys move it too. */}
      <div
        data-frame=""
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl"
        tabIndex={0}
      >
        <div data-track="" className="flex" aria-live="off">
          {slides.map((slide, n) => (
            <div
              key={slide.key}
              id={`slide-${n + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${n + 1} de ${count}`}
              className="relative aspect-video w-full shrink-0 snap-center overflow-hidden rounded-2xl bg-marca-100"
              data-testid="slide"
              data-slide=""
            >
              {/* Below the gallery's photos on every screen: no slide is fetched before it is near. */}
              <ThumbnailLink thumbnail={slide} sizes={SIZES} lazy />
              {count > 1 ? (
                <>
                  <a
                    href={`#slide-${n === 0 ? count : n}`}
                    className={`${arrowClass} left-3`}
                    aria-label="Imagem anterior"
                    data-no-js=""
                  >
                    <Icon name="chevronLeft" className="size-6" />
                  </a>
                  <a
                    href={`#slide-${n + 1 === count ? 1 : n + 2}`}
                    className={`${arrowClass} right-3`}
                    aria-label="Próxima imagem"
                    data-no-js=""
                  >
                    <Icon name="chevronRight" className="size-6" />
                  </a>
                </>
              ) : null}
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${arrowClass} left-3`}
            aria-label="Imagem anterior"
            data-js=""
            data-previous=""
            hidden
          >
            <Icon name="chevronLeft" className="size-6" />
          </button>
          <button
            type="button"
            className={`${arrowClass} right-3`}
            aria-label="Próxima imagem"
            data-js=""
            data-next=""
            hidden
          >
            <Icon name="chevronRight" className="size-6" />
          </button>
          <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
            <button
              type="button"
              className="mr-2 inline-flex items-center gap-1.5 rounded-full border border-marca-300 px-3 py-1.5 text-sm font-medium text-marca-900 hover:bg-marca-50"
              data-js=""
              data-pause=""
              hidden
            >
              <span data-icon="pause">
                <Icon name="pause" className="size-4" />
              </span>
              <span data-icon="play" hidden>
                <Icon name="play" className="size-4" />
              </span>
              <span data-label="">Pausar</span>
            </button>
            <ol className="flex flex-wrap justify-center gap-1.5" aria-label="Escolher imagem">
              {slides.map((slide, n) => (
                <li key={slide.key}>
                  <a
                    href={`#slide-${n + 1}`}
                    className="grid size-9 place-items-center rounded-full bg-marca-100 text-sm font-semibold text-marca-900 hover:bg-marca-200 aria-[current=true]:bg-marca-700 aria-[current=true]:text-white"
                    aria-label={`Ir para a imagem ${n + 1}`}
                    data-go=""
                  >
                    {n + 1}
                  </a>
                </li>
              ))}
            </ol>
          </div>
          {/* A file of the site itself ('self' in the CSP): no nonce, so the page can be kept and reused. */}
          <script type="module" src={slideshowScript} />
        </>
      ) : null}
    </div>
  )
}
