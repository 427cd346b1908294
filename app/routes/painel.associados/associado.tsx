// The president's views of the members on /painel/associados: the table's columns and actions, and
// the dialogs (new member, edit, delete, set inactive, answer a deletion request), each named by
// the address.
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { type Column } from "~/components/ui/data-table"
import { ConfirmDialog, Dialog, DialogLink, NewDialogLink, RowActionsApart } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { EmailField, NomeField, TelefoneField } from "~/forms/person-fields"
import { StatusBadge } from "~/components/ui/status-badge"
import type { Associado } from "~/features/associados/associados.server"
import {
  ASSOCIADO_COM_HISTORICO,
  ASSOCIADO_STATUS,
  ASSOCIADO_STATUS_LABELS,
} from "@veteranos/domain/associados"
import { formatDate } from "~/utils/format"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { SentForms } from "~/forms/define-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import { associadoForm, novoAssociadoForm } from "./associado.forms"
import type { associadosIntents } from "./associados-actions.server"

export const ASSOCIADO_ACOES = ["novo", "editar", "excluir", "inativar", "anonimizar"] as const
export type AssociadoAcao = (typeof ASSOCIADO_ACOES)[number]

type Result = SubmissionResult<string[]> | undefined
type Intent = IntentOf<typeof associadosIntents>
/** What the page's loader sends for these dialogs' forms. */
type Forms = SentForms<typeof associadoForm | typeof novoAssociadoForm>

/** 'Editar', and the destructive one apart (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart). */
function Acoes({ associado }: { associado: Associado }) {
  const link = (acao: AssociadoAcao, label: string, destructive = false) => (
    <DialogLink
      acao={acao}
      id={associado.id}
      label={label}
      context={associado.nome}
      destructive={destructive}
    />
  )
  const destructive = associado.exclusao_pedida_em
    ? link("anonimizar", "Atender pedido de exclusão", true)
    : link("excluir", "Excluir", true)
  return <RowActionsApart destructive={destructive}>{link("editar", "Editar")}</RowActionsApart>
}

export const ASSOCIADO_COLUMNS: ReadonlyArray<Column<Associado>> = [
  {
    header: "Nome",
    cell: (a) => (
      <>
        <span className="font-medium">{a.nome}</span>
        {a.exclusao_pedida_em ? (
          <span className="mt-0.5 block">
            <StatusBadge status="vencida" label={`Pediu exclusão em ${formatDate(a.exclusao_pedida_em)}`} />
          </span>
        ) : null}
        <span className="block break-all text-gray-700 md:hidden">{a.email}</span>
      </>
    ),
  },
  { header: "Email", cell: (a) => a.email, className: "hidden break-all md:table-cell" },
  { header: "Telefone", cell: (a) => a.telefone || "—", className: "hidden whitespace-nowrap md:table-cell" },
  {
    header: "Status",
    cell: (a) => (
      <StatusBadge
        status={a.status === "ativo" ? "aprovado" : "cancelado"}
        label={ASSOCIADO_STATUS_LABELS[a.status]}
      />
    ),
  },
  { header: "Filiação", cell: (a) => formatDate(a.created), className: "whitespace-nowrap" },
  { header: "Ações", cell: (a) => <Acoes associado={a} /> },
]

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

/** 'Novo Associado' and the CSV of the list as it is filtered now. */
export function AssociadosToolbar({ csvHref }: { csvHref: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a href={csvHref} download className="font-semibold text-marca-800 underline">
        Exportar CSV
      </a>
      <NewDialogLink acao="novo" label="Novo Associado" />
    </div>
  )
}
