// 'Espaços para reserva' on /painel/configuracoes: the spaces a reservation points at
// (docs/decisions/reservations.md#spaces-are-records), each renamed in a dialog (URL state,
// ?acao=renomear-espaco&id=...) or deactivated and reactivated with one button; a new one is added
// with the form below the list. A space is never deleted here: its reservations keep pointing at it.
import { getFormProps, type SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { FormAlert } from "~/components/ui/alert"
import { SubmitButton } from "~/components/ui/button"
import { RowAction } from "~/components/ui/data-table"
import { Dialog, dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { StatusBadge } from "~/components/ui/status-badge"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { espacoForm } from "~/features/configuracoes/espaco.forms"
import type { Espaco } from "~/features/reservas/espacos.server"

type Result = SubmissionResult<string[]> | undefined
type Forms = SentForms<typeof espacoForm>

function NomeForm({
  espaco,
  forms,
  lastResult,
}: {
  espaco: Espaco | null
  forms: Forms
  lastResult: Result
}) {
  const [form, fields] = useSchemaForm(espacoForm, forms, {
    id: espaco ? `espaco-${espaco.id}` : "novo-espaco",
    lastResult,
    defaultValue: espaco ? { nome: espaco.nome } : undefined,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <FormAlert id={form.errorId} errors={form.errors} />
      {espaco ? <input type="hidden" name="id" value={espaco.id} /> : null}
      <Field
        label={espaco ? "Nome do espaço" : "Novo espaço"}
        meta={fields.nome}
        hint={espaco ? "As reservas deste espaço passam a mostrar o novo nome." : undefined}
      />
      <div>
        <SubmitButton
          name="intent"
          value={espaco ? "renomear-espaco" : "adicionar-espaco"}
          pendingLabel="Salvando..."
        >
          {espaco ? "Salvar nome" : "Adicionar espaço"}
        </SubmitButton>
      </div>
    </Form>
  )
}

export function EspacosReserva({
  espacos,
  renomear,
  forms,
  refused,
}: {
  espacos: readonly Espaco[]
  /** The space whose rename dialog is open. */
  renomear: Espaco | null
  forms: Forms
  /** The refused form's answer: which form ("novo" or a space's id) and its result. */
  refused: { espaco: string; result: Result } | null
}) {
  const { search } = useLocation()
  const resultOf = (which: string) => (refused?.espaco === which ? refused.result : undefined)
  return (
    <section aria-labelledby="espacos" className="mt-10">
      <h2 id="espacos" className="text-lg font-semibold text-marca-900">
        Espaços para reserva
      </h2>
      <p className="mt-1 max-w-prose text-sm text-gray-700">
        Os espaços ativos são as opções do formulário de reserva. Um espaço desativado deixa de ser oferecido,
        e suas reservas continuam como estão.
      </p>
      <ul className="mt-3 grid gap-2" data-testid="espacos">
        {espacos.map((espaco) => (
          <li
            key={espaco.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3 shadow-sm"
          >
            <span className="min-w-0 flex-1 break-words font-medium text-gray-900">{espaco.nome}</span>
            <StatusBadge
              status={espaco.ativo ? "aprovado" : "cancelado"}
              label={espaco.ativo ? "Ativo" : "Inativo"}
            />
            <Link
              to={dialogHref(search, "renomear-espaco", espaco.id)}
              preventScrollReset
              className="text-sm font-semibold text-marca-800 underline hover:text-marca-950"
            >
              Renomear<span className="sr-only"> o espaço {espaco.nome}</span>
            </Link>
            <RowAction
              intent={espaco.ativo ? "desativar-espaco" : "reativar-espaco"}
              id={espaco.id}
              label={espaco.ativo ? "Desativar" : "Reativar"}
              pendingLabel={espaco.ativo ? "Desativando..." : "Reativando..."}
              variant={espaco.ativo ? "danger" : "secondary"}
              context={`o espaço ${espaco.nome}`}
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 max-w-md rounded-lg border border-marca-200 bg-white p-5 shadow-sm">
        <NomeForm espaco={null} forms={forms} lastResult={resultOf("novo")} />
      </div>
      {renomear ? (
        <Dialog title="Renomear espaço">
          <NomeForm espaco={renomear} forms={forms} lastResult={resultOf(renomear.id)} />
        </Dialog>
      ) : null}
    </section>
  )
}
