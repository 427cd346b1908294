import { NavLink, useLocation } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"

/** A menu entry: the loader writes them from the role matrix (app/auth/permissions.ts, menuFor). */
type Entry = { id: string; path: string; label: string }

/**
 * The panel's side menu: the user's name and role (with the fiscal council's, when they hold a seat
 * on it), and exactly the entries the role (and the seat) may open, as app/routes/painel/route.tsx sends them.
 */
export function PainelMenu({ nome, papel, entries }: { nome: string; papel: string; entries: Entry[] }) {
  const list = (
    <ul className="grid gap-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavLink
            to={entry.path}
            end={entry.id === "inicio"}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium ${
                isActive ? "bg-marca-700 text-white" : "text-marca-900 hover:bg-marca-100"
              }`
            }
          >
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
  const who = (
    <div className="mb-4 border-b border-marca-200 pb-4">
      <p className="font-semibold text-marca-950">{nome}</p>
      <p className="text-sm text-marca-700">{papel}</p>
    </div>
  )
  // A new page (with JavaScript, the same document) starts with the menu closed, as it does
  // without JavaScript: each navigation's key mounts a new, closed <details>.
  const { key } = useLocation()
  return (
    <>
      {/* Small screens: collapsible without JavaScript. */}
      <details
        key={key}
        className="group rounded-lg border border-marca-200 bg-marca-50 p-3 md:hidden print:hidden"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-marca-900 [&::-webkit-details-marker]:hidden">
          <span>
            Menu do painel
            <span className="block text-sm font-normal text-marca-700">
              {nome} · {papel}
            </span>
          </span>
          <Icon name="chevronDown" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label="Painel" className="mt-3">
          {who}
          {list}
        </nav>
      </details>
      <nav
        aria-label="Painel"
        className="hidden w-60 shrink-0 self-start rounded-lg border border-marca-200 bg-marca-50 p-4 md:block print:hidden"
      >
        {who}
        {list}
      </nav>
    </>
  )
}
