// Tabs as links (?status=pendente, ?categoria=regulamento, ?aba=cadastro), or between sibling pages
// (PageTabs: Controle Financeiro and its reminders): each tab is a page the server renders, so they
// work without JavaScript and can be bookmarked. Each is 44 px tall, for a thumb.
import { Link, useLocation } from "@remix-run/react"
import { withQuery } from "~/utils/query"

function tabClass(active: boolean) {
  return `inline-block min-h-11 rounded-full px-4 py-3 text-sm leading-5 font-semibold ${
    active ? "bg-marca-700 text-white" : "bg-marca-50 text-marca-900 hover:bg-marca-100"
  }`
}

type Tab = {
  /** The parameter's value; null for the default tab (the parameter is left out of its link). */
  value: string | null
  label: string
  /** A count beside the label (pending requests), shown when above 0. */
  badge?: number
}

export function Tabs({
  label,
  param,
  tabs,
  current,
  className = "",
}: {
  /** Names the navigation for screen readers ("Categorias de documentos"). */
  label: string
  param: string
  tabs: ReadonlyArray<Tab>
  current: string | null
  className?: string
}) {
  const { search } = useLocation()
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2 border-b border-gray-200 pb-3">
        {tabs.map((tab) => {
          const active = tab.value === current
          return (
            <li key={tab.value ?? ""}>
              <Link
                // A new tab starts at its first page.
                to={withQuery(search, { [param]: tab.value, pagina: null })}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={tabClass(active)}
              >
                {tab.label}
                {tab.badge ? " " : null}
                {tab.badge ? (
                  <span
                    className={`ml-1.5 inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs leading-5 ${
                      active ? "bg-white text-marca-900" : "bg-destaque-400 text-marca-950"
                    }`}
                  >
                    {tab.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Tabs between sibling pages, each its own address; `current` is the page shown. */
export function PageTabs({
  label,
  tabs,
  current,
  className = "",
}: {
  label: string
  tabs: ReadonlyArray<{ to: string; label: string }>
  current: string
  className?: string
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.to === current ? "page" : undefined}
              className={tabClass(tab.to === current)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
