import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react"
import type { ReactNode } from "react"
import { APPLE_TOUCH_ICON, THEME_COLOR } from "../config/brand.mjs"
import { describeError } from "~/utils/errors"
import { FormUnreadable, formUnreadableMessage } from "~/components/layout/form-unreadable"
import { errorKind, NotFound, SiteError } from "~/components/layout/error-pages"
import { SiteFooter } from "~/components/layout/site-footer"
import { SiteHeader } from "~/components/layout/site-header"
import { Splash } from "~/components/layout/splash"
import { ToastMessage } from "~/components/ui/toast"
import stylesheet from "~/tailwind.css?url"
import { getUser } from "~/auth/guards.server"
import { pageMeta } from "~/http/meta"
import { useHydratedMark, useScripts } from "~/http/hydrate"
import { HYDRATE_AFTER_PAINT } from "~/http/hydrate-after-paint"
import { useNonce } from "~/http/nonce"
import type { PublicUser } from "~/http/root-data"
import { getSiteConfig } from "~/http/site-config.server"
import { showsSplash } from "~/http/splash"
import { getToast } from "~/http/toast.server"
import { publicUrl } from "~/http/env.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const [sessionUser, { toast, headers }, site] = await Promise.all([
    getUser(request),
    getToast(request),
    getSiteConfig(),
  ])
  const user: PublicUser | null = sessionUser ? { id: sessionUser.id, nome: sessionUser.nome } : null
  return data(
    // appUrl: the public address, for the link previews' absolute addresses (app/http/meta.ts).
    { user, site, toast, showSplash: showsSplash(request), appUrl: publicUrl("/") },
    { headers: headers ?? undefined },
  )
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Made from the logo at build time (scripts/icons.mjs).
  { rel: "apple-touch-icon", href: `/${APPLE_TOUCH_ICON.file}` },
  { rel: "manifest", href: "/manifest.webmanifest" },
]

// A page without its own meta still carries the association's name from configuration; an error
// page is not one to share or to index, so it has no description (and no preview).
export const meta: MetaFunction = ({ matches, error }) =>
  pageMeta(matches, {
    title: null,
    description: error
      ? undefined
      : "Futebol, convivência e tradição: a associação dos veteranos da nossa cidade.",
  })

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const scripts = useScripts()
  useHydratedMark()
  const data = useRouteLoaderData<typeof loader>("root")
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Pular para o conteúdo
        </a>
        {data?.showSplash ? <Splash nome={data.site.nome} /> : null}
        {data ? <SiteHeader site={data.site} user={data.user} /> : null}
        <main id="conteudo" className="flex-1">
          {children}
        </main>
        {data ? <SiteFooter site={data.site} /> : null}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <script
              nonce={nonce}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT }}
            />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  return (
    <>
      <ToastMessage toast={toast} />
      <Outlet />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const unreadable = formUnreadableMessage(error)
  if (unreadable) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <FormUnreadable message={unreadable} />
      </div>
    )
  }
  // Every other status's words are the error map's (app/components/layout/error-pages.tsx).
  if (errorKind(error) === "other") console.error(describeError(error))
  return <SiteError error={error} />
}
