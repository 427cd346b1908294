// The agenda ('Ordem do dia') of an assembly's page: each item numbered, with its kind, the year of
// a 'contas' item and whether a motion needs the qualified majority; while a draft, 'Remover' per
// item and 'Incluir item' (a 'contas' item's year chosen among those with the fiscal council's
// opinion, as /painel/prestacao-de-contas shows them; an election's bodies and term, its last day
// left empty for the settings' years).
import type { SubmissionResult } from "@conform-to/react"
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import { itemForm } from "~/features/assembleias/assembleia.forms"
import { eleicaoLinha, type AssembleiaItem } from "~/features/assembleias/assembleias"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { ITEM_TIPO_LABELS, RESULTADO_LABELS } from "@veteranos/domain/assembleias"
import { CAMPOS_ESTATUTO } from "@veteranos/domain/associacao-estatuto"
import { TIPO_LABELS } from "@veteranos/domain/cargos"
import { plural } from "~/utils/format"
import type { assembleiaIntents } from "./assembleia-actions.server"

type Intent = IntentOf<ReturnType<typeof assembleiaIntents>>

function descricao(item: AssembleiaItem): string {
  if (item.tipo === "eleicao") return `${ITEM_TIPO_LABELS.eleicao} · ${eleicaoLinha(item)}`
  const tipo =
    item.tipo === "contas" ? `${ITEM_TIPO_LABELS.contas} de ${item.ano}` : ITEM_TIPO_LABELS[item.tipo]
  return item.qualificada ? `${tipo} · Maioria qualificada` : tipo
}

export function Pauta({ itens, rascunho }: { itens: AssembleiaItem[]; rascunho: boolean }) {
  if (itens.length === 0)
    return (
      <p className="mt-3 text-gray-700">Nenhum item na ordem do dia. Inclua ao menos um antes de publicar.</p>
    )
  return (
    <ol
      className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
      data-testid="pauta"
    >
      {itens.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-gray-900">
              {item.ordem}. {item.titulo}
            </p>
            <p className="text-sm text-gray-700">
              {descricao(item)}
              {item.resultado ? ` · ${RESULTADO_LABELS[item.resultado]}` : null}
            </p>
          </div>
          {rascunho ? (
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <SubmitButton
                name="intent"
                value={"remover-item" satisfies Intent}
                pendingLabel="Removendo..."
                variant="danger-outline"
              >
                Remover<span className="sr-only"> {item.titulo}</span>
              </SubmitButton>
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

export function IncluirItem({
  anos,
  mandatoAnos,
  forms,
  lastResult,
}: {
  anos: number[]
  mandatoAnos: number
  forms: SentForms<typeof itemForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(itemForm, forms, { id: "incluir-item", lastResult })
  return (
    <PanelForm
      form={form}
      className="mt-4 grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2"
    >
      <h3 className="text-lg font-semibold text-marca-900 sm:col-span-2">Incluir item</h3>
      <Field label="Título" meta={fields.titulo} className="sm:col-span-2" />
      <Field
        as="select"
        label="Tipo do item"
        meta={fields.tipo}
        options={Object.entries(ITEM_TIPO_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <Field
        as="select"
        label="Ano das contas"
        meta={fields.ano}
        hint={
          anos.length > 0
            ? "Só para Aprovação de contas."
            : "Nenhum ano tem ainda o parecer do conselho fiscal."
        }
        options={[
          { value: "", label: "—" },
          ...anos.map((ano) => ({ value: String(ano), label: String(ano) })),
        ]}
      />
      <Field
        as="checkbox"
        label={CAMPOS_ESTATUTO.maioria_qualificada.rotulo}
        meta={fields.qualificada}
        className="sm:col-span-2"
      />
      <fieldset className="grid gap-3 border-t border-gray-200 pt-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-sm font-semibold text-gray-800">Só para Eleição</legend>
        <fieldset className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">Órgãos</legend>
          <Field as="checkbox" label={TIPO_LABELS.diretoria} meta={fields.diretoria} />
          <Field as="checkbox" label={TIPO_LABELS.conselho} meta={fields.conselho} />
        </fieldset>
        <Field label="Início do mandato" meta={fields.mandato_inicio} type="date" />
        <Field
          label="Fim do mandato"
          meta={fields.mandato_fim}
          type="date"
          hint={`O último dia. Se vazio, ${plural(mandatoAnos, "ano", "anos")} a partir do início (configurações).`}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <SubmitButton
          name="intent"
          value={"incluir-item" satisfies Intent}
          pendingLabel="Incluindo..."
          variant="secondary"
        >
          Incluir item
        </SubmitButton>
      </div>
    </PanelForm>
  )
}
