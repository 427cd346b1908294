// The president's settings form on /painel/configuracoes: every setting, grouped in sections, each
// field labelled, limited and checked as the shared table says (configuracoes.schema.ts). Posted
// with the intent 'salvar'; a refused form comes back with each message beside its field and
// every typed value kept.
import type { FieldMetadata, SubmissionResult } from "@conform-to/react"
import { CAMPOS, type CampoNome } from "@veteranos/domain/associacao"
import { LEMBRETE_DIAS_ANTES_MAXIMO, MENSALIDADE_DIA_MAXIMO } from "@veteranos/domain/mensalidades"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { SECOES } from "./configuracoes"
import { configuracoesForm } from "./configuracoes.forms"
import type { configuracoesIntents } from "./configuracoes-actions.server"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"

// Fields that fill a whole row of their section.
const WIDE: ReadonlySet<CampoNome> = new Set(["nome", "endereco", "mapa_embed", "mapa_link", "pix_chave"])

function Setting({ nome, meta, hint }: { nome: CampoNome; meta: FieldMetadata<string>; hint?: string }) {
  const { rotulo, tipo } = CAMPOS[nome]
  const common = {
    label: rotulo,
    meta,
    hint,
    className: tipo === "linhas" || WIDE.has(nome) ? "sm:col-span-2" : "",
  }
  switch (tipo) {
    case "linhas":
      return <Field {...common} as="textarea" rows={4} />
    case "email":
      return <Field {...common} type="email" autoComplete="off" />
    case "url":
      return <Field {...common} inputMode="url" autoComplete="off" />
    case "telefone":
      return <Field {...common} type="tel" inputMode="tel" />
    case "cep":
      return <Field {...common} inputMode="numeric" />
    case "dinheiro":
      return <Field {...common} inputMode="decimal" />
    case "dia":
      return <Field {...common} type="number" inputMode="numeric" min={1} max={MENSALIDADE_DIA_MAXIMO} />
    case "dias":
      return <Field {...common} type="number" inputMode="numeric" min={0} max={LEMBRETE_DIAS_ANTES_MAXIMO} />
    case "inteiro":
      return (
        <Field
          {...common}
          type="number"
          inputMode="numeric"
          min={CAMPOS[nome].minimo ?? 0}
          max={CAMPOS[nome].maximo}
        />
      )
    default:
      return <Field {...common} />
  }
}

export function ConfiguracoesForm({
  valores,
  dicas,
  forms,
  lastResult,
}: {
  valores: Record<CampoNome, string>
  /** What helps to fill each setting in (configuracoes-dicas.server.ts). */
  dicas: Partial<Record<CampoNome, string>>
  forms: SentForms<typeof configuracoesForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(configuracoesForm, forms, {
    id: "configuracoes",
    lastResult,
    defaultValue: valores,
  })
  return (
    <PanelForm form={form} className="mt-6 grid gap-6">
      {SECOES.map((secao) => (
        <fieldset
          key={secao.titulo}
          className="grid min-w-0 gap-4 rounded-lg border border-marca-200 bg-white p-5 shadow-sm sm:grid-cols-2"
        >
          <legend className="px-1 text-lg font-semibold text-marca-900">{secao.titulo}</legend>
          {secao.campos.map((nome) => (
            <Setting key={nome} nome={nome} meta={fields[nome] as FieldMetadata<string>} hint={dicas[nome]} />
          ))}
        </fieldset>
      ))}
      <div>
        <SubmitButton
          name="intent"
          value={"salvar" satisfies IntentOf<typeof configuracoesIntents>}
          pendingLabel="Salvando..."
        >
          Salvar configurações
        </SubmitButton>
      </div>
    </PanelForm>
  )
}
