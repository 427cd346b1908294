// The board's dialogs on /painel/eventos (URL state, ?acao=...&id=...): a new or edited event, an
// entry of the yearly calendar, and the delete confirmations. Each form is defined once in
// evento.forms.ts; `forms` is what the page's loader sent for them. Loaded when one opens
// (route.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { CalendarioAnual } from "~/features/eventos/calendario-anual.server"
import type { EventoPainel } from "~/features/eventos/eventos.server"
import type { EventoAcao } from "./evento-table"
import { calendarioForm, eventoForm } from "./evento.forms"
import { useAcceptedImageTypes } from "~/panel/aceita-imagem"
import { MESES } from "@veteranos/domain/datas"
import { dayInSaoPaulo, formatEventDateTime } from "~/utils/format"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { eventosIntents } from "./eventos-actions.server"

type Intent = IntentOf<typeof eventosIntents>

type Result = SubmissionResult<string[]> | undefined
/** What the page's loader sends for these dialogs' forms. */
type Forms = SentForms<typeof eventoForm | typeof calendarioForm>

function EventoForm({
  evento,
  forms,
  lastResult,
}: {
  evento: EventoPainel | null
  forms: Forms
  lastResult: Result
}) {
  const aceitaImagem = useAcceptedImageTypes()
  const [form, fields] = useSchemaForm(eventoForm, forms, {
    id: evento ? `evento-${evento.id}` : "novo-evento",
    lastResult,
    defaultValue: evento
      ? {
          titulo: evento.titulo,
          descricao: evento.descricao,
          data: dayInSaoPaulo(evento.data_evento),
          hora: formatEventDateTime(evento.data_evento).slice(-5),
          localizacao: evento.localizacao,
          capacidade: String(evento.capacidade ?? 0),
          ...(evento.inscricoes_ate && {
            inscricoes_ate_data: dayInSaoPaulo(evento.inscricoes_ate),
            inscricoes_ate_hora: formatEventDateTime(evento.inscricoes_ate).slice(-5),
          }),
        }
      : undefined,
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2" upload>
      {evento ? <input type="hidden" name="id" value={evento.id} /> : null}
      <Field label="Título" meta={fields.titulo} className="sm:col-span-2" />
      <Field
        label="Descrição"
        meta={fields.descricao}
        as="textarea"
        rows={3}

        className="sm:col-span-2"
      />
      <Field label="Data" meta={fields.data} type="date" hint="Horário de São Paulo." />
      <Field label="Hora" meta={fields.hora} type="time" />
      <Field label="Local" meta={fields.localizacao} />
      <Field
        label="Capacidade (pessoas)"
        meta={fields.capacidade}
        type="number"
        min={0}
        inputMode="numeric"
      />
      <Field
        label="Inscrições até (data)"
        meta={fields.inscricoes_ate_data}
        type="date"
        hint="Horário de São Paulo. Em branco: até o início do evento."
      />
      <Field label="Inscrições até (hora)" meta={fields.inscricoes_ate_hora} type="time" />
      <Field
        label="Imagem"
        meta={fields.imagem}
        type="file"
        accept={aceitaImagem}
        hint="JPEG, PNG ou WebP, até 5 MB. Opcional."
        className="sm:col-span-2"
      />
      {evento?.imagem ? (
        <Field as="checkbox" label="Remover a imagem atual" meta={fields.remover_imagem} />
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton
          name="intent"
          value={(evento ? "editar" : "novo") satisfies Intent}
          pendingLabel="Salvando..."
        >
          {evento ? "Salvar" : "Criar evento"}
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

function CalendarioForm({
  entrada,
  forms,
  lastResult,
}: {
  entrada: CalendarioAnual | null
  forms: Forms
  lastResult: Result
}) {
  const [form, fields] = useSchemaForm(calendarioForm, forms, {
    id: entrada ? `calendario-${entrada.id}` : "novo-calendario",
    lastResult,
    defaultValue: entrada
      ? { mes: entrada.mes as (typeof MESES)[number], evento: entrada.evento }
      : undefined,
  })
  return (
    <PanelForm form={form} className="grid gap-4">
      {entrada ? <input type="hidden" name="id" value={entrada.id} /> : null}
      <Field
        as="select"
        label="Mês"
        meta={fields.mes}
        options={MESES.map((mes) => ({ value: mes, label: mes }))}
      />
      <Field label="Evento" meta={fields.evento} />
      <div>
        <SubmitButton
          name="intent"
          value={(entrada ? "calendario-editar" : "calendario-novo") satisfies Intent}
          pendingLabel="Salvando..."
        >
          {entrada ? "Salvar" : "Incluir no calendário"}
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function EventoDialog({
  acao,
  evento,
  entrada,
  forms,
  lastResult,
}: {
  acao: EventoAcao
  evento: EventoPainel | null
  entrada: CalendarioAnual | null
  forms: Forms
  lastResult: Result
}) {
  switch (acao) {
    case "novo":
      return (
        <Dialog title="Novo Evento">
          <EventoForm evento={null} forms={forms} lastResult={lastResult} />
        </Dialog>
      )
    case "editar":
      return evento ? (
        <Dialog title="Editar Evento">
          <EventoForm evento={evento} forms={forms} lastResult={lastResult} />
        </Dialog>
      ) : null
    case "excluir":
      return evento ? (
        <ConfirmDialog
          title="Excluir Evento"
          question="Tem certeza que deseja excluir este evento? Ele sai do site e do calendário assinado."
          intent={"excluir" satisfies Intent}
          id={evento.id}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          <p className="mt-2 font-semibold">{evento.titulo}</p>
        </ConfirmDialog>
      ) : null
    case "novo-calendario":
      return (
        <Dialog title="Incluir no Calendário Anual">
          <CalendarioForm entrada={null} forms={forms} lastResult={lastResult} />
        </Dialog>
      )
    case "editar-calendario":
      return entrada ? (
        <Dialog title="Editar Calendário Anual">
          <CalendarioForm entrada={entrada} forms={forms} lastResult={lastResult} />
        </Dialog>
      ) : null
    case "excluir-calendario":
      return entrada ? (
        <ConfirmDialog
          title="Remover do Calendário Anual"
          question="Tem certeza que deseja remover esta entrada do calendário anual?"
          intent={"calendario-excluir" satisfies Intent}
          id={entrada.id}
          confirmLabel="Remover"
          pendingLabel="Removendo..."
          variant="danger"
        >
          <p className="mt-2 font-semibold">
            {entrada.mes}: {entrada.evento}
          </p>
        </ConfirmDialog>
      ) : null
  }
}
