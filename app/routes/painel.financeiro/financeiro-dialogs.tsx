// The treasurer's dialogs on /painel/financeiro (URL state, ?acao=...): mark a due paid with the
// payment method, undo it, launch a month (the first without dues suggested), one due for one member. Each form is defined once in
// mensalidade.forms.ts; `forms` is what the page's loader sent for them.
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  MENSALIDADE_DIA_MAXIMO,
} from "@veteranos/domain/mensalidades"
import { formatAmountField, formatDate, formatMoney } from "~/utils/format"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import type { financeiroIntents } from "./financeiro-actions.server"
import { lancarMesForm, novaMensalidadeForm, pagarForm } from "./mensalidade.forms"

type LastResult = SubmissionResult<string[]> | undefined

/** The dues' amount and due day in the association's settings: what a new due starts with. */
export type MensalidadePadrao = { valor: number; dia: number }

export function Resumo({ mensalidade }: { mensalidade: MensalidadeComNome }) {
  return (
    <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <span className="font-semibold">{mensalidade.associado_nome}</span> · {mensalidade.descricao} ·{" "}
      {formatDate(mensalidade.data_vencimento)} · {formatMoney(mensalidade.valor)}
    </p>
  )
}

/** The row after the due (its id): where the list returns when the due leaves the tab shown. */
export function ProximaLinha({ proxima }: { proxima: string | null }) {
  return proxima ? <input type="hidden" name="proxima" value={proxima} /> : null
}

export function PagarDialog({
  mensalidade,
  proxima,
  forms,
  lastResult,
}: {
  mensalidade: MensalidadeComNome
  proxima: string | null
  forms: SentForms<typeof pagarForm>
  lastResult: LastResult
}) {
  const [form, fields] = useSchemaForm(pagarForm, forms, { id: "pagar", lastResult })
  return (
    <Dialog title="Marcar como pago">
      <Resumo mensalidade={mensalidade} />
      <PanelForm form={form} className="mt-4">
        <input type="hidden" name="id" value={mensalidade.id} />
        <ProximaLinha proxima={proxima} />
        <Field
          as="select"
          label="Forma de pagamento"
          meta={fields.forma}
          options={[
            { value: "", label: "Escolha a forma" },
            ...FORMAS_PAGAMENTO.map((forma) => ({ value: forma, label: FORMA_PAGAMENTO_LABELS[forma] })),
          ]}
        />
        <SubmitButton
          name="intent"
          value={"pagar" satisfies IntentOf<typeof financeiroIntents>}
          pendingLabel="Salvando..."
          className="mt-6"
        >
          Confirmar pagamento
        </SubmitButton>
      </PanelForm>
    </Dialog>
  )
}

export function DesfazerDialog({ mensalidade }: { mensalidade: MensalidadeComNome }) {
  return (
    <ConfirmDialog
      title="Desfazer pagamento"
      question="A mensalidade volta a ficar pendente, sem a data, a forma e quem confirmou o pagamento."
      intent={"desfazer" satisfies IntentOf<typeof financeiroIntents>}
      id={mensalidade.id}
      confirmLabel="Desfazer pagamento"
      pendingLabel="Desfazendo..."
      variant="danger"
      closeLabel="Voltar"
    >
      <Resumo mensalidade={mensalidade} />
    </ConfirmDialog>
  )
}

/**
 * 'Lançar': the month as the treasurer reads it ('dezembro/2026'), the first of `meses` (the first
 * month from this one on without dues, then those after it) filled in; a text field, so any month can
 * be typed, with `meses` offered by the browser's list (no JavaScript needed).
 */
export function LancarDialog({
  meses,
  padrao,
  forms,
  lastResult,
}: {
  meses: readonly string[]
  padrao: MensalidadePadrao
  forms: SentForms<typeof lancarMesForm>
  lastResult: LastResult
}) {
  const [form, fields] = useSchemaForm(lancarMesForm, forms, {
    id: "lancar",
    lastResult,
    defaultValue: {
      mes: meses[0],
      valor: formatAmountField(padrao.valor),
      dia: String(padrao.dia),
    },
  })
  return (
    <Dialog title="Lançar Nova Mensalidade">
      <p className="text-sm text-gray-700">
        Cria a mensalidade do mês para cada associado ativo que ainda não a tem. Lançar o mesmo mês de novo
        não duplica nada.
      </p>
      <PanelForm form={form} className="mt-4 grid gap-4">
        <Field
          label="Mês"
          meta={fields.mes}
          list="lancar-meses"
          autoComplete="off"
          hint={`Sugerido: ${meses[0]}, o primeiro mês ainda sem mensalidades.`}
        />
        <datalist id="lancar-meses">
          {meses.map((mes) => (
            <option key={mes} value={mes} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Valor (R$)" meta={fields.valor} inputMode="decimal" />
          <Field
            label="Dia de vencimento"
            meta={fields.dia}
            type="number"
            inputMode="numeric"
            min={1}
            max={MENSALIDADE_DIA_MAXIMO}
          />
        </div>
        <SubmitButton
          name="intent"
          value={"lancar" satisfies IntentOf<typeof financeiroIntents>}
          pendingLabel="Lançando..."
          className="justify-self-start"
        >
          Lançar mensalidades
        </SubmitButton>
      </PanelForm>
    </Dialog>
  )
}

export function NovaMensalidadeDialog({
  associados,
  mes,
  padrao,
  forms,
  lastResult,
}: {
  associados: ReadonlyArray<{ id: string; nome: string }>
  mes: string
  padrao: MensalidadePadrao
  forms: SentForms<typeof novaMensalidadeForm>
  lastResult: LastResult
}) {
  const [form, fields] = useSchemaForm(novaMensalidadeForm, forms, {
    id: "nova-mensalidade",
    lastResult,
    defaultValue: {
      valor: formatAmountField(padrao.valor),
      data_vencimento: `${mes}-${String(padrao.dia).padStart(2, "0")}`,
    },
  })
  return (
    <Dialog title="Mensalidade avulsa">
      <PanelForm form={form} className="grid gap-4">
        <Field
          as="select"
          label="Associado"
          meta={fields.associadoId}
          options={[
            { value: "", label: "Escolha o associado" },
            ...associados.map((associado) => ({ value: associado.id, label: associado.nome })),
          ]}
        />
        <Field label="Descrição" meta={fields.descricao} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Valor (R$)" meta={fields.valor} inputMode="decimal" />
          <Field label="Vencimento" meta={fields.data_vencimento} type="date" />
        </div>
        <SubmitButton
          name="intent"
          value={"nova" satisfies IntentOf<typeof financeiroIntents>}
          pendingLabel="Salvando..."
          className="justify-self-start"
        >
          Lançar mensalidade
        </SubmitButton>
      </PanelForm>
    </Dialog>
  )
}
