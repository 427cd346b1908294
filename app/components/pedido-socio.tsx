// The president's views of one membership request: its details and its edit form (dialogs of
// /painel/solicitacoes).
import { getFormProps, type SubmissionResult } from "@conform-to/react"
import { Form } from "@remix-run/react"
import type { ReactNode } from "react"
import { FormAlert } from "~/components/alert"
import { SubmitButton } from "~/components/button"
import { Field } from "~/components/field"
import { CpfField, EmailField, NomeField, TelefoneField } from "~/components/public-form"
import { StatusBadge } from "~/components/status-badge"
import type { PedidoSocio } from "~/models/pedido-socio.server"
import { MAX } from "~/schemas/fields"
import {
  PEDIDO_SOCIO_STATUS,
  PEDIDO_SOCIO_STATUS_LABELS,
  pedidoSocioEdicaoSchema,
} from "~/schemas/pedido-socio-edicao"
import { formatDate, formatDateTime } from "~/utils/format"
import { useSchemaForm } from "~/utils/use-schema-form"

export function PedidoSocioStatusBadge({ status }: { status: PedidoSocio["status"] }) {
  return <StatusBadge status={status} label={PEDIDO_SOCIO_STATUS_LABELS[status]} />
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 break-words text-gray-900">{children}</dd>
    </div>
  )
}

export function PedidoSocioDetalhes({ pedido }: { pedido: PedidoSocio }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label="Status">
        <PedidoSocioStatusBadge status={pedido.status} />
      </Item>
      <Item label="Data">{formatDateTime(pedido.created)}</Item>
      <Item label="Nome" wide>
        {pedido.nome}
      </Item>
      <Item label="Email">
        <a href={`mailto:${pedido.email}`} className="text-marca-800 underline">
          {pedido.email}
        </a>
      </Item>
      <Item label="Telefone">{pedido.telefone}</Item>
      <Item label="CPF">{pedido.cpf}</Item>
      <Item label="Data de nascimento">{formatDate(pedido.data_nascimento)}</Item>
      <Item label="Endereço" wide>
        {pedido.endereco}
      </Item>
      {pedido.observacoes ? (
        <Item label="Observações" wide>
          <span className="whitespace-pre-line">{pedido.observacoes}</span>
        </Item>
      ) : null}
    </dl>
  )
}

const STATUS_OPTIONS = PEDIDO_SOCIO_STATUS.map((value) => ({
  value,
  label: PEDIDO_SOCIO_STATUS_LABELS[value],
}))

/**
 * 'Editar Solicitação': every field, filled with the request, or with what was typed when the
 * server refused it (`lastResult`). The status select moves the request like the approve and reject
 * buttons do (an approval here creates the member too).
 */
export function PedidoSocioEditForm({
  pedido,
  lastResult,
}: {
  pedido: PedidoSocio
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(pedidoSocioEdicaoSchema, {
    id: `editar-${pedido.id}`,
    lastResult,
    defaultValue: {
      nome: pedido.nome,
      email: pedido.email,
      telefone: pedido.telefone,
      cpf: pedido.cpf,
      rg: pedido.rg,
      data_nascimento: pedido.data_nascimento,
      endereco: pedido.endereco,
      observacoes: pedido.observacoes,
      status: pedido.status,
      de: pedido.status,
    },
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <p className="mb-5 text-gray-700">Atualize as informações da solicitação conforme necessário.</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="id" value={pedido.id} />
      <input type="hidden" name={fields.de.name} value={pedido.status} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NomeField label="Nome" meta={fields.nome} autoComplete="off" />
        <EmailField meta={fields.email} autoComplete="off" />
        <TelefoneField meta={fields.telefone} autoComplete="off" />
        <CpfField label="CPF" meta={fields.cpf} />
        <Field label="RG" meta={fields.rg} maxLength={MAX.rg} autoComplete="off" />
        <Field label="Data de nascimento" meta={fields.data_nascimento} type="date" />
        <Field as="select" label="Status" meta={fields.status} options={STATUS_OPTIONS} />
        <Field
          label="Endereço"
          meta={fields.endereco}
          maxLength={MAX.endereco}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <Field
          label="Observações"
          meta={fields.observacoes}
          as="textarea"
          rows={3}
          maxLength={MAX.observacoes}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton name="intent" value="editar" pendingLabel="Salvando..." className="mt-6 w-full sm:w-auto">
        Salvar alterações
      </SubmitButton>
    </Form>
  )
}
