// 'Espaços para reserva' on /painel/configuracoes: the spaces a reservation points at
// (docs/decisions/reservations.md#spaces-are-records), each renamed in a dialog (URL state,
// ?acao=renomear-espaco&id=...) or deactivated and reactivated with one button; a new one is added
// with the form below the list. A space is never deleted here: its reservations keep pointing at it.
import type { SubmissionResult } from "@conform-to/react"
import { Link, useLocation } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { RowAction } from "~/components/ui/data-table"
import { Dialog, dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { StatusBadge } from "~/components/ui/status-badge"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { espacoForm } from "./espaco.forms"
import type { Espaco } from "~/features/reservas/espacos.server"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm, useActionResult } from "~/panel/panel-form"
import type { configuracoesIntents } from "./configuracoes-actions.server"

type Result = SubmissionResult<string[]> | undefined
type Forms = SentForms<typeof espacoForm>
type Intent = IntentOf<typeof configuracoesIntents>

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
    <PanelForm form={form} className="grid gap-3">
      {espaco ? <input type="hidden" name="id" value={espaco.id} /> : null}
      <Field
        label={espaco ? "Nome do espaço" : "Novo espaço"}
        meta={fields.nome}
        hint={espaco ? "As reservas deste espaço passam a mostrar o novo nome." : undefined}
      />
      <div>
        <SubmitButton
          name="intent"
          value={(espaco ? "renomear-espaco" : "adicionar-espaco") satisfies Intent}
          pendingLabel="Salvando..."
        >
          {espaco ? "Salvar nome" : "Adicionar espaço"}
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function EspacosReserva({
  espacos,
  renomear,
  forms,
}: {
  espacos: readonly Espaco[]
  /** The space whose rename dialog is open. */
  renomear: Espaco | null
  forms: Forms
}) {
  const { search } = useLocation()
  // Each form gets only its own refusal: the new space's, or the open rename dialog's.
  const novoResult = useActionResult("adicionar-espaco" satisfies Intent)
  const renomearResult = useActionResult("renomear-espaco" satisfies Intent)
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
              intent={(espaco.ativo ? "desativar-espaco" : "reativar-espaco") satisfies Intent}
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
        <NomeForm espaco={null} forms={forms} lastResult={novoResult} />
      </div>
      {renomear ? (
        <Dialog title="Renomear espaço">
          <NomeForm espaco={renomear} forms={forms} lastResult={renomearResult} />
        </Dialog>
      ) : null}
    </section>
  )
}
