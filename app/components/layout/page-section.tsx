// A band of a public page: its h2, an optional line under it, and its content; tinted bands
// alternate with white ones.
import type { ReactNode } from "react"

export function PageSection({
  id,
  title,
  intro,
  anchor,
  tinted = false,
  narrow = false,
  children,
}: {
  /** The heading's id, naming the section for screen readers. */
  id: string
  title: ReactNode
  intro?: string
  /** The section's own id, for links to it (/contato#fale-conosco). */
  anchor?: string
  tinted?: boolean
  /** The width of a form or a list of questions, instead of the page's. */
  narrow?: boolean
  children: ReactNode
}) {
  // data-place: a link to it (/contato#fale-conosco) lands on a place, not on a card acted on, so it is
  // not highlighted as one (:target in app/tailwind.css).
  return (
    <section
      id={anchor}
      data-place
      aria-labelledby={id}
      className={`scroll-mt-6 ${tinted ? "bg-marca-50" : ""}`}
    >
      <div className={`mx-auto px-4 py-12 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
        <h2 id={id} className="text-2xl font-bold text-marca-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 text-gray-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
