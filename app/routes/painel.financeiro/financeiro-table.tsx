// The dues of a month on /painel/financeiro: every member's, overdue ones marked, an exempt one with
// its reason, with the treasurer's links to mark one paid or exempt it, or undo either (only when
// `gerencia`). Each row is reachable as #mensalidade-{id}, where a change of it returns, marked.
import type { Column } from "~/components/ui/data-table"
import { DialogLink, RowActionsApart } from "~/components/ui/dialog"
import { MensalidadeStatusBadges, MensalidadesDataTable } from "~/features/mensalidades/mensalidade-status"
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import { FORMA_PAGAMENTO_LABELS } from "@veteranos/domain/mensalidades"
import { linhaDaMensalidade } from "~/features/mensalidades/mensalidade"
import { formatDate, formatDateTime, formatMoney } from "~/utils/format"

const describeMensalidade = (m: MensalidadeComNome) => `a mensalidade de ${m.associado_nome}, ${m.descricao}`

export function MensalidadesTable({
  mensalidades,
  hoje,
  gerencia,
}: {
  mensalidades: readonly MensalidadeComNome[]
  hoje: string
  gerencia: boolean
}) {
  const columns: Array<Column<MensalidadeComNome>> = [
    {
      header: "Associado",
      cell: (m) => (
        <>
          <span
            id={linhaDaMensalidade(m.id)}
            className="scroll-mt-4 rounded font-medium target:bg-yellow-100 target:outline target:outline-2 target:outline-offset-2 target:outline-marca-600"
          >
            {m.associado_nome || "—"}
          </span>
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
            // Paid or exempt, its undo stands apart under the facts, asking first
            // (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
            cell: (m: MensalidadeComNome) =>
              m.status === "pendente" ? (
                <span className="flex flex-col gap-1">
                  <DialogLink
                    acao="pagar"
                    id={m.id}
                    label="Marcar como pago"
                    context={describeMensalidade(m)}
                  />
                  <DialogLink acao="isentar" id={m.id} label="Isentar" context={describeMensalidade(m)} />
                </span>
              ) : (
                <RowActionsApart
                  destructive={
                    <DialogLink
                      acao={m.status === "isenta" ? "desfazer-isencao" : "desfazer"}
                      id={m.id}
                      label={m.status === "isenta" ? "Desfazer isenção" : "Desfazer pagamento"}
                      context={describeMensalidade(m)}
                      destructive
                    />
                  }
                />
              ),
          },
        ]
      : []),
  ]
  return (
    <MensalidadesDataTable
      caption="Mensalidades dos associados"
      columns={columns}
      mensalidades={mensalidades}
      hoje={hoje}
    />
  )
}
