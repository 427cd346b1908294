// The narrow card of the account pages (login, password reset): the page's header, the card, and
// what goes under it.
import type { ReactNode } from "react"
import { PageHeader } from "~/components/layout/page-header"

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        {footer}
      </div>
    </>
  )
}
