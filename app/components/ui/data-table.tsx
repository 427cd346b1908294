// A panel list as a table: one header row, one row per record, and the list's empty state. Row
// actions are small POST forms carrying an `intent` (see RowAction). From 640 px up it is a table,
// which scrolls inside its own box (TableScroll) when wider than the screen; below 640 px each row
// is a card, by CSS alone: the .data-table rules in app/tailwind.css
// (docs/decisions/phones-and-touch.md#lists-are-cards-on-a-phone).
import { Form } from "@remix-run/react"
import type { ReactNode } from "react"
import { Button, SubmitButton, type ButtonVariant } from "~/components/ui/button"

/**
 * What a column is on a phone's card: its `title` (first, larger, without a label), its `actions`
 * (each link or button a full-width button at least 44 px tall) or a `fact` (labelled with the
 * column's header).
 */
export type CardPart = "title" | "actions" | "fact"

export type Column<Row> = {
  header: ReactNode
  cell: (row: Row) => ReactNode
  className?: string
  /** Its part of a phone's card; by default the first column is the title and "Ações" the actions. */
  card?: CardPart
}

/** Each column's part of the card: as marked, else the first column is the title and "Ações" the actions. */
export function cardParts(columns: ReadonlyArray<{ header: ReactNode; card?: CardPart }>): CardPart[] {
  const titled = columns.some((column) => column.card === "title")
  const withActions = columns.some((column) => column.card === "actions")
  return columns.map((column, n) => {
    if (column.card) return column.card
    if (!titled && n === 0) return "title"
    if (!withActions && column.header === "Ações") return "actions"
    return "fact"
  })
}

export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  testId,
  rowClassName,
}: {
  /** Read by screen readers as the table's name; visually hidden (the page's heading shows it). */
  caption: string
  columns: ReadonlyArray<Column<Row>>
  /** The records, each keyed by its id. */
  rows: ReadonlyArray<Row>
  /** What the page says when there is nothing to list ("Nenhuma solicitação pendente."). */
  empty: string
  testId?: string
  /** A row's own look (a pending request stands out). */
  rowClassName?: (row: Row) => string | undefined
}) {
  if (rows.length === 0) return <p className="mt-3 text-gray-700">{empty}</p>
  const parts = cardParts(columns)
  return (
    <TableScroll label={caption} className="mt-3">
      <table className="data-table w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 text-gray-700">
          <tr>
            {columns.map((column, n) => (
              <th
                key={n}
                scope="col"
                className={`py-2 pr-4 font-semibold last:pr-0 ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="sm:divide-y sm:divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row)}>
              {columns.map((column, n) => (
                <td key={n} data-card={parts[n]} className={`py-2 pr-4 last:pr-0 ${column.className ?? ""}`}>
                  {parts[n] === "fact" ? (
                    <Fact label={column.header}>{column.cell(row)}</Fact>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

/** A fact on a phone's card: its column's header, then its value; in a table, only the value. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <span>{label}</span>
      <div data-value>{children}</div>
    </div>
  )
}

/**
 * The box a table scrolls in, sideways, when it is wider than the screen. It is a named region
 * that takes the keyboard's focus (with a visible outline), so it can be scrolled without a mouse.
 * `relative` makes it the containing block of what is positioned inside (the screen readers'
 * `sr-only` texts), which would otherwise stick out of it and widen the whole page.
 */
export function TableScroll({
  label,
  className = "",
  children,
}: {
  /** The region's name for screen readers: the table's caption. */
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${className}`}
    >
      {children}
    </div>
  )
}

/**
 * One action on one row (approve, reject, delete): a POST to the page's own action with the
 * record's `id` and the button's `intent`, answered with Post/Redirect/Get.
 */
export function RowAction({
  intent,
  id,
  label,
  pendingLabel,
  variant = "secondary",
  disabled = false,
  context,
}: {
  intent: string
  id: string
  /** The button's text. */
  label: string
  pendingLabel: string
  variant?: ButtonVariant
  /** Shown but not offered (a decided reservation's approve button). */
  disabled?: boolean
  /** Which record, for screen readers, after the label ("a reserva de João, 05/12"). */
  context?: string
}) {
  const text = (
    <>
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </>
  )
  if (disabled) {
    return (
      <Button variant={variant} size="sm" disabled>
        {text}
      </Button>
    )
  }
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <SubmitButton name="intent" value={intent} pendingLabel={pendingLabel} variant={variant} size="sm">
        {text}
      </SubmitButton>
    </Form>
  )
}
