// A list that is being replaced (another tab, page or search, with JavaScript): it stays in place
// under a spinner until the new one arrives. Without JavaScript the browser's own loading shows.
import { useNavigation } from "@remix-run/react"
import type { ReactNode } from "react"

export function LoadingArea({
  pathname,
  label,
  className = "",
  children,
}: {
  /** The page whose navigations count (a link elsewhere does not cover this list). */
  pathname: string
  /** What a screen reader hears while it loads ("Carregando documentos..."). */
  label: string
  className?: string
  children: ReactNode
}) {
  const navigation = useNavigation()
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname
  return (
    <div className={`relative ${className}`} aria-busy={loading}>
      {loading ? (
        <div
          className="absolute inset-0 z-10 grid place-items-start justify-center bg-white/70 pt-10"
          role="status"
        >
          <span className="size-8 animate-spin rounded-full border-4 border-marca-200 border-t-marca-700" />
          <span className="sr-only">{label}</span>
        </div>
      ) : null}
      {children}
    </div>
  )
}
