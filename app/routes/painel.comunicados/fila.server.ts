// The e-mail queue's last run for the board's announcements page: the queue sends a few e-mails a
// minute (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue), and the board
// sees that it runs and how its last run went.
import { TAREFA_ENVIOS } from "@veteranos/domain/envios"
import { lastRunOf } from "~/panel/execucoes.server"
import { formatDateTime, plural } from "~/utils/format"

type Contagens = { enviado: number; falhou: number; cancelado: number }

/** "Último envio de e-mails: 26/11/2026 às 09:01, 20 enviados, 1 falhou." */
export async function lastQueueRunLine(token: string): Promise<string> {
  const run = await lastRunOf<Contagens>(token, TAREFA_ENVIOS)
  if (!run) return "A fila de e-mails ainda não enviou nenhum."
  const { enviado = 0, falhou = 0 } = run.contagens ?? {}
  const falhas = falhou > 0 ? `, ${plural(falhou, "falhou", "falharam")}` : ""
  return `Último envio de e-mails: ${formatDateTime(run.inicio)}, ${plural(enviado, "enviado", "enviados")}${falhas}.`
}
