import type { ReactNode } from "react"

/** The green band that opens every public page: its title, and a line under it. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-br from-marca-700 to-marca-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-marca-100">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  )
}
