// A panel page whose list PocketBase failed to give: the page's heading, what happened, and a
// 'Tentar novamente' that loads the same address again (a link, so it works without JavaScript).
import { useLocation } from "@remix-run/react"
import { ButtonLink } from "~/components/ui/button"

export function PainelLoadError({ heading, title }: { heading: string; title: string }) {
  const { pathname, search } = useLocation()
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">{heading}</h1>
      <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-8 text-center">
        <h2 className="text-xl font-bold text-red-900">{title}</h2>
        <p className="mt-2 text-red-800">Tente novamente mais tarde ou contate o suporte.</p>
        <ButtonLink to={`${pathname}${search}`} reloadDocument className="mt-4">
          Tentar novamente
        </ButtonLink>
      </div>
    </>
  )
}
