// The root's error boundary as the server renders it: every status in Portuguese from the one error
// map, the 404 with a link home and, for someone logged in, to the panel.
import { createRemixStub } from "@remix-run/testing"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { ErrorBoundary } from "~/root"

/** What Remix hands a boundary for a thrown Response. */
const routeError = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data })

function html(error: unknown, user: { id: string; nome: string } | null = null) {
  const Stub = createRemixStub([{ id: "root", path: "/", Component: () => null, ErrorBoundary }])
  // The root's data is there when a page below it threw; only `user` is read by the boundary.
  const loaderData = { root: { user } }
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData, errors: { root: error } }} />,
  )
}

describe("the root's ErrorBoundary", () => {
  it("shows a 404 in Portuguese with a link home, and the panel's only when logged in", () => {
    const visitor = html(routeError(404, "Página não encontrada"))
    expect(visitor).toMatch(/<h1[^>]*>Página não encontrada<\/h1>/)
    expect(visitor).toMatch(/<a[^>]*href="\/"[^>]*>Voltar para o início<\/a>/)
    expect(visitor).not.toContain('href="/painel"')
    const member = html(routeError(404, "Página não encontrada"), { id: "u1", nome: "Ana" })
    expect(member).toMatch(/<a[^>]*href="\/painel"[^>]*>Ir para o painel<\/a>/)
  })

  it("words 403, 409, 503 and anything else from the error map", () => {
    expect(html(routeError(403, "Acesso negado"))).toMatch(/<h1[^>]*>Acesso negado<\/h1>/)
    expect(html(routeError(409, null))).toMatch(/<h1[^>]*>Conflito<\/h1>/)
    expect(html(routeError(503, null))).toContain("Serviço temporariamente indisponível")
    const other = html(routeError(500, null))
    expect(other).toMatch(/<h1[^>]*>Algo deu errado<\/h1>/)
    expect(other).toContain("Se o problema continuar, fale conosco.")
  })
})
