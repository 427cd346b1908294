import { Link } from "@remix-run/react"
import { buttonClass } from "~/components/ui/button"
import { Icon, type IconName } from "~/components/ui/icon"

/** A labelled amount under a card's figure (the month's received and pending). */
export type Soma = { label: string; valor: string }

// A thumb's height, 44 px (docs/decisions/phones-and-touch.md#tap-targets): the dashboard's links.
export const DASHBOARD_LINK =
  "inline-flex min-h-11 items-center text-sm font-semibold text-marca-800 underline hover:text-marca-950"

/**
 * One figure on the panel's dashboard (a count, or an amount), linking to the page where it is
 * handled. Figures are whole on a phone: never wrapped, their labels wrap instead
 * (docs/decisions/phones-and-touch.md#figures-are-whole-on-a-phone).
 */
export function DashboardCard({
  title,
  figure,
  detail,
  sums,
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
  /** Amounts under the detail, each with its label. */
  sums?: readonly Soma[] | null
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
      <p
        className="mt-2 text-3xl font-bold whitespace-nowrap text-marca-900 tabular-nums"
        data-testid={`${testId}-total`}
      >
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
      {sums ? (
        <dl className="mt-2 grid gap-1 text-sm" data-testid={`${testId}-somas`}>
          {sums.map(({ label, valor }) => (
            <div key={label} className="flex items-baseline justify-between gap-3">
              <dt className="min-w-0 text-gray-700">{label}</dt>
              <dd className="font-semibold whitespace-nowrap text-gray-900 tabular-nums">{valor}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {action ? (
        <Link to={action.to} className={buttonClass("primary", "mt-4", "sm")}>
          {action.label}
        </Link>
      ) : null}
      <Link to={to} className={`mt-2 self-start ${DASHBOARD_LINK}`}>
        {linkLabel}
      </Link>
    </section>
  )
}
