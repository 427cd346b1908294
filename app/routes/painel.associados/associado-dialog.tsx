// The president's dialogs on /painel/associados (new member, edit, delete, set inactive, answer a
// deletion request), loaded when the first one opens (associado.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { EmailField, NomeField, TelefoneField } from "~/forms/person-fields"
import type { Associado } from "~/features/associados/associados.server"
import {
  ASSOCIADO_COM_HISTORICO,
  ASSOCIADO_STATUS,
  ASSOCIADO_STATUS_LABELS,
} from "@veteranos/domain/associados"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { SentForms } from "~/forms/define-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import { associadoForm, novoAssociadoForm } from "./associado.forms"
import type { associadosIntents } from "./associados-actions.server"

import type { AssociadoAcao } from "./associado"

type Result = SubmissionResult<string[]> | undefined
type Intent = IntentOf<typeof associadosIntents>
/** What the page's loader sends for these dialogs' forms. */
type Forms = SentForms<typeof associadoForm | typeof novoAssociadoForm>

const STATUS_OPTIONS = ASSOCIADO_STATUS.map((value) => ({ value, label: ASSOCIADO_STATUS_LABELS[value] }))

function EditarForm({
  associado,
  forms,
  lastResult,
}: {
  associado: Associado
  forms: Forms
  lastResult: Result
}) {
  const [form, fields] = useSchemaForm(associadoForm, forms, {
    id: `editar-${associado.id}`,
    lastResult,
    defaultValue: {
      nome: associado.nome,
      email: associado.email,
      telefone: associado.telefone,
      status: associado.status,
    },
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="id" value={associado.id} />
      <NomeField label="Nome" meta={fields.nome} autoComplete="off" />
      <EmailField meta={fields.email} autoComplete="off" className="sm:col-span-2" />
      <TelefoneField meta={fields.telefone} autoComplete="off" />
      <Field as="select" label="Status" meta={fields.status} options={STATUS_OPTIONS} />
      <p className="text-sm text-gray-600 sm:col-span-2">
        Um associado inativo deixa de ver as páginas de associado no mesmo instante; o histórico fica.
      </p>
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={"editar" satisfies Intent} pendingLabel="Salvando...">
          Salvar
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

function NovoForm({ forms, lastResult }: { forms: Forms; lastResult: Result }) {
  const [form, fields] = useSchemaForm(novoAssociadoForm, forms, {
    id: "novo-associado",
    lastResult,
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      <NomeField label="Nome" meta={fields.nome} autoComplete="off" />
      <EmailField meta={fields.email} autoComplete="off" className="sm:col-span-2" />
      <TelefoneField meta={fields.telefone} autoComplete="off" />
      <p className="text-sm text-gray-600 sm:col-span-2">
        O novo associado recebe por e-mail um link para criar a senha do painel.
      </p>
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={"novo" satisfies Intent} pendingLabel="Cadastrando...">
          Cadastrar associado
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function AssociadoDialog({
  acao,
  associado,
  forms,
  lastResult,
}: {
  acao: AssociadoAcao
  associado: Associado | null
  forms: Forms
  lastResult: Result
}) {
  if (acao === "novo") {
    return (
      <Dialog title="Novo Associado">
        <NovoForm forms={forms} lastResult={lastResult} />
      </Dialog>
    )
  }
  if (!associado) return null
  switch (acao) {
    case "editar":
      return (
        <Dialog title="Editar Associado">
          <EditarForm associado={associado} forms={forms} lastResult={lastResult} />
        </Dialog>
      )
    case "excluir":
      return (
        <ConfirmDialog
          title="Excluir Associado"
          question="Tem certeza que deseja excluir este associado? A conta dele também será excluída."
          intent={"excluir" satisfies Intent}
          id={associado.id}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          <p className="mt-2 font-semibold">{associado.nome}</p>
        </ConfirmDialog>
      )
    case "inativar":
      return (
        <ConfirmDialog
          title="Inativar Associado"
          question={`${ASSOCIADO_COM_HISTORICO} Deseja inativá-lo? Ele deixa de acessar as páginas de associado, e o histórico fica guardado.`}
          intent={"inativar" satisfies Intent}
          id={associado.id}
          confirmLabel="Inativar"
          pendingLabel="Inativando..."
        >
          <p className="mt-2 font-semibold">{associado.nome}</p>
        </ConfirmDialog>
      )
    case "anonimizar":
      return (
        <ConfirmDialog
          title="Atender pedido de exclusão"
          question="O associado pediu a exclusão dos seus dados (LGPD). Sem histórico, a conta é excluída; com histórico, os dados pessoais são apagados e as mensalidades e reservas ficam sem o nome dele. Não há como desfazer."
          intent={"anonimizar" satisfies Intent}
          id={associado.id}
          confirmLabel="Excluir dados"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          <p className="mt-2 font-semibold">{associado.nome}</p>
        </ConfirmDialog>
      )
  }
}
