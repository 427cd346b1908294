// A row of cards, each an icon, a short title (h3) and a sentence: the association's values, the
// school's benefits, its projects.
import type { ReactNode } from "react"
import { Icon, type IconName } from "~/components/ui/icon"

export type Feature = { titulo: string; texto: ReactNode; icon: IconName; action?: ReactNode }

export function FeatureList({
  items,
  columns = 3,
  testId,
}: {
  items: ReadonlyArray<Feature>
  columns?: 2 | 3
  testId?: string
}) {
  return (
    <ul className={`mt-6 grid gap-6 ${columns === 2 ? "md:grid-cols-2" : "md:grid-cols-3"}`}>
      {items.map((item) => (
        <li
          key={item.titulo}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-marca-100"
          data-testid={testId}
        >
          <span className="grid size-12 place-items-center rounded-full bg-marca-100 text-marca-800">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-marca-900">{item.titulo}</h3>
          <p className="mt-2 text-gray-700">{item.texto}</p>
          {item.action}
        </li>
      ))}
    </ul>
  )
}
