// A titled white card with an icon, holding one of a page's lists (the home page's events, birthdays
// and school gallery).
import type { ReactNode } from "react"
import { Icon, type IconName } from "~/components/ui/icon"

export function SectionCard({
  title,
  icon,
  children,
  id,
}: {
  title: string
  icon: IconName
  children: ReactNode
  id: string
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-marca-900">
        <Icon name={icon} className="size-6 text-marca-700" />
        {title}
      </h2>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  )
}
