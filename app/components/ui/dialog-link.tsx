// Links that open a dialog of the page (URL state, ?acao=...&id=...), keeping the list's own
// address (tab, page, search): a row's action, named for screen readers by the row, and a page's
// primary "new" button.
import { Link, useLocation } from "@remix-run/react"
import { buttonClass } from "~/components/ui/button"
import { dialogHref } from "~/components/ui/dialog"

export function DialogLink({
  acao,
  id,
  label,
  context,
}: {
  acao: string
  id?: string
  label: string
  /** What the row is ("Editar" is read as "Editar Estatuto Social"). */
  context?: string
}) {
  const { search } = useLocation()
  return (
    <Link
      to={dialogHref(search, acao, id)}
      preventScrollReset
      className="font-semibold text-marca-800 underline hover:text-marca-950"
    >
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Link>
  )
}

export function NewDialogLink({ acao, label }: { acao: string; label: string }) {
  const { search } = useLocation()
  return (
    <Link to={dialogHref(search, acao)} preventScrollReset className={buttonClass("primary")}>
      {label}
    </Link>
  )
}
