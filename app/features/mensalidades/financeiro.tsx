// The pieces of /painel/financeiro: the year's totals by month, the month filter, the dues table
// (overdue ones marked; the treasurer's buttons only when `gerencia`), and the dialogs (URL state):
// mark paid with the payment method, undo, launch a month, one due for one member.
import { getFormProps, type SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { FormAlert } from "~/components/ui/alert"
import { ButtonLink, SubmitButton } from "~/components/ui/button"
import { DataTable, type Column } from "~/components/ui/data-table"
import { ConfirmDialog, Dialog, dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { Icon } from "~/components/ui/icon"
import { MensalidadeStatusBadges } from "~/features/mensalidades/mensalidade-status"
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import { MESES } from "@veteranos/domain/datas"
import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  MENSALIDADE_DIA_VENCIMENTO,
  MENSALIDADE_VALOR,
} from "@veteranos/domain/mensalidades"
import { formatDate, formatDateTime, formatMoney } from "~/utils/format"
import { isVencida, type TotaisAno } from "~/features/mensalidades/mensalidade"
import { withQuery } from "~/utils/query"
import { useSchemaForm } from "~/forms/use-schema-form"

type LastResult = SubmissionResult<string[]> | undefined

const valorInicial = formatMoney(MENSALIDADE_VALOR).replace(/^R\$\s*/, "")

/** The month's CSV, and the treasurer's two ways to add dues. */
export function FinanceiroToolbar({ mes, ano, gerencia }: { mes: string; ano: number; gerencia: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={`/painel/financeiro.csv?mes=${mes}`}
        download
        className="inline-flex items-center gap-2 font-semibold text-marca-800 underline"
      >
        <Icon name="download" className="size-5" />
        Exportar CSV
      </a>
      {gerencia ? (
        <>
          <ButtonLink to={`?mes=${mes}&ano=${ano}&acao=nova`} variant="secondary" preventScrollReset>
            Mensalidade avulsa
          </ButtonLink>
          <ButtonLink to={`?mes=${mes}&ano=${ano}&acao=lancar`} preventScrollReset>
            Lançar Nova Mensalidade
          </ButtonLink>
        </>
      ) : null}
    </div>
  )
}

export function TotaisDoAno({ ano, totais }: { ano: number; totais: TotaisAno }) {
  const { search } = useLocation()
  const link = "font-semibold text-marca-800 underline hover:text-marca-950"
  return (
    <section aria-labelledby="totais-ano" className="mt-6 rounded-lg border border-marca-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="totais-ano" className="text-lg font-semibold text-marca-900">
          Totais de {ano}
        </h2>
        <nav aria-label="Ano" className="flex gap-4 text-sm">
          <Link to={withQuery(search, { ano: ano - 1 })} preventScrollReset className={link}>
            ← {ano - 1}
          </Link>
          <Link to={withQuery(search, { ano: ano + 1 })} preventScrollReset className={link}>
            {ano + 1} →
          </Link>
        </nav>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="totais-ano">
          <caption className="sr-only">Recebido e pendente por mês de vencimento em {ano}</caption>
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                Mês
              </th>
              <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                Recebido
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Pendente
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {totais.meses.map((mes, n) => (
              <tr key={MESES[n]}>
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {MESES[n]}
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatMoney(mes.recebido)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatMoney(mes.pendente)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-300 font-semibold">
            <tr>
              <th scope="row" className="py-1.5 pr-4">
                Total do ano
              </th>
              <td className="py-1.5 pr-4 text-right tabular-nums">{formatMoney(totais.total.recebido)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatMoney(totais.total.pendente)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}

/** The month shown (a GET form, so it works without JavaScript); the tab and year are kept. */
export function FiltroMes({ mes, status, ano }: { mes: string; status: string | null; ano: number }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
      <div>
        <label htmlFor="filtro-mes" className="block text-sm font-medium text-gray-800">
          Mês de vencimento
        </label>
        <input
          id="filtro-mes"
          type="month"
          name="mes"
          defaultValue={mes}
          key={mes}
          required
          pattern="\d{4}-\d{2}"
          className="mt-1 block rounded-md border border-gray-300 bg-white px-3 py-2"
        />
      </div>
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <input type="hidden" name="ano" value={ano} />
      <SubmitButton variant="secondary" pendingLabel="Filtrando...">
        Filtrar
      </SubmitButton>
    </Form>
  )
}

const descreva = (m: MensalidadeComNome) => `a mensalidade de ${m.associado_nome}, ${m.descricao}`

export function MensalidadesTable({
  mensalidades,
  hoje,
  gerencia,
}: {
  mensalidades: readonly MensalidadeComNome[]
  hoje: string
  gerencia: boolean
}) {
  const { search } = useLocation()
  const acao = "font-semibold text-marca-800 underline hover:text-marca-950"
  const columns: Array<Column<MensalidadeComNome>> = [
    {
      header: "Associado",
      cell: (m) => (
        <>
          <span className="font-medium">{m.associado_nome || "—"}</span>
          <span className="block text-gray-700 md:hidden">{m.descricao}</span>
        </>
      ),
    },
    { header: "Descrição", cell: (m) => m.descricao, className: "hidden md:table-cell" },
    { header: "Vencimento", cell: (m) => formatDate(m.data_vencimento), className: "whitespace-nowrap" },
    { header: "Valor", cell: (m) => formatMoney(m.valor), className: "whitespace-nowrap" },
    {
      header: "Status",
      cell: (m) => <MensalidadeStatusBadges mensalidade={m} hoje={hoje} />,
    },
    {
      header: "Pagamento",
      cell: (m) =>
        m.status === "pago" ? (
          <span className="text-gray-800">
            {m.forma_pagamento ? FORMA_PAGAMENTO_LABELS[m.forma_pagamento] : "—"}
            {m.pago_em ? (
              <span className="block text-xs text-gray-600">{formatDateTime(m.pago_em)}</span>
            ) : null}
            {m.pago_por_nome ? (
              <span className="block text-xs text-gray-600">por {m.pago_por_nome}</span>
            ) : null}
          </span>
        ) : null,
      className: "hidden md:table-cell",
    },
    ...(gerencia
      ? [
          {
            header: "Ações",
            cell: (m: MensalidadeComNome) =>
              m.status === "pendente" ? (
                <Link to={dialogHref(search, "pagar", m.id)} preventScrollReset className={acao}>
                  Marcar como pago<span className="sr-only"> {descreva(m)}</span>
                </Link>
              ) : (
                <Link
                  to={dialogHref(search, "desfazer", m.id)}
                  preventScrollReset
                  className="font-semibold text-red-700 underline hover:text-red-900"
                >
                  Desfazer pagamento<span className="sr-only"> {descreva(m)}</span>
                </Link>
              ),
          },
        ]
      : []),
  ]
  return (
    <DataTable
      caption="Mensalidades dos associados"
      columns={columns}
      rows={mensalidades}
      rowKey={(m) => m.id}
      rowClassName={(m) => (isVencida(m, hoje) ? "bg-red-50" : undefined)}
      empty="Nenhuma mensalidade encontrada."
      testId="mensalidades"
    />
  )
}

// Each form validates in the browser with its schema once it arrives, after the page is shown.
const loadPagarSchema = () =>
  import("~/features/mensalidades/mensalidade.schema").then((module) => module.pagarSchema)
const loadLancarMesSchema = () =>
  import("~/features/mensalidades/mensalidade.schema").then((module) => module.lancarMesSchema)
const loadNovaMensalidadeSchema = () =>
  import("~/features/mensalidades/mensalidade.schema").then((module) => module.novaMensalidadeSchema)

function Resumo({ mensalidade }: { mensalidade: MensalidadeComNome }) {
  return (
    <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <span className="font-semibold">{mensalidade.associado_nome}</span> · {mensalidade.descricao} ·{" "}
      {formatDate(mensalidade.data_vencimento)} · {formatMoney(mensalidade.valor)}
    </p>
  )
}

export function PagarDialog({
  mensalidade,
  lastResult,
}: {
  mensalidade: MensalidadeComNome
  lastResult: LastResult
}) {
  const [form, fields] = useSchemaForm("pagar", loadPagarSchema, { id: "pagar", lastResult })
  return (
    <Dialog title="Marcar como pago">
      <Resumo mensalidade={mensalidade} />
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="id" value={mensalidade.id} />
        <Field
          as="select"
          label="Forma de pagamento"
          meta={fields.forma}
          options={[
            { value: "", label: "Escolha a forma" },
            ...FORMAS_PAGAMENTO.map((forma) => ({ value: forma, label: FORMA_PAGAMENTO_LABELS[forma] })),
          ]}
        />
        <SubmitButton name="intent" value="pagar" pendingLabel="Salvando..." className="mt-6">
          Confirmar pagamento
        </SubmitButton>
      </Form>
    </Dialog>
  )
}

export function DesfazerDialog({ mensalidade }: { mensalidade: MensalidadeComNome }) {
  return (
    <ConfirmDialog
      title="Desfazer pagamento"
      question="A mensalidade volta a ficar pendente, sem a data, a forma e quem confirmou o pagamento."
      intent="desfazer"
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

export function LancarDialog({ mes, lastResult }: { mes: string; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm("lancarMes", loadLancarMesSchema, {
    id: "lancar",
    lastResult,
    defaultValue: { mes, valor: valorInicial, dia: String(MENSALIDADE_DIA_VENCIMENTO) },
  })
  return (
    <Dialog title="Lançar Nova Mensalidade">
      <p className="text-sm text-gray-700">
        Cria a mensalidade do mês para cada associado ativo que ainda não a tem. Lançar o mesmo mês de novo
        não duplica nada.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field label="Mês" meta={fields.mes} type="month" hint="Por exemplo, 2026-12." />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Valor (R$)" meta={fields.valor} inputMode="decimal" />
          <Field
            label="Dia de vencimento"
            meta={fields.dia}
            type="number"
            inputMode="numeric"
            min={1}
            max={28}
          />
        </div>
        <SubmitButton name="intent" value="lancar" pendingLabel="Lançando..." className="justify-self-start">
          Lançar mensalidades
        </SubmitButton>
      </Form>
    </Dialog>
  )
}

export function NovaMensalidadeDialog({
  associados,
  vencimento,
  lastResult,
}: {
  associados: ReadonlyArray<{ id: string; nome: string }>
  vencimento: string
  lastResult: LastResult
}) {
  const [form, fields] = useSchemaForm("novaMensalidade", loadNovaMensalidadeSchema, {
    id: "nova-mensalidade",
    lastResult,
    defaultValue: { valor: valorInicial, data_vencimento: vencimento },
  })
  return (
    <Dialog title="Mensalidade avulsa">
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
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
        <SubmitButton name="intent" value="nova" pendingLabel="Salvando..." className="justify-self-start">
          Lançar mensalidade
        </SubmitButton>
      </Form>
    </Dialog>
  )
}
