// The one error view of the panel's pages. Loaders and actions throw; each panel route's
// `ErrorBoundary` renders <PanelErrorBoundary> with the page's own heading and load-error title:
// - 403 (requirePanelAccess, requireCapability): 'Acesso negado', none of the page's data;
// - the page's read failed (orLoadError, a 503 with Retry-After): the page's heading, what
//   happened, and 'Tentar novamente', a link that loads the same address again (no JavaScript needed);
// - the data service down while checking the session (the guard's 503): the outage page;
// - a record or page not found (a loader's 404): 'Não encontrado', with the Response's own text;
// - a POST whose body is no form (readFormData's 400): what it says;
// - 409 and anything else: the error map's words (app/components/layout/error-pages.tsx).
// The panel layout (routes/painel/route.tsx) shows the same views when its own loader fails.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react"
import { BackToPanel, ErrorBox, errorKind, ownText, PANEL_NOT_FOUND } from "~/components/layout/error-pages"
import { FormUnreadable, formUnreadableMessage } from "~/components/layout/form-unreadable"
import { ButtonLink } from "~/components/ui/button"

/** What orLoadError throws (with a 503): tells the page's failed read from the guard's outage. */
export const PANEL_LOAD_ERROR = { painelLoadError: true } as const

function isPanelLoadError(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    typeof error.data === "object" &&
    error.data !== null &&
    "painelLoadError" in error.data
  )
}

/** A panel page's error boundary: `heading` is the page's h1, `loadError` what its failed read says. */
export function PanelErrorBoundary({ heading, loadError }: { heading: string; loadError: string }) {
  const error = useRouteError()
  if (isPanelLoadError(error)) return <PanelLoadError heading={heading} title={loadError} />
  return <PanelErrorView error={error} />
}

/** The views every panel error shares: 403, 404, the outage, a conflict, and anything unexpected. */
export function PanelErrorView({ error }: { error: unknown }) {
  const unreadable = formUnreadableMessage(error)
  if (unreadable) return <FormUnreadable message={unreadable} />
  const kind = errorKind(error)
  // A 404 is a record or page the loader did not find, in the Response's own words when it has them.
  const text =
    kind === 404 ? { ...PANEL_NOT_FOUND, message: ownText(error) ?? PANEL_NOT_FOUND.message } : undefined
  // 'Acesso negado' and 'Não encontrado' lead back to the panel; none of the page's data is shown.
  return (
    <ErrorBox kind={kind} text={text}>
      {kind === 403 || kind === 404 ? <BackToPanel /> : null}
    </ErrorBox>
  )
}

function PanelLoadError({ heading, title }: { heading: string; title: string }) {
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
