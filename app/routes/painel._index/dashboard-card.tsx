import { Link } from "@remix-run/react"
import { buttonClass } from "~/components/ui/button"
import { Icon, type IconName } from "~/components/ui/icon"

/** One figure on the panel's dashboard (a count, or an amount), linking to the page where it is handled. */
export function DashboardCard({
  title,
  figure,
  detail,
  to,
  linkLabel,
  action,
  icon,
  testId,
}: {
  title: string
  /** A count or an amount as shown; null: it could not be read just now. */
  figure: number | string | null
  detail: string
  to: string
  linkLabel: string
  /** The task itself, one tap away (a member's 'Pagar'), above the link to its page. */
  action?: { to: string; label: string } | null
  icon: IconName
  testId: string
}) {
  return (
    <section
      aria-labelledby={`${testId}-titulo`}
      data-testid={testId}
      className="flex flex-col rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${testId}-titulo`} className="text-sm font-semibold text-gray-700">
          {title}
        </h2>
        <Icon name={icon} className="size-5 text-marca-700" />
      </div>
      <p className="mt-2 text-3xl font-bold text-marca-900" data-testid={`${testId}-total`}>
        {figure === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Não foi possível carregar agora</span>
          </>
        ) : (
          figure
        )}
      </p>
      <p className="mt-1 text-sm text-gray-600" data-testid={`${testId}-detalhe`}>
        {detail}
      </p>
      {action ? (
        <Link to={action.to} className={buttonClass("primary", "mt-4", "sm")}>
          {action.label}
        </Link>
      ) : null}
      <Link to={to} className="mt-4 text-sm font-semibold text-marca-800 underline hover:text-marca-950">
        {linkLabel}
      </Link>
    </section>
  )
}
