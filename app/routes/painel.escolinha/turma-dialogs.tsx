// The classes page's dialogs (URL state, ?acao=nova | editar | excluir &id=...): a new or edited class
// (the coach chosen among the current coaches' seats) and the delete confirmation. Loaded when one
// opens (route.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { DIAS, DIAS_LABELS } from "@veteranos/domain/escolinha"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { escolinhaIntents } from "./escolinha-actions.server"
import { turmaForm } from "./turma.forms"
import type { TurmaAcao } from "./turma-table"
import type { TurmaLinha } from "./turmas.server"

type Intent = IntentOf<typeof escolinhaIntents>
type Props = {
  turma: TurmaLinha | null
  professores: Array<{ id: string; nome: string }>
  forms: SentForms<typeof turmaForm>
  lastResult: SubmissionResult<string[]> | undefined
}

function TurmaForm({ turma, professores, forms, lastResult }: Props) {
  const [form, fields] = useSchemaForm(turmaForm, forms, {
    id: turma ? `turma-${turma.id}` : "nova-turma",
    lastResult,
    defaultValue: turma
      ? {
          ...turma,
          ano_inicio: String(turma.ano_inicio),
          ano_fim: String(turma.ano_fim),
          vagas: String(turma.vagas),
          professor: turma.professor || undefined,
        }
      : { hora_inicio: "14:00", hora_fim: "15:00" },
  })
  const dias = fields.dias
  const marcados = (dias.initialValue as string[] | string | undefined) ?? []
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      {turma ? <input type="hidden" name="id" value={turma.id} /> : null}
      <Field label="Nome" meta={fields.nome} className="sm:col-span-2" hint="Por exemplo, Sub-9." />
      <Field label="Nascidos de (ano)" meta={fields.ano_inicio} type="number" inputMode="numeric" />
      <Field label="Até (ano)" meta={fields.ano_fim} type="number" inputMode="numeric" />
      <fieldset className="sm:col-span-2" aria-describedby={dias.errors ? dias.errorId : undefined}>
        <legend className="text-sm font-medium text-gray-900">Dias</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {DIAS.map((dia) => (
            <label key={dia} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={dias.name}
                value={dia}
                defaultChecked={marcados.includes(dia)}
                className="size-5"
              />
              {DIAS_LABELS[dia]}
            </label>
          ))}
        </div>
        {dias.errors ? (
          <p id={dias.errorId} className="text-sm font-medium text-red-700">
            {dias.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <Field label="Início" meta={fields.hora_inicio} type="time" />
      <Field label="Fim" meta={fields.hora_fim} type="time" />
      <Field label="Local" meta={fields.local} className="sm:col-span-2" />
      <Field
        as="select"
        label="Professor"
        meta={fields.professor}
        options={[
          { value: "", label: "Sem professor" },
          ...professores.map((p) => ({ value: p.id, label: p.nome })),
        ]}
      />
      <Field label="Vagas" meta={fields.vagas} type="number" min={1} inputMode="numeric" />
      <div className="sm:col-span-2">
        <SubmitButton
          name="intent"
          value={(turma ? "editar" : "novo") satisfies Intent}
          pendingLabel="Salvando..."
        >
          {turma ? "Salvar" : "Criar turma"}
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function TurmaDialog({ acao, ...props }: Props & { acao: TurmaAcao }) {
  const { turma } = props
  if (acao === "nova")
    return (
      <Dialog title="Nova Turma">
        <TurmaForm {...props} turma={null} />
      </Dialog>
    )
  if (!turma) return null
  if (acao === "editar")
    return (
      <Dialog title="Editar Turma">
        <TurmaForm {...props} />
      </Dialog>
    )
  return (
    <ConfirmDialog
      title="Excluir Turma"
      question="Tem certeza que deseja excluir esta turma? Uma turma com alunos não pode ser excluída."
      intent={"excluir" satisfies Intent}
      id={turma.id}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      variant="danger"
    >
      <p className="mt-2 font-semibold">{turma.nome}</p>
    </ConfirmDialog>
  )
}
