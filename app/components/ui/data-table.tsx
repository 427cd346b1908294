// A panel list as a table: one header row, one row per record, an optional total row, and the list's
// empty state. Row actions are small POST forms carrying an `intent` (see RowAction). From 640 px up
// it is a table, which scrolls inside its own box (TableScroll) when wider than the screen; below
// 640 px each row is a card, by CSS alone: the .data-table rules in app/tailwind.css
// (docs/decisions/phones-and-touch.md#lists-are-cards-on-a-phone). A figures table (the year's
// accounts, its totals) is one too, its amounts never cut
// (docs/decisions/phones-and-touch.md#figures-are-whole-on-a-phone).
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
  /**
   * An amount or a count: right-aligned in tabular figures and never wrapped nor cut; on a phone's
   * card its label wraps instead.
   */
  figure?: boolean
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
  total,
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
  /** The total's row under the records (the table's footer; the last card on a phone). */
  total?: Row
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
                className={`py-2 pr-4 font-semibold last:pr-0 ${column.figure ? "text-right" : ""} ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="sm:divide-y sm:divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row)}>
              <Cells columns={columns} parts={parts} row={row} />
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot className="font-semibold sm:border-t-2 sm:border-gray-300">
            <tr>
              <Cells columns={columns} parts={parts} row={total} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableScroll>
  )
}

/** A row's cells, each marked with its part of a phone's card. */
function Cells<Row>({
  columns,
  parts,
  row,
}: {
  columns: ReadonlyArray<Column<Row>>
  parts: readonly CardPart[]
  row: Row
}) {
  return columns.map((column, n) => (
    <td
      key={n}
      data-card={parts[n]}
      data-figure={column.figure || undefined}
      className={`py-2 pr-4 last:pr-0 ${column.figure ? FIGURE : ""} ${column.className ?? ""}`}
    >
      {parts[n] === "fact" ? <Fact label={column.header}>{column.cell(row)}</Fact> : column.cell(row)}
    </td>
  ))
}

const FIGURE = "text-right tabular-nums whitespace-nowrap"

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
