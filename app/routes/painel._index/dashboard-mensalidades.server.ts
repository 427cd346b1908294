// What the dashboard's dues card reads, with the user's token: every member's pending count for the
// financial director, what the user owes for anybody else. A read that fails shows '—'.
import type { MensalidadesCardData } from "./dashboard-mensalidades"
import { countPendingMensalidades, devidoDoAssociado } from "~/features/mensalidades/mensalidades.server"
import { orFallback } from "~/http/fallback.server"

export async function readMensalidadesCard(
  user: { id: string; token: string },
  todas: boolean,
): Promise<MensalidadesCardData> {
  if (todas) {
    const count = await orFallback("mensalidades pendentes", countPendingMensalidades(user.token, null), null)
    return { todas: true, count }
  }
  const devido = await orFallback("mensalidades em aberto", devidoDoAssociado(user.token, user.id), null)
  return { todas: false, devido }
}
