// The one map of error pages (docs/decisions/server-and-operation.md#error-pages): what the root's
// boundary and the panel's say for each status. The status of the answer is the thrower's; this only
// words it.
import { isRouteErrorResponse, useRouteLoaderData } from "@remix-run/react"
import type { ReactNode } from "react"
import type { loader as rootLoader } from "~/root"
import { ButtonLink } from "~/components/ui/button"

export type ErrorText = { heading: string; message: string }

/** A status with a page of its own; any other is "other". */
export type ErrorKind = 403 | 404 | 409 | 503 | "other"

export const ERROR_PAGES: Record<ErrorKind, ErrorText> = {
  404: {
    heading: "Página não encontrada",
    message: "O endereço pode ter mudado ou a página não existe mais.",
  },
  // Logged in without the role (docs/decisions/roles-and-access.md#login-redirect-and-the-403-page).
  403: { heading: "Acesso negado", message: "Seu perfil não tem permissão para abrir esta página." },
  // A change made from what was seen, when what was seen changed meanwhile (docs/decisions/forms.md).
  409: {
    heading: "Conflito",
    message: "Esta ação não pôde ser concluída porque os dados mudaram. Recarregue a página e tente de novo.",
  },
  // The association's data service is down (a 503 with Retry-After): nothing is wrong with what the
  // visitor did, and the site recovers by itself.
  503: {
    heading: "Serviço temporariamente indisponível",
    message: "Não conseguimos acessar os dados da associação agora. Tente novamente em alguns instantes.",
  },
  other: {
    heading: "Algo deu errado",
    message: "Tente novamente em instantes. Se o problema continuar, fale conosco.",
  },
}

/** Inside the panel a 404 is a record (or page) the loader did not find: its own text says which. */
export const PANEL_NOT_FOUND: ErrorText = {
  heading: "Não encontrado",
  message: "O registro ou a página que você procurou não existe ou foi removido.",
}

/** The map's entry for a thrown error: a Response's status when it has a page, else "other". */
export function errorKind(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return "other"
  const { status } = error
  return status === 403 || status === 404 || status === 409 || status === 503 ? status : "other"
}

/** What a thrown Response says of itself (`new Response("Extrato não encontrado", { status: 404 })`). */
export function ownText(error: unknown): string | null {
  // Remix's own responses (no route, no action) carry English developer text.
  if (!isRouteErrorResponse(error) || typeof error.data !== "string") return null
  if ("internal" in error && error.internal) return null
  return error.data.trim() || null
}

const TONES = {
  red: { box: "border-red-200 bg-red-50", heading: "text-red-900", text: "text-red-800" },
  amber: { box: "border-amber-200 bg-amber-50", heading: "text-amber-900", text: "text-amber-900" },
}

/** An error's heading and message in a box, with its links (an outage is amber: it passes by itself). */
export function ErrorBox({
  kind,
  text = ERROR_PAGES[kind],
  children,
}: {
  kind: ErrorKind
  text?: ErrorText
  children?: ReactNode
}) {
  const tone = TONES[kind === 503 ? "amber" : "red"]
  return (
    <div
      role={kind === 503 ? "alert" : undefined}
      className={`rounded-lg border p-8 text-center ${tone.box}`}
    >
      <h1 className={`text-2xl font-bold ${tone.heading}`}>{text.heading}</h1>
      <p className={`mt-2 ${tone.text}`}>{text.message}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  )
}

export function BackToPanel() {
  return <ButtonLink to="/painel">Voltar ao painel</ButtonLink>
}

/** The site's 404: links home and, for someone logged in (the root's data), to the panel. */
export function NotFound() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user
  const { heading, message } = ERROR_PAGES[404]
  return (
    <div className="mx-auto grid max-w-xl place-items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-marca-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-gray-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Voltar para o início</ButtonLink>
        {user ? (
          <ButtonLink to="/painel" variant="secondary">
            Ir para o painel
          </ButtonLink>
        ) : null}
      </div>
    </div>
  )
}

/** The root's view of an error that is not a 404 (or a form it could not read). */
export function SiteError({ error }: { error: unknown }) {
  const kind = errorKind(error)
  return (
    <div className="mx-auto max-w-xl px-4 py-24">
      <ErrorBox kind={kind}>{kind === 403 ? <BackToPanel /> : null}</ErrorBox>
    </div>
  )
}
