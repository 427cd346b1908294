// Below 640 px each list's row is a card (docs/decisions/phones-and-touch.md#lists-are-cards-on-a-phone):
// the title, each fact with its column's header beside it, the actions as full-width buttons. The
// server's HTML carries it all; the CSS only lays it out.
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { cardParts, DataTable, type Column } from "~/components/ui/data-table"

type Due = { id: string; descricao: string; valor: string; pago: string | null }

const COLUMNS: Array<Column<Due>> = [
  { header: "Descrição", cell: (due) => due.descricao },
  { header: "Valor", cell: (due) => due.valor },
  { header: "Pago em", cell: (due) => due.pago },
  { header: "Ações", cell: (due) => <a href={`/pagar/${due.id}`}>Pagar</a> },
]

function render(columns: Array<Column<Due>>) {
  return renderToString(
    <DataTable
      caption="Minhas mensalidades"
      columns={columns}
      rows={[{ id: "m1", descricao: "Mensalidade Março", valor: "R$ 80,00", pago: null }]}
      empty="Nenhuma."
    />,
  )
}

/** The body's cells as [card part, text a reader sees]. */
const cells = (markup: string) =>
  [...markup.matchAll(/<td data-card="(\w+)"[^>]*>(.*?)<\/td>/g)].map(([, part, inner]) => [
    part,
    inner!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  ])

describe("DataTable on a phone", () => {
  it("makes the first column the card's title, 'Ações' its actions and each other column a labelled fact", () => {
    expect(cells(render(COLUMNS))).toEqual([
      ["title", "Mensalidade Março"],
      ["fact", "Valor R$ 80,00"],
      ["fact", "Pago em"],
      ["actions", "Pagar"],
    ])
  })

  it("follows a column's own marker over the defaults", () => {
    const marked: Array<Column<Due>> = [
      { ...COLUMNS[1]!, card: "fact" },
      { ...COLUMNS[0]!, card: "title" },
      { header: <span>Pagar</span>, cell: COLUMNS[3]!.cell, card: "actions" },
      COLUMNS[3]!,
    ]
    expect(cardParts(marked)).toEqual(["fact", "title", "actions", "fact"])
    expect(cells(render(marked)).map(([part]) => part)).toEqual(["fact", "title", "actions", "fact"])
  })
})

describe("a figures table on a phone", () => {
  it("marks its figures, whole and labelled, and ends with the total's card", () => {
    const markup = renderToString(
      <DataTable
        caption="Totais"
        columns={[
          { header: "Mês", cell: (row: { id: string; valor: string }) => row.id },
          { header: "Recebido", cell: (row) => row.valor, figure: true },
        ]}
        rows={[{ id: "Janeiro", valor: "R$ 1.600,00" }]}
        total={{ id: "Total do ano", valor: "R$ 19.200,00" }}
        empty="Nenhum."
      />,
    )
    expect(cells(markup)).toEqual([
      ["title", "Janeiro"],
      ["fact", "Recebido R$ 1.600,00"],
      ["title", "Total do ano"],
      ["fact", "Recebido R$ 19.200,00"],
    ])
    expect(markup).toMatch(/<tfoot[^>]*><tr><td data-card="title"[^>]*>Total do ano<\/td>/)
    expect(
      markup.match(/<td data-card="fact" data-figure="true" class="[^"]*whitespace-nowrap/g),
    ).toHaveLength(2)
  })
})
