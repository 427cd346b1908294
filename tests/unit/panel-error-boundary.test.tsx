// The panel's one error boundary as the server renders it: a page's failed read with the page's own
// heading and words and a 'Tentar novamente' link to the same address, the 403, the 404, the 409, the
// outage, anything else; and every panel page whose loader can fail that way shows it.
import { readdir, readFile } from "node:fs/promises"
import { createRemixStub } from "@remix-run/testing"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { PANEL_LOAD_ERROR, PanelErrorBoundary } from "~/panel/panel-error-boundary"

/** What Remix hands a boundary for a thrown `data(body, { status })` or Response. */
const routeError = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data })

function html(error: unknown, url = "/painel/reservas?status=pendente") {
  const Stub = createRemixStub([
    {
      id: "page",
      path: "/painel/reservas",
      Component: () => null,
      ErrorBoundary: () => <PanelErrorBoundary heading="Reservas" loadError="Erro ao carregar reservas" />,
    },
  ])
  return renderToString(<Stub initialEntries={[url]} hydrationData={{ errors: { page: error } }} />)
}

describe("PanelErrorBoundary", () => {
  it("shows a failed read as the page's heading, its own message, and a link to load it again", () => {
    const markup = html(routeError(503, PANEL_LOAD_ERROR))
    expect(markup).toMatch(/<h1[^>]*>Reservas<\/h1>/)
    expect(markup).toMatch(/<h2[^>]*>Erro ao carregar reservas<\/h2>/)
    expect(markup).toContain("Tente novamente mais tarde ou contate o suporte.")
    expect(markup).toMatch(/<a[^>]*href="\/painel\/reservas\?status=pendente"[^>]*>Tentar novamente<\/a>/)
  })

  it("shows the 403 page, the outage page, or 'Algo deu errado' for anything else", () => {
    const forbidden = html(routeError(403, "Acesso negado"))
    expect(forbidden).toContain("Acesso negado")
    expect(forbidden).toContain('href="/painel"')
    expect(forbidden).not.toContain("Reservas")
    expect(html(routeError(503, "Serviço temporariamente indisponível"))).toContain(
      "Serviço temporariamente indisponível",
    )
    expect(html(new Error("falhou"))).toContain("Algo deu errado")
  })

  it("shows a 404 as 'Não encontrado' with the Response's own text and a link back to the panel", () => {
    const markup = html(routeError(404, "Extrato não encontrado"))
    expect(markup).toMatch(/<h1[^>]*>Não encontrado<\/h1>/)
    expect(markup).toContain("Extrato não encontrado")
    expect(markup).toMatch(/<a[^>]*href="\/painel"[^>]*>Voltar ao painel<\/a>/)
    expect(markup).not.toContain("Algo deu errado")
    // Without a text of its own, the map's words.
    expect(html(routeError(404, null))).toContain("O registro ou a página que você procurou não existe")
  })

  it("shows a 409 as a conflict to reload", () => {
    const markup = html(routeError(409, null))
    expect(markup).toMatch(/<h1[^>]*>Conflito<\/h1>/)
    expect(markup).toContain("Esta ação não pôde ser concluída porque os dados mudaram.")
  })
})

describe("the panel pages", () => {
  it("each show their failed read through PanelErrorBoundary", async () => {
    // A page is a route module, alone or as route.tsx in its folder beside the code it reads with.
    const entries = (await readdir("app/routes")).filter((name) => /^painel\./.test(name))
    const reading = []
    for (const entry of entries) {
      const folder = !entry.endsWith(".tsx") && !entry.endsWith(".ts")
      if (!folder && !entry.endsWith(".tsx")) continue
      const files = folder
        ? (await readdir(`app/routes/${entry}`)).map((name) => `${entry}/${name}`)
        : [entry]
      const route = folder ? `${entry}/route.tsx` : entry
      if (!files.includes(route)) continue
      const texts = await Promise.all(files.map((file) => readFile(`app/routes/${file}`, "utf8")))
      // Its read fails through panelData (the page's one question) or orLoadError (a read of its own);
      // the dashboard catches its one question and shows each part's fallback instead.
      const failsWhole = /\borLoadError\(|\bpanelData(<[^>]*>)?\([^)]*\)(?!\.catch)/
      if (!texts.some((text) => failsWhole.test(text))) continue
      reading.push(route)
      expect(await readFile(`app/routes/${route}`, "utf8"), route).toMatch(
        /export function ErrorBoundary\(\) \{\s*return <PanelErrorBoundary heading="[^"]+" loadError="[^"]+" \/>/,
      )
    }
    expect(reading.length).toBeGreaterThanOrEqual(18)
  })
})
