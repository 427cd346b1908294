// The retention purge's last run for the president's settings page: personal data past its age is
// deleted every night (docs/decisions/lgpd-and-privacy.md#retention), and the one who answers for
// the data sees that it ran.
import type { Execucao } from "~/panel/execucoes.server"
import { formatDateTime, plural } from "~/utils/format"

/**
 * "Última limpeza automática de dados antigos: 26/11/2026 03:30, 2 registros removidos.", from the
 * job's last run (null before its first).
 */
export function retentionLine(run: Execucao<Record<string, number>> | null): string {
  if (!run) return "A limpeza automática de dados antigos ainda não rodou."
  const removed = Object.values(run.contagens ?? {}).reduce((sum, count) => sum + count, 0)
  const what = removed === 0 ? "nada a remover" : plural(removed, "registro removido", "registros removidos")
  return `Última limpeza automática de dados antigos: ${formatDateTime(run.inicio)}, ${what}.`
}
