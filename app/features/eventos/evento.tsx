// The board's views on /painel/eventos: the events' table and the yearly calendar's list, and their
// dialogs (new, edit, delete), each named by the address.
import { getFormProps, type SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { FormAlert } from "~/components/ui/alert"
import { SubmitButton, buttonClass } from "~/components/ui/button"
import { type Column } from "~/components/ui/data-table"
import { ConfirmDialog, Dialog, dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { CalendarioAnual } from "~/features/eventos/calendario-anual.server"
import type { EventoPainel } from "~/features/eventos/eventos.server"
import { IMAGEM_TIPOS } from "~/utils/files"
import { fileUrl } from "~/utils/files"
import { MESES } from "@veteranos/domain/datas"
import { dayInSaoPaulo, formatEventDateTime } from "~/utils/format"
import { useSchemaForm } from "~/forms/use-schema-form"

export const EVENTO_ACOES = [
  "novo",
  "editar",
  "excluir",
  "novo-calendario",
  "editar-calendario",
  "excluir-calendario",
] as const
export type EventoAcao = (typeof EVENTO_ACOES)[number]

type Result = SubmissionResult<string[]> | undefined

function DialogLink({
  acao,
  id,
  label,
  context,
}: {
  acao: EventoAcao
  id?: string
  label: string
  context?: string
}) {
  const { search } = useLocation()
  return (
    <Link
      to={dialogHref(search, acao, id)}
      preventScrollReset
      className="font-semibold text-marca-800 underline hover:text-marca-950"
    >
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Link>
  )
}

export function NovoLink({ acao, label }: { acao: EventoAcao; label: string }) {
  const { search } = useLocation()
  return (
    <Link to={dialogHref(search, acao)} preventScrollReset className={buttonClass("primary")}>
      {label}
    </Link>
  )
}

export const EVENTO_COLUMNS: ReadonlyArray<Column<EventoPainel>> = [
  {
    header: "Imagem",
    cell: (e) =>
      e.imagem ? (
        <img
          src={fileUrl("eventos", e.id, e.imagem, "160x90")}
          alt=""
          width={80}
          height={45}
          loading="lazy"
          className="rounded object-cover"
        />
      ) : (
        <span className="text-gray-500">—</span>
      ),
  },
  { header: "Evento", cell: (e) => <span className="font-medium">{e.titulo}</span> },
  { header: "Data", cell: (e) => formatEventDateTime(e.data_evento), className: "whitespace-nowrap" },
  { header: "Local", cell: (e) => e.localizacao || "—", className: "hidden md:table-cell" },
  {
    header: "Capacidade",
    cell: (e) => (e.capacidade ? `${e.capacidade} pessoas` : "—"),
    className: "hidden md:table-cell",
  },
  {
    header: "Ações",
    cell: (e) => (
      <div className="flex flex-wrap gap-x-3">
        <DialogLink acao="editar" id={e.id} label="Editar" context={e.titulo} />
        <DialogLink acao="excluir" id={e.id} label="Excluir" context={e.titulo} />
      </div>
    ),
  },
]

export const CALENDARIO_COLUMNS: ReadonlyArray<Column<CalendarioAnual>> = [
  { header: "Mês", cell: (c) => c.mes, className: "whitespace-nowrap" },
  { header: "Evento", cell: (c) => c.evento },
  {
    header: "Ações",
    cell: (c) => (
      <div className="flex flex-wrap gap-x-3">
        <DialogLink acao="editar-calendario" id={c.id} label="Editar" context={`${c.mes}: ${c.evento}`} />
        <DialogLink acao="excluir-calendario" id={c.id} label="Remover" context={`${c.mes}: ${c.evento}`} />
      </div>
    ),
  },
]

// Each form validates in the browser with its schema once it arrives, after the page is shown.
const loadEventoSchema = () =>
  import("~/features/eventos/evento.schema").then((module) => module.eventoSchema)
const loadCalendarioSchema = () =>
  import("~/features/eventos/evento.schema").then((module) => module.calendarioSchema)

function EventoForm({ evento, lastResult }: { evento: EventoPainel | null; lastResult: Result }) {
  const [form, fields] = useSchemaForm("evento", loadEventoSchema, {
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
        }
      : undefined,
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
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
        label="Imagem"
        meta={fields.imagem}
        type="file"
        accept={IMAGEM_TIPOS.join(",")}
        hint="JPG, PNG, WebP ou GIF, até 5 MB. Opcional."
        className="sm:col-span-2"
      />
      {evento?.imagem ? (
        <Field as="checkbox" label="Remover a imagem atual" meta={fields.remover_imagem} />
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={evento ? "editar" : "novo"} pendingLabel="Salvando...">
          {evento ? "Salvar" : "Criar evento"}
        </SubmitButton>
      </div>
    </Form>
  )
}

function CalendarioForm({ entrada, lastResult }: { entrada: CalendarioAnual | null; lastResult: Result }) {
  const [form, fields] = useSchemaForm("calendario", loadCalendarioSchema, {
    id: entrada ? `calendario-${entrada.id}` : "novo-calendario",
    lastResult,
    defaultValue: entrada
      ? { mes: entrada.mes as (typeof MESES)[number], evento: entrada.evento }
      : undefined,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <FormAlert id={form.errorId} errors={form.errors} />
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
          value={entrada ? "calendario-editar" : "calendario-novo"}
          pendingLabel="Salvando..."
        >
          {entrada ? "Salvar" : "Incluir no calendário"}
        </SubmitButton>
      </div>
    </Form>
  )
}

export function EventoDialog({
  acao,
  evento,
  entrada,
  lastResult,
}: {
  acao: EventoAcao
  evento: EventoPainel | null
  entrada: CalendarioAnual | null
  lastResult: Result
}) {
  switch (acao) {
    case "novo":
      return (
        <Dialog title="Novo Evento">
          <EventoForm evento={null} lastResult={lastResult} />
        </Dialog>
      )
    case "editar":
      return evento ? (
        <Dialog title="Editar Evento">
          <EventoForm evento={evento} lastResult={lastResult} />
        </Dialog>
      ) : null
    case "excluir":
      return evento ? (
        <ConfirmDialog
          title="Excluir Evento"
          question="Tem certeza que deseja excluir este evento? Ele sai do site e do calendário assinado."
          intent="excluir"
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
          <CalendarioForm entrada={null} lastResult={lastResult} />
        </Dialog>
      )
    case "editar-calendario":
      return entrada ? (
        <Dialog title="Editar Calendário Anual">
          <CalendarioForm entrada={entrada} lastResult={lastResult} />
        </Dialog>
      ) : null
    case "excluir-calendario":
      return entrada ? (
        <ConfirmDialog
          title="Remover do Calendário Anual"
          question="Tem certeza que deseja remover esta entrada do calendário anual?"
          intent="calendario-excluir"
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
