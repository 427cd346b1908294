import { Link } from "@remix-run/react"
import { Icon, type IconName } from "~/components/ui/icon"

/** One count on the panel's dashboard, linking to the page where it is handled. */
export function DashboardCard({
  title,
  count,
  detail,
  to,
  linkLabel,
  icon,
  testId,
}: {
  title: string
  /** null: the count could not be read just now. */
  count: number | null
  detail: string
  to: string
  linkLabel: string
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
        {count === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Não foi possível carregar agora</span>
          </>
        ) : (
          count
        )}
      </p>
      <p className="mt-1 text-sm text-gray-600">{detail}</p>
      <Link to={to} className="mt-4 text-sm font-semibold text-marca-800 underline hover:text-marca-950">
        {linkLabel}
      </Link>
    </section>
  )
}
