// The dashboard's 'Votar' as the server renders it: an open election the member may vote in links to
// its ballot; once voted, 'Você já votou.' and no link; nothing without an open election.
import { createRemixStub } from "@remix-run/testing"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { VotacoesAbertas, type VotacaoAberta } from "~/routes/painel._index/votacoes-abertas"

function html(votacoes: VotacaoAberta[]): string {
  const Stub = createRemixStub([
    { id: "dashboard", path: "/painel", Component: () => <VotacoesAbertas votacoes={votacoes} /> },
  ])
  return renderToString(<Stub initialEntries={["/painel"]} />)
}

describe("the dashboard's 'Votar'", () => {
  it("links a member who may vote to the election's ballot", () => {
    const markup = html([{ id: "item123456789ab", titulo: "Eleição do Conselho Fiscal", jaVotou: false }])
    expect(markup).toContain("Eleição do Conselho Fiscal")
    expect(markup).toMatch(/<a[^>]*href="\/painel\/votar\/item123456789ab"[^>]*>Votar<\/a>/)
    expect(markup).not.toContain("Você já votou.")
  })

  it("says 'Você já votou.' once the member voted, with no link to vote again", () => {
    const markup = html([{ id: "item123456789ab", titulo: "Eleição do Conselho Fiscal", jaVotou: true }])
    expect(markup).toContain("Você já votou.")
    expect(markup).not.toContain("/painel/votar/")
  })

  it("shows nothing without an open election", () => {
    expect(html([])).not.toContain("Votar")
  })
})
