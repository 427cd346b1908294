// The message after 'Enviar Fotos': how many were stored and, by name, the files refused and why.
// It travels in a cookie (at most 4 KB), so the list is cut short: a folder of phone photos sent
// whole must still get its message, not an error after its photos were stored.
import type { FotoRecusada } from "./galeria-painel.server"
import type { Toast } from "~/http/toast.server"
import { plural } from "~/utils/format"

const NAME_MAX = 60
const LINES_MAX = 10

export function envioToast({ enviadas, recusadas }: { enviadas: number; recusadas: FotoRecusada[] }): Toast {
  const stored = plural(enviadas, "foto enviada", "fotos enviadas")
  if (recusadas.length === 0) return { type: "success", title: stored }
  const details = recusadas
    .slice(0, LINES_MAX)
    .map(({ nome, motivo }) => `${nome.slice(0, NAME_MAX)}: ${motivo}`)
  const rest = recusadas.length - details.length
  if (rest > 0) details.push(`e ${plural(rest, "outro arquivo", "outros arquivos")}.`)
  return {
    type: "error",
    title: `${stored}; ${plural(recusadas.length, "arquivo recusado", "arquivos recusados")}:`,
    details,
  }
}
