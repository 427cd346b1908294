// A refused form's summary as the server renders it: 'Corrija N campos:' with a link to each field by
// its label, the form's own message, and the form's action ending in the summary's anchor, so the
// answer opens on it without JavaScript (docs/decisions/forms.md#a-refused-form-opens-on-its-errors).
import { useForm, type SubmissionResult } from "@conform-to/react"
import { createRemixStub } from "@remix-run/testing"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Field } from "~/components/ui/field"
import { EmailField } from "~/forms/person-fields"
import { PanelForm } from "~/panel/panel-form"

function Formulario({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ nome: string; email: string; cidade: string }>({ id: "novo", lastResult })
  return (
    <PanelForm form={form}>
      <div>
        <Field label="Nome completo" meta={fields.nome} />
      </div>
      <EmailField meta={fields.email} />
      <Field label="Cidade" meta={fields.cidade} />
    </PanelForm>
  )
}

function html(lastResult?: SubmissionResult<string[]>) {
  const Stub = createRemixStub([
    { path: "/painel/associados", Component: () => <Formulario lastResult={lastResult} /> },
  ])
  return renderToString(<Stub initialEntries={["/painel/associados?acao=novo&pagina=2"]} />)
}

const refused = (error: Record<string, string[]>): SubmissionResult<string[]> => ({
  status: "error",
  initialValue: { nome: "", email: "x" },
  error,
})

describe("a refused form's summary", () => {
  it("lists each field in error by its label, linked to its field, in the fields' order", () => {
    const page = html(refused({ nome: ["Nome é obrigatório"], email: ["E-mail inválido"] }))
    expect(page).toContain("Corrija 2 campos:")
    expect(page).toMatch(/<a[^>]*href="#novo-nome"[^>]*>Nome completo: Nome é obrigatório<\/a>/)
    // A field that writes its own label (EmailField) is named by it.
    expect(page).toMatch(/<a[^>]*href="#novo-email"[^>]*>E-mail: E-mail inválido<\/a>/)
    expect(page).toContain('id="novo-nome"')
    expect(page.indexOf('id="novo-erros"')).toBeLessThan(page.indexOf('id="novo-nome"'))
  })

  it("says one field in the singular, and shows the form's own message as its title", () => {
    const one = html(refused({ email: ["E-mail inválido"] }))
    expect(one).toContain("Corrija 1 campo:")
    const both = html(refused({ "": ["Erro ao salvar", "Tente de novo."], cidade: ["Informe a cidade"] }))
    expect(both).toMatch(/Erro ao salvar[^]*Tente de novo\.[^]*Corrija 1 campo:[^]*Cidade: Informe a cidade/)
  })

  it("posts to the page's own address, ending in the summary's anchor", () => {
    expect(html()).toContain('action="/painel/associados?acao=novo&amp;pagina=2#novo-erros"')
  })

  it("draws nothing, and no anchor, before a refusal", () => {
    const page = html()
    expect(page).not.toContain('id="novo-erros"')
    expect(page).not.toContain("Corrija")
  })
})
