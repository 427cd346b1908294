// The e-mail queue's last run for the board's announcements page: the queue sends a few e-mails a
// minute (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue), and the board
// sees that it runs and how its last run went.
import type { FilaContagens } from "~/features/comunicados/comunicados.server"
import type { Execucao } from "~/panel/execucoes.server"
import { formatDateTime, plural } from "~/utils/format"

/**
 * "Último envio de e-mails: 26/11/2026 às 09:01, 20 enviados, 1 falhou." for the queue's last `run`
 * (PocketBase's reader reads it: pocketbase/pb_hooks/lib/paginas/comunicados.js).
 */
export function lastQueueRunLine(run: Execucao<FilaContagens> | null): string {
  if (!run) return "A fila de e-mails ainda não enviou nenhum."
  const { enviado = 0, falhou = 0 } = run.contagens ?? {}
  const falhas = falhou > 0 ? `, ${plural(falhou, "falhou", "falharam")}` : ""
  return `Último envio de e-mails: ${formatDateTime(run.inicio)}, ${plural(enviado, "enviado", "enviados")}${falhas}.`
}
