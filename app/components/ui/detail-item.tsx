// One label and value of a record's details (a request, a message), in a <dl>; or, as a receipt
// lists them, side by side (DetailRow).
import type { ReactNode } from "react"

export function DetailItem({
  label,
  children,
  wide = false,
}: {
  label: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-gray-900">{children}</dd>
    </div>
  )
}

/** A label and its value side by side from a tablet's width, one above the other on a phone. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-gray-100 py-2 last:border-0 sm:flex sm:justify-between sm:gap-4">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-semibold break-words text-gray-900 sm:text-right">{children}</dd>
    </div>
  )
}
