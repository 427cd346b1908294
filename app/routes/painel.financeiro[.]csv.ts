// /painel/financeiro.csv?mes=yyyy-MM(&q=): every member's dues of that month (of the members the
// page's search finds), as a spreadsheet for the financial director and the president. A resource route: Remix runs only this loader, not the panel
// layout's, so the guard here is the only one.
import type { LoaderFunctionArgs } from "@remix-run/node"
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import { listAllMensalidadesDoMes } from "~/features/mensalidades/financeiro.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { csvAmount, toCsv } from "~/utils/csv"
import { formatDate, formatSpreadsheetDateTime, todayInSaoPaulo } from "~/utils/format"
import { readMes, readSearch } from "~/utils/list-params"
import { FORMA_PAGAMENTO_LABELS, MENSALIDADE_STATUS_LABELS } from "@veteranos/domain/mensalidades"
import { isVencida } from "~/features/mensalidades/mensalidade"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "financeiro")
  const hoje = todayInSaoPaulo()
  const params = new URL(request.url).searchParams
  const mes = readMes(params, hoje)
  const columns: ReadonlyArray<[header: string, value: (m: MensalidadeComNome) => string]> = [
    ["Associado", (m) => m.associado_nome],
    ["Descrição", (m) => m.descricao],
    ["Vencimento", (m) => formatDate(m.data_vencimento)],
    ["Valor (R$)", (m) => csvAmount(m.valor)],
    ["Status", (m) => (isVencida(m, hoje) ? "Vencida" : MENSALIDADE_STATUS_LABELS[m.status])],
    ["Forma de pagamento", (m) => (m.forma_pagamento ? FORMA_PAGAMENTO_LABELS[m.forma_pagamento] : "")],
    ["Pago em", (m) => (m.pago_em ? formatSpreadsheetDateTime(m.pago_em) : "")],
    ["Confirmado por", (m) => m.pago_por_nome],
    ["Motivo da isenção", (m) => (m.status === "isenta" ? m.isencao_motivo : "")],
  ]
  const mensalidades = await listAllMensalidadesDoMes(user.token, mes, readSearch(params))
  const body = toCsv(
    columns.map(([header]) => header),
    mensalidades.map((m) => columns.map(([, value]) => value(m))),
  )
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="mensalidades-${mes}.csv"`,
      // Personal data: no shared or browser cache keeps a copy.
      "Cache-Control": "no-store",
    },
  })
}
