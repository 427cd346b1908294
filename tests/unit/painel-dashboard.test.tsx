// The dashboard's 'Atividade recente' as the server renders it: the board's actions with who did
// them, or a member's own logins, and the empty state.
import { createRemixStub } from "@remix-run/testing"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import PainelDashboard, { type loader } from "~/routes/painel._index/route"

type Data = Awaited<ReturnType<typeof loader>>

const BASE: Omit<Data, "atividades" | "acessos"> = {
  nome: "Ana Souza",
  hoje: "2026-11-23",
  cards: { mensalidades: null, solicitacoes: null, reservas: null, mensagens: null },
  eventos: [],
  totaisMes: null,
  exclusoes: null,
  comunicados: [],
  pareceresPendentes: [],
  assembleias: [],
  pedidosAssembleia: [],
  votacoes: [],
}

function html(data: Data): string {
  const Stub = createRemixStub([{ id: "dashboard", path: "/painel", Component: PainelDashboard }])
  return renderToString(
    <Stub initialEntries={["/painel"]} hydrationData={{ loaderData: { dashboard: data } }} />,
  )
}

/**
 * The 'Atividade recente' table: its caption, header cells and body rows, as text (each cell's value,
 * without the label a phone's card shows beside it).
 */
function table(markup: string) {
  const section = markup.slice(markup.indexOf('id="atividade-recente"'))
  const text = (cell: string) => cell.replace(/<[^>]+>/g, "").trim()
  const value = (cell: string) => text(/<div data-value[^>]*>(.*)<\/div>/.exec(cell)?.[1] ?? cell)
  return {
    caption: text(/<caption[^>]*>(.*?)<\/caption>/.exec(section)?.[1] ?? ""),
    headers: [...section.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map(([, cell]) => text(cell!)),
    rows: [...section.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
      .slice(1)
      .map(([, row]) => [...row!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => value(cell!))),
  }
}

describe("'Atividade recente' on the dashboard", () => {
  it("shows the board what was done, by whom and when (São Paulo time)", () => {
    const markup = html({
      ...BASE,
      atividades: [
        {
          id: "a1",
          descricao: "Aprovou a solicitação de João Araújo",
          autor_nome: "Carlos Presidente",
          created: "2026-11-23 17:05:00.000Z",
        },
      ],
      acessos: null,
    })
    expect(table(markup)).toEqual({
      caption: "Últimas ações da diretoria",
      headers: ["Atividade", "Por", "Data"],
      rows: [["Aprovou a solicitação de João Araújo", "Carlos Presidente", "23/11/2026 às 14:05"]],
    })
  })

  it("shows a member their own logins", () => {
    const markup = html({
      ...BASE,
      atividades: null,
      acessos: [{ id: "l1", descricao: "Login realizado", created: "2026-11-23 17:05:00.000Z" }],
    })
    expect(table(markup)).toEqual({
      caption: "Últimos acessos ao painel",
      headers: ["Atividade", "Data"],
      rows: [["Login realizado", "23/11/2026 às 14:05"]],
    })
  })

  it("says so when the board has no activity yet", () => {
    const markup = html({ ...BASE, atividades: [], acessos: null })
    expect(markup).toContain("Nenhuma atividade registrada.")
    expect(markup).not.toContain("<table")
  })
})

describe("the dues card on the dashboard", () => {
  it("shows the financial director this month's received and pending", () => {
    const financeiro = html({
      ...BASE,
      cards: { ...BASE.cards, mensalidades: { count: 3, todas: true } },
      totaisMes: { mes: "Novembro", recebido: 160, pendente: 240.5 },
      atividades: [],
      acessos: null,
    })
    // Each amount labelled, never wrapped (docs/decisions/phones-and-touch.md#figures-are-whole-on-a-phone).
    const somas = [...financeiro.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, dt, dd]) => [
      dt,
      dd,
    ])
    expect(somas).toEqual([
      ["Recebido em novembro", "R$\u00a0160,00"],
      ["Pendente em novembro", "R$\u00a0240,50"],
    ])
    expect(financeiro).toContain('href="/painel/financeiro"')
  })

  it("shows a member what they owe in R$, the oldest due's date and 'Pagar' for it", () => {
    const devido = {
      total: 160.5,
      quantidade: 2,
      proxima: { id: "m1", descricao: "Mensalidade Dezembro/2026", data_vencimento: "2026-12-10" },
    }
    const socio = html({
      ...BASE,
      cards: { ...BASE.cards, mensalidades: { todas: false, devido } },
      atividades: null,
      acessos: [],
    })
    expect(socio).toContain("R$\u00a0160,50")
    expect(socio).toContain("2 mensalidades em aberto. Próximo vencimento: 10/12/2026.")
    expect(socio).toContain('href="/painel/mensalidades/m1/pagar"')
    expect(socio).toContain('href="/painel/mensalidades"')
    expect(socio).not.toContain("recebido")

    // Past its day (São Paulo's today is 23/11/2026), the oldest is late.
    const atrasada = {
      ...devido,
      quantidade: 1,
      proxima: { ...devido.proxima, data_vencimento: "2026-11-10" },
    }
    const late = html({
      ...BASE,
      cards: { ...BASE.cards, mensalidades: { todas: false, devido: atrasada } },
      atividades: null,
      acessos: [],
    })
    expect(late).toContain("1 mensalidade em aberto. Vencida desde 10/11/2026.")
  })

  it("says a member owes nothing, with no 'Pagar'", () => {
    const socio = html({
      ...BASE,
      cards: {
        ...BASE.cards,
        mensalidades: { todas: false, devido: { total: 0, quantidade: 0, proxima: null } },
      },
      atividades: null,
      acessos: [],
    })
    expect(socio).toContain("R$\u00a00,00")
    expect(socio).toContain("Nenhuma mensalidade em aberto.")
    expect(socio).not.toContain("/pagar")
  })
})

describe("the fiscal council's pending opinions on the dashboard", () => {
  it("names each closed year without one, linking to that year's accounts", () => {
    const markup = html({ ...BASE, pareceresPendentes: [2025, 2023], atividades: null, acessos: [] })
    const links = [...markup.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(?:<svg.*?<\/svg>)?(.*?)<\/a>/g)]
      .map(([, href, text]) => [href, text!.replace(/<!-- -->/g, "")])
      .filter(([, text]) => text!.startsWith("Parecer pendente"))
    expect(links).toEqual([
      ["/painel/prestacao-de-contas?ano=2025", "Parecer pendente: contas de 2025"],
      ["/painel/prestacao-de-contas?ano=2023", "Parecer pendente: contas de 2023"],
    ])
    expect(html({ ...BASE, atividades: null, acessos: [] })).not.toContain("Parecer pendente")
  })
})

describe("a request for an assembly that reached a fifth, on the dashboard of those who convene", () => {
  it("says the statute obliges them, with how many signed, until the assembly is called", () => {
    const pedido = { id: "p1", autor_nome: "Ana", pauta: "Reforma do campo", assinaturas: 13 }
    const text = (data: Data) => html(data).replace(/<!-- -->/g, "")
    expect(text({ ...BASE, pedidosAssembleia: [pedido], atividades: null, acessos: [] })).toContain(
      "O estatuto obriga a convocar uma assembleia: pedido de 13 associados.",
    )
    expect(text({ ...BASE, atividades: null, acessos: [] })).not.toContain("O estatuto obriga")
  })
})
