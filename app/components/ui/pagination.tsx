// Page links (?pagina=2) that keep the list's other parameters (tab, search).
import { Link, useLocation } from "@remix-run/react"
import { withQuery } from "~/utils/query"

/** The pages to link: all of them when few, else the first, the last and the current one's neighbours. */
export function pagesToShow(page: number, totalPages: number): Array<number | "…"> {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, n) => n + 1)
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages))
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ["…" as const, n] : [n]))
}

// At least 44 px each way: a page's number is tapped on a phone (docs/decisions/phones-and-touch.md#tap-targets).
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold"

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { search } = useLocation()
  if (totalPages <= 1) return null
  // Page 1 is the list's own address, without the parameter.
  const href = (n: number) => withQuery(search, { pagina: n === 1 ? null : n })
  return (
    <nav aria-label="Paginação" className="mt-6">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${linkClass} text-marca-800 hover:bg-marca-50`}>
              Anterior
            </Link>
          </li>
        ) : null}
        {pagesToShow(page, totalPages).map((n, i) =>
          n === "…" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Página ${n}`}
                className={`${linkClass} ${n === page ? "bg-marca-700 text-white" : "text-marca-800 hover:bg-marca-50"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${linkClass} text-marca-800 hover:bg-marca-50`}>
              Próxima
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
