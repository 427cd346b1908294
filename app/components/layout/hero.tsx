// The green opening band of a public page: a kicker, the page's h1, a line of text, its calls to
// action, and an illustration beside them from tablets up.
import type { ReactNode } from "react"
import { PlaceholderImage } from "~/components/ui/placeholder-image"

export function Hero({
  kicker,
  title,
  children,
  actions,
}: {
  kicker: string
  title: string
  /** The line under the title. */
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-marca-700 via-marca-800 to-marca-950 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-20 md:grid-cols-[1.4fr_1fr] md:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-destaque-400">{kicker}</p>
          <h1 className="mt-3 text-3xl font-black leading-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-xl text-lg text-marca-100">{children}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        <div aria-hidden="true" className="hidden md:block">
          <div className="aspect-video overflow-hidden rounded-2xl shadow-2xl ring-4 ring-marca-600/60">
            <PlaceholderImage label="" />
          </div>
        </div>
      </div>
    </section>
  )
}
