// 'Espaços para reserva' on /painel/configuracoes: the spaces a reservation points at
// (docs/decisions/reservations.md#spaces-are-records), each renamed in a dialog (URL state,
// ?acao=renomear-espaco&id=...), deactivated after a question (?acao=desativar&id=...) and
// reactivated with one button; a new one is added with the form below the list. A space is never deleted here: its reservations keep pointing at it.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { buttonClass, SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog, dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { StatusBadge } from "~/components/ui/status-badge"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { espacoForm } from "./espaco.forms"
import type { Espaco } from "~/features/reservas/espacos.server"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm, useActionResult } from "~/panel/panel-form"
import type { configuracoesIntents } from "./configuracoes-actions.server"

/** The rename dialog's address on the settings page. */
const RENOMEAR = "renomear-espaco"
/** The question before 'Desativar' (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart). */
const DESATIVAR = "desativar"

/** The spaces' dialogs, as ?acao= names them. */
export const ESPACO_DIALOGOS = [RENOMEAR, DESATIVAR] as const
type EspacoDialogo = (typeof ESPACO_DIALOGOS)[number]

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

/**
 * One space: its name on a line of its own (wrapped between words), its status, and its actions
 * under it as buttons across the card; 'Desativar' last, outlined, apart from 'Renomear' and asking
 * first (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
 */
function EspacoItem({ espaco }: { espaco: Espaco }) {
  const { search } = useLocation()
  const context = <span className="sr-only"> o espaço {espaco.nome}</span>
  const wide = "w-full sm:w-auto"
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <p className="font-medium wrap-break-word text-gray-900">{espaco.nome}</p>
      <div className="mt-1">
        <StatusBadge
          status={espaco.ativo ? "aprovado" : "cancelado"}
          label={espaco.ativo ? "Ativo" : "Inativo"}
        />
      </div>
      <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-3">
        <Link
          to={dialogHref(search, RENOMEAR, espaco.id)}
          preventScrollReset
          className={buttonClass("secondary", wide, "sm")}
        >
          Renomear{context}
        </Link>
        {espaco.ativo ? (
          <div className="mt-2 border-t border-gray-200 pt-4 sm:mt-0 sm:ml-3 sm:border-0 sm:pt-0">
            <Link
              to={dialogHref(search, DESATIVAR, espaco.id)}
              preventScrollReset
              className={buttonClass("danger-outline", wide, "sm")}
            >
              Desativar{context}
            </Link>
          </div>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={espaco.id} />
            <SubmitButton
              name="intent"
              value={"reativar-espaco" satisfies Intent}
              pendingLabel="Reativando..."
              variant="secondary"
              size="sm"
              className={wide}
            >
              Reativar{context}
            </SubmitButton>
          </Form>
        )}
      </div>
    </li>
  )
}

export function EspacosReserva({
  espacos,
  dialogo,
  forms,
}: {
  espacos: readonly Espaco[]
  /** The space a dialog is open for: its rename, or the question before deactivating it. */
  dialogo: { acao: EspacoDialogo; espaco: Espaco } | null
  forms: Forms
}) {
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
      <ul className="mt-3 grid gap-3" data-testid="espacos">
        {espacos.map((espaco) => (
          <EspacoItem key={espaco.id} espaco={espaco} />
        ))}
      </ul>
      <div className="mt-4 max-w-md rounded-lg border border-marca-200 bg-white p-5 shadow-sm">
        <NomeForm espaco={null} forms={forms} lastResult={novoResult} />
      </div>
      {dialogo?.acao === RENOMEAR ? (
        <Dialog title="Renomear espaço">
          <NomeForm espaco={dialogo.espaco} forms={forms} lastResult={renomearResult} />
        </Dialog>
      ) : null}
      {dialogo?.acao === DESATIVAR && dialogo.espaco.ativo ? (
        <ConfirmDialog
          title="Desativar espaço"
          question="O espaço deixa de ser oferecido no formulário de reserva; as reservas dele continuam como estão. Ele pode ser reativado depois."
          intent={"desativar-espaco" satisfies Intent}
          id={dialogo.espaco.id}
          confirmLabel="Desativar"
          pendingLabel="Desativando..."
          variant="danger"
        >
          <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 font-semibold wrap-break-word text-gray-800">
            {dialogo.espaco.nome}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
