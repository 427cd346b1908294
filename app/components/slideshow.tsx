// The 'Galeria de Fotos' slideshow. Without JavaScript it is a CSS scroll-snap strip: swipe it, or
// follow the links (numbers, and previous/next on each slide) that point at each slide's anchor.
// Once JavaScript runs it becomes a track that advances every 5 s with a 1 s ease, wrapping to the
// first slide, pausing on hover, focus or the pause button, and never moving under
// prefers-reduced-motion.
import { useEffect, useState } from "react"
import { Icon } from "~/components/icon"
import { GALERIA_INTERVALO_MS, GALERIA_TRANSICAO_MS } from "~/utils/constants"

export type Slide = { key: string; src: string; srcSet?: string; width: number; height: number }

const arrowClass =
  "absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-marca-900 shadow-md hover:bg-white md:grid"

export function Slideshow({ slides, label = "Galeria de Fotos" }: { slides: Slide[]; label?: string }) {
  const count = slides.length
  const [enhanced, setEnhanced] = useState(false)
  const [index, setIndex] = useState(0)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [pausedByUser, setPausedByUser] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    setEnhanced(true)
    const query = window.matchMedia("(prefers-reduced-motion: reduce)")
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener("change", update)
    return () => query.removeEventListener("change", update)
  }, [])

  const playing = enhanced && count > 1 && !reducedMotion && !pausedByUser && !hovered && !focused
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), GALERIA_INTERVALO_MS)
    return () => window.clearInterval(timer)
  }, [playing, count])

  const go = (next: number) => setIndex(((next % count) + count) % count)

  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      data-testid="slideshow"
      data-enhanced={enhanced ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div
        className={`rounded-2xl ${
          enhanced ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
        }`}
        // Without JavaScript the strip scrolls: focusable, so the arrow keys move it too.
        tabIndex={enhanced ? undefined : 0}
      >
        <div
          className="flex"
          style={
            enhanced
              ? {
                  transform: `translateX(-${index * 100}%)`,
                  transition: reducedMotion ? "none" : `transform ${GALERIA_TRANSICAO_MS}ms ease`,
                }
              : undefined
          }
          aria-live={enhanced && !playing ? "polite" : "off"}
        >
          {slides.map((slide, n) => (
            <div
              key={slide.key}
              id={`slide-${n + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${n + 1} de ${count}`}
              aria-hidden={enhanced && n !== index ? true : undefined}
              className="relative aspect-video w-full shrink-0 snap-center overflow-hidden rounded-2xl bg-marca-100"
              data-testid="slide"
            >
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes="(min-width: 1024px) 960px, 100vw"
                width={slide.width}
                height={slide.height}
                alt={`Imagem ${n + 1}`}
                loading={n === 0 ? undefined : "lazy"}
                decoding="async"
                className="h-full w-full object-cover"
              />
              {!enhanced && count > 1 ? (
                <>
                  <a
                    href={`#slide-${n === 0 ? count : n}`}
                    className={`${arrowClass} left-3`}
                    aria-label="Imagem anterior"
                  >
                    <Icon name="chevronLeft" className="size-6" />
                  </a>
                  <a
                    href={`#slide-${n + 1 === count ? 1 : n + 2}`}
                    className={`${arrowClass} right-3`}
                    aria-label="Próxima imagem"
                  >
                    <Icon name="chevronRight" className="size-6" />
                  </a>
                </>
              ) : null}
            </div>
          ))}
        </div>
      </div>

      {enhanced && count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            className={`${arrowClass} left-3`}
            aria-label="Imagem anterior"
          >
            <Icon name="chevronLeft" className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className={`${arrowClass} right-3`}
            aria-label="Próxima imagem"
          >
            <Icon name="chevronRight" className="size-6" />
          </button>
        </>
      ) : null}

      {count > 1 ? (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          {enhanced && !reducedMotion ? (
            <button
              type="button"
              onClick={() => setPausedByUser((paused) => !paused)}
              className="mr-2 inline-flex items-center gap-1.5 rounded-full border border-marca-300 px-3 py-1.5 text-sm font-medium text-marca-900 hover:bg-marca-50"
            >
              <Icon name={pausedByUser ? "play" : "pause"} className="size-4" />
              {pausedByUser ? "Reproduzir" : "Pausar"}
            </button>
          ) : null}
          <ol className="flex flex-wrap justify-center gap-1.5" aria-label="Escolher imagem">
            {slides.map((slide, n) => {
              const current = enhanced && n === index
              const className = `grid size-9 place-items-center rounded-full text-sm font-semibold ${
                current ? "bg-marca-700 text-white" : "bg-marca-100 text-marca-900 hover:bg-marca-200"
              }`
              return (
                <li key={slide.key}>
                  {enhanced ? (
                    <button
                      type="button"
                      onClick={() => go(n)}
                      className={className}
                      aria-label={`Ir para a imagem ${n + 1}`}
                      aria-current={current ? "true" : undefined}
                    >
                      {n + 1}
                    </button>
                  ) : (
                    <a
                      href={`#slide-${n + 1}`}
                      className={className}
                      aria-label={`Ir para a imagem ${n + 1}`}
                    >
                      {n + 1}
                    </a>
                  )}
                </li>
              )
            })}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
