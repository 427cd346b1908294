// The president's list of open account-deletion requests (LGPD), with the legal deadline counting
// down; each is answered from the members page, found by the person's e-mail.
import { Link } from "@remix-run/react"
import { DataTable, type Column } from "~/components/ui/data-table"
import { StatusBadge } from "~/components/ui/status-badge"
import { LGPD_PRAZO_DIAS } from "@veteranos/domain/lgpd"
import { formatDate } from "~/utils/format"
import { PAINEL_AREAS } from "~/auth/permissions"
import { prazoEmPalavras } from "~/features/site/privacidade"
import { withQuery } from "~/utils/query"

export type PedidoExclusaoRow = {
  id: string
  nome: string
  email: string
  pedidaEm: string
  prazo: string
  diasRestantes: number
}

const COLUMNS: ReadonlyArray<Column<PedidoExclusaoRow>> = [
  {
    header: "Associado",
    cell: (pedido) => (
      <Link
        to={`${PAINEL_AREAS.associados.path}${withQuery("", { status: "todos", q: pedido.email })}`}
        className="font-semibold text-marca-800 underline hover:text-marca-950"
      >
        {pedido.nome || pedido.email}
      </Link>
    ),
  },
  { header: "Pedido em", cell: (pedido) => formatDate(pedido.pedidaEm) },
  { header: "Prazo", cell: (pedido) => formatDate(pedido.prazo) },
  {
    header: "Situação",
    cell: (pedido) => (
      <StatusBadge
        status={pedido.diasRestantes < 0 ? "vencida" : "pendente"}
        label={prazoEmPalavras(pedido.diasRestantes)}
      />
    ),
  },
]

export function PedidosExclusao({ pedidos }: { pedidos: PedidoExclusaoRow[] }) {
  return (
    <section
      aria-labelledby="pedidos-exclusao"
      className="rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
    >
      <h2 id="pedidos-exclusao" className="text-lg font-semibold text-marca-900">
        Pedidos de exclusão de conta
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        A lei dá {LGPD_PRAZO_DIAS} dias para atender. Abra o associado em Gerenciar Associados para excluir ou
        anonimizar.
      </p>
      <DataTable
        caption="Pedidos de exclusão de conta em aberto"
        columns={COLUMNS}
        rows={pedidos}
        empty="Nenhum pedido de exclusão em aberto."
        testId="pedidos-exclusao"
      />
    </section>
  )
}
