// The shared panel pieces as a visitor without JavaScript gets them: server-rendered links that keep
// the list's other parameters, a dialog with its close link, a table's empty state, row actions as
// POST forms with an intent.
import { createRemixStub } from "@remix-run/testing"
import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Alert } from "~/components/ui/alert"
import { DataTable, RowAction } from "~/components/ui/data-table"
import { Dialog, dialogHref } from "~/components/ui/dialog"
import { Pagination, pagesToShow } from "~/components/ui/pagination"
import { SearchForm } from "~/components/ui/search-form"
import { StatusBadge } from "~/components/ui/status-badge"
import { Tabs } from "~/components/ui/tabs"

/** The HTML the server sends for `element` on the page at `url`. */
function html(element: ReactNode, url = "/painel/solicitacoes"): string {
  const path = new URL(url, "http://site.test").pathname
  const Stub = createRemixStub([{ path, Component: () => <>{element}</> }])
  return renderToString(<Stub initialEntries={[url]} />)
}

/** Every `<a>` as [text, href, aria-current]. */
function links(markup: string): Array<[string, string, string | null]> {
  return [...markup.matchAll(/<a\b([^>]*)>(.*?)<\/a>/g)].map(([, attrs, text]) => [
    text!.replace(/<[^>]+>/g, ""),
    decode(/href="([^"]*)"/.exec(attrs!)?.[1] ?? ""),
    /aria-current="([^"]*)"/.exec(attrs!)?.[1] ?? null,
  ])
}

const decode = (value: string) => value.replaceAll("&amp;", "&")

describe("Pagination", () => {
  it("links every page keeping the tab and the search, the current page marked", () => {
    const markup = html(
      <Pagination page={2} totalPages={3} />,
      "/painel/solicitacoes?status=pendente&q=ana&pagina=2",
    )
    expect(links(markup)).toEqual([
      ["Anterior", "/painel/solicitacoes?status=pendente&q=ana", null],
      ["1", "/painel/solicitacoes?status=pendente&q=ana", null],
      ["2", "/painel/solicitacoes?status=pendente&q=ana&pagina=2", "page"],
      ["3", "/painel/solicitacoes?status=pendente&q=ana&pagina=3", null],
      ["Próxima", "/painel/solicitacoes?status=pendente&q=ana&pagina=3", null],
    ])
  })

  it("shows nothing for a single page", () => {
    expect(html(<Pagination page={1} totalPages={1} />)).not.toContain("Paginação")
  })

  it("links the first, the last and the current page's neighbours of a long list", () => {
    expect(pagesToShow(6, 20)).toEqual([1, "…", 5, 6, 7, "…", 20])
    expect(pagesToShow(1, 20)).toEqual([1, 2, "…", 20])
  })
})

describe("Tabs", () => {
  const tabs = [
    { value: null, label: "Pendentes" },
    { value: "aprovado", label: "Aprovadas" },
  ]

  it("are links that set their parameter, keep the search and go back to the first page", () => {
    const markup = html(
      <Tabs label="Situação" param="status" tabs={tabs} current="aprovado" />,
      "/painel/solicitacoes?status=aprovado&q=ana&pagina=4",
    )
    expect(markup).toContain('aria-label="Situação"')
    expect(links(markup)).toEqual([
      ["Pendentes", "/painel/solicitacoes?q=ana", null],
      ["Aprovadas", "/painel/solicitacoes?status=aprovado&q=ana", "page"],
    ])
  })
})

describe("SearchForm", () => {
  it("is a GET form for ?q= that keeps the tab, drops the page and shows the current search", () => {
    const markup = html(
      <SearchForm label="Buscar por nome" />,
      "/painel/solicitacoes?status=aprovado&q=ana&pagina=3&acao=editar&id=p1",
    )
    expect(markup).toMatch(/<form[^>]*method="get"[^>]*action="\/painel\/solicitacoes"/)
    expect(markup).toContain('<input type="hidden" name="status" value="aprovado"/>')
    expect(markup).not.toContain('name="pagina"')
    expect(markup).not.toContain('name="acao"')
    expect(markup).toMatch(/<input type="search" name="q"[^>]*value="ana"/)
    expect(markup).toContain("Buscar por nome")
  })
})

