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

// What helps to fill a setting in, beside its label.
const HINTS: Partial<Record<CampoNome, string>> = {
  horarios: "Uma linha por período, como 'Sábado: 8h às 12h'.",
  mapa_embed: "O endereço do mapa do OpenStreetMap mostrado na página de contato.",
  valor_mensalidade: "Vale para as mensalidades lançadas daqui em diante; as já lançadas mantêm o valor.",
  lembrete_dias_antes: "Depois vão um no dia e até três avisos de atraso. 0: nenhum antes do dia.",
  pix_chave: "E-mail, celular com +55 e DDD, CPF, CNPJ ou chave aleatória.",
  privacidade_email: "Em branco, vale o e-mail da associação.",
  // A published notice keeps the numbers it was published under (docs/decisions/general-assembly.md).
  antecedencia_assembleia_dias:
    "Dias corridos da publicação do edital à 1ª convocação. Um edital já publicado mantém os números com que foi publicado.",
  quorum_assembleia: "Uma fração, como 1/2: mais da metade dos associados aptos a votar.",
  minutos_segunda_chamada: "A 2ª convocação não exige quórum.",
  maioria_qualificada: "Uma fração dos aptos presentes, como 2/3.",
  mandato_anos: "O mandato que uma eleição propõe; cada eleição pode mudar o início e o fim.",
  validade_atestado_meses:
    "A turma marca o atestado 15 dias antes de vencer; o responsável recebe um e-mail 30 dias antes.",
  retencao_escolinha_meses:
    "Contados do fim da matrícula; depois disso os dados da criança, a presença e os atestados são apagados.",
}

// Fields that fill a whole row of their section.
const WIDE: ReadonlySet<CampoNome> = new Set(["nome", "endereco", "mapa_embed", "mapa_link", "pix_chave"])

function Setting({ nome, meta }: { nome: CampoNome; meta: FieldMetadata<string> }) {
  const { rotulo, tipo } = CAMPOS[nome]
  const common = {
    label: rotulo,
    meta,
    hint: HINTS[nome],
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
  forms,
  lastResult,
}: {
  valores: Record<CampoNome, string>
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
            <Setting key={nome} nome={nome} meta={fields[nome] as FieldMetadata<string>} />
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
