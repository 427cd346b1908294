// The sessions section and the re-confirmation page as a visitor without JavaScript gets them: each
// session's words, 'Encerrar' and 'Sair de todos os outros aparelhos' as POST forms with their
// intents; the password and the code in one form posting to the page itself (its `voltar` kept), the
// e-mailed code's button in a form of its own, the recovery code a link.
import { createRemixStub } from "@remix-run/testing"
import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { SessoesAtivas } from "~/routes/painel.seguranca/sessoes"
import { ReconfirmarForm } from "~/routes/painel.reconfirmar/reconfirmar-form"

function html(element: ReactNode, url: string): string {
  const path = new URL(url, "http://site.test").pathname
  const Stub = createRemixStub([{ path, Component: () => <>{element}</> }])
  return renderToString(<Stub initialEntries={[url]} />)
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")
const forms = (markup: string) => [...markup.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([form]) => form)
const decode = (value: string) => value.replaceAll("&amp;", "&")

describe("'Sessões ativas'", () => {
  const sessoes = [
    {
      id: "a".repeat(22),
      aparelho: "Firefox em Windows",
      rede: "Rede 203.0.113.0/24",
      ultimaAtividade: "29/11/2026 às 10:05",
      atual: true,
    },
    {
      id: "b".repeat(22),
      aparelho: "Chrome em Android",
      rede: "Rede 2001:db8:1234::/48",
      ultimaAtividade: "28/11/2026 às 21:40",
      atual: false,
    },
  ]

  it("lists each session, 'Este aparelho' on this one and 'Encerrar' on the other, as forms", () => {
    const markup = html(<SessoesAtivas sessoes={sessoes} />, "/painel/seguranca")
    const words = text(markup)
    expect(words).toContain("Sessões ativas")
    expect(words).toContain(
      "Firefox em Windows Este aparelho Rede 203.0.113.0/24 Última atividade: 29/11/2026 às 10:05",
    )
    expect(words).toContain("Chrome em Android Rede 2001:db8:1234::/48 Última atividade: 28/11/2026 às 21:40")
    const [encerrar, outras, ...rest] = forms(markup)
    expect(rest).toHaveLength(0)
    expect(encerrar).toMatch(/method="post"/)
    expect(encerrar).toContain(`name="id" value="${"b".repeat(22)}"`)
    expect(encerrar).toMatch(/name="intent" value="encerrar-sessao"[^>]*>Encerrar</)
    expect(outras).toMatch(/name="intent" value="encerrar-outras"[^>]*>Sair de todos os outros aparelhos</)
  })

  it("offers no button when this is the only session", () => {
    const markup = html(<SessoesAtivas sessoes={sessoes.slice(0, 1)} />, "/painel/seguranca")
    expect(forms(markup)).toHaveLength(0)
    expect(text(markup)).toContain("Nenhum outro aparelho está com sua conta aberta.")
  })
})

describe("the re-confirmation page's forms", () => {
  const url = "/painel/reconfirmar?voltar=%2Fpainel%2Fconfiguracoes"
  const forms = { reconfirmar: {} } as Parameters<typeof ReconfirmarForm>[0]["forms"]
  const codigo = {
    metodo: "email" as const,
    recuperacao: false,
    tipo: "codigo",
    rotulo: "Digite o código de 6 dígitos",
    texto: "Peça o código por e-mail.",
    temRecuperacao: true,
  }

  it("asks the password and the code in one form to the page itself; the e-mailed code has its own", () => {
    const markup = html(
      <ReconfirmarForm forms={forms} voltar="/painel/configuracoes" codigo={codigo} lastResult={undefined} />,
      url,
    )
    const [enviar, confirmar] = [...markup.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => form)
    expect(decode(/action="([^"]*)"/.exec(enviar!)![1]!)).toBe(url)
    expect(enviar).toMatch(/name="intent" value="enviar-codigo"[^>]*>Enviar código por e-mail</)
    expect(enviar).not.toContain('name="senha"')
    expect(decode(/action="([^"]*)"/.exec(confirmar!)![1]!)).toMatch(
      /^\/painel\/reconfirmar\?voltar=%2Fpainel%2Fconfiguracoes#/,
    )
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(confirmar!)![0]
    expect(input("senha")).toContain('type="password"')
    expect(input("codigo")).toContain('autoComplete="one-time-code"')
    expect(input("codigo")).toContain('inputMode="numeric"')
    expect(confirmar).toContain('name="tipo" value="codigo"')
    expect(text(confirmar!)).toContain("Senha")
    expect(text(confirmar!)).toContain("Digite o código de 6 dígitos")
    expect(confirmar).toMatch(/name="intent" value="reconfirmar"[^>]*>Confirmar</)
    const link = /<a\b[^>]*href="([^"]*)"[^>]*>Usar um código de recuperação<\/a>/.exec(markup)
    expect(decode(link![1]!)).toBe("/painel/reconfirmar?voltar=%2Fpainel%2Fconfiguracoes&recuperacao=1")
  })

  it("asks the password alone of whoever has no second step", () => {
    const markup = html(
      <ReconfirmarForm forms={forms} voltar="/painel" codigo={null} lastResult={undefined} />,
      "/painel/reconfirmar?voltar=%2Fpainel",
    )
    expect(markup).toContain('name="senha"')
    expect(markup).not.toContain('name="codigo"')
    expect(markup).not.toContain("Enviar código por e-mail")
  })
})