describe("Dialog", () => {
  it("is rendered open in the page, with a close link to the address without acao and id", () => {
    const markup = html(
      <Dialog title="Editar solicitação">
        <p>Formulário</p>
      </Dialog>,
      "/painel/solicitacoes?status=pendente&acao=editar&id=abc123",
    )
    expect(markup).toMatch(/<dialog[^>]* open=""[^>]*aria-labelledby="([^"]+)"/)
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(markup)![1]
    expect(markup).toContain(`<h2 id="${labelledBy}"`)
    expect(markup).toContain("Editar solicitação")
    expect(links(markup)).toEqual([["Fechar", "/painel/solicitacoes?status=pendente", null]])
  })

  it("is opened by a link that keeps the page's other parameters", () => {
    expect(dialogHref("?status=pendente&pagina=2", "editar", "abc123")).toBe(
      "?status=pendente&pagina=2&acao=editar&id=abc123",
    )
  })
})

describe("DataTable", () => {
  type Pedido = { id: string; nome: string; status: string }
  const columns = [
    { header: "Nome", cell: (row: Pedido) => row.nome },
    { header: "Situação", cell: (row: Pedido) => <StatusBadge status={row.status} /> },
    {
      header: "Ações",
      cell: (row: Pedido) => (
        <RowAction intent="aprovar" id={row.id} label={`Aprovar ${row.nome}`} pendingLabel="Aprovando..." />
      ),
    },
  ]

  it("says the list's empty state when there are no rows", () => {
    const markup = html(
      <DataTable caption="Solicitações" columns={columns} rows={[]} empty="Nenhuma solicitação." />,
    )
    expect(markup).toContain("Nenhuma solicitação.")
    expect(markup).not.toContain("<table")
  })

  it("renders a header row and one row per record, each action a POST with its intent and id", () => {
    const markup = html(
      <DataTable
        caption="Solicitações"
        columns={columns}
        rows={[
          { id: "p1", nome: "Ana", status: "pendente" },
          { id: "p2", nome: "Bruno", status: "reprovado" },
        ]}
        empty="Nenhuma solicitação."
      />,
    )
    expect(markup).toContain('<caption class="sr-only">Solicitações</caption>')
    expect(markup.match(/<th scope="col"/g)).toHaveLength(3)
    expect(markup.match(/<tr[ >]/g)).toHaveLength(3)
    expect(markup).toContain(">Pendente</span>")
    expect(markup).toContain(">Reprovado</span>")
    const forms = [...markup.matchAll(/<form[^>]*method="post"[^>]*>(.*?)<\/form>/g)].map(
      ([, inner]) => inner,
    )
    expect(forms).toHaveLength(2)
    expect(forms[1]).toContain('<input type="hidden" name="id" value="p2"/>')
    const button = /<button([^>]*)>Aprovar Bruno<\/button>/.exec(forms[1]!)?.[1]
    expect(button).toContain('type="submit"')
    expect(button).toContain('name="intent" value="aprovar"')
  })
})

describe("StatusBadge and Alert", () => {
  it("write the status as a word and the alert with role=alert", () => {
    expect(html(<StatusBadge status="pago" />)).toContain(">Pago</span>")
    expect(html(<StatusBadge status="em_analise" label="Em análise" />)).toContain(">Em análise</span>")
    const alert = html(<Alert title="Erro ao enviar">Tente novamente.</Alert>)
    expect(alert).toMatch(/<div role="alert"/)
    expect(alert).toContain("Erro ao enviar")
    expect(alert).toContain("Tente novamente.")
  })
})
