// One label and value of a record's details (a request, a message), in a <dl>.
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
