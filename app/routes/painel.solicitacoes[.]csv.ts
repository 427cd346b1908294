// /painel/solicitacoes.csv: the membership requests the list shows (same ?status= and ?q=), every
// page of them, as a spreadsheet for the president. A resource route: Remix runs only this loader,
// not the panel layout's, so the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { listAllPedidosSocio, type PedidoSocio } from "~/features/pedido-socio/pedido-socio.server"
import { PEDIDO_SOCIO_STATUS, PEDIDO_SOCIO_STATUS_LABELS } from "@veteranos/domain/pedido-socio"
import { requirePanelAccess } from "~/auth/guards.server"
import { toCsv } from "~/utils/csv"
import { formatDate, formatSpreadsheetDateTime, todayInSaoPaulo } from "~/utils/format"
import { readSearch, readStatus } from "~/utils/list-params"

const COLUMNS: ReadonlyArray<[header: string, value: (pedido: PedidoSocio) => string]> = [
  ["Nome", (p) => p.nome],
  ["Email", (p) => p.email],
  ["Telefone", (p) => p.telefone],
  ["CPF", (p) => p.cpf],
  ["RG", (p) => p.rg],
  ["Data de nascimento", (p) => formatDate(p.data_nascimento)],
  ["Endereço", (p) => p.endereco],
  ["Observações", (p) => p.observacoes],
  ["Status", (p) => PEDIDO_SOCIO_STATUS_LABELS[p.status]],
  ["Data da solicitação", (p) => formatSpreadsheetDateTime(p.created)],
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "solicitacoes")
  const params = new URL(request.url).searchParams
  const pedidos = await listAllPedidosSocio(user.token, {
    status: readStatus(params, PEDIDO_SOCIO_STATUS),
    q: readSearch(params),
  })
  const body = toCsv(
    COLUMNS.map(([header]) => header),
    pedidos.map((pedido) => COLUMNS.map(([, value]) => value(pedido))),
  )
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      // Named by São Paulo's day, the day the president sees on the calendar.
      "Content-Disposition": `attachment; filename="solicitacoes-${todayInSaoPaulo()}.csv"`,
      // Personal data: no shared or browser cache keeps a copy.
      "Cache-Control": "no-store",
    },
  })
}
