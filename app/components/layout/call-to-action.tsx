// The banner that ends a page with one invitation (join, read the documents, suggest an event).
import type { ReactNode } from "react"
import { ButtonLink } from "~/components/ui/button"

export function CallToAction({
  id,
  title,
  text,
  to,
  action,
  tone = "dark",
}: {
  id: string
  title: string
  text: string
  to: string
  /** The link's text (an icon may come with it). */
  action: ReactNode
  /** dark: green banner with a gold button; light: outlined, with the primary button. */
  tone?: "dark" | "light"
}) {
  const dark = tone === "dark"
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-10">
      <div
        className={`flex flex-col items-start gap-4 rounded-2xl p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 ${
          dark ? "bg-marca-900 text-white" : "border border-marca-200"
        }`}
      >
        <div>
          <h2 id={id} className={`text-xl font-bold ${dark ? "" : "text-marca-900"}`}>
            {title}
          </h2>
          <p className={`mt-1 ${dark ? "text-marca-100" : "text-gray-700"}`}>{text}</p>
        </div>
        <ButtonLink to={to} className="shrink-0" variant={dark ? "accent" : "primary"}>
          {action}
        </ButtonLink>
      </div>
    </section>
  )
}
