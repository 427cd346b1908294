// The message after 'Enviar Fotos': how many were stored and, by name, the files refused and why
// (kept short: the message travels in a cookie).
import type { FotoRecusada } from "~/features/galeria/galeria-painel.server"
import type { Toast } from "~/http/toast.server"

const NAME_MAX = 60

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export function envioToast({ enviadas, recusadas }: { enviadas: number; recusadas: FotoRecusada[] }): Toast {
  const stored = plural(enviadas, "foto enviada", "fotos enviadas")
  if (recusadas.length === 0) return { type: "success", title: stored }
  return {
    type: "error",
    title: `${stored}; ${plural(recusadas.length, "arquivo recusado", "arquivos recusados")}:`,
    details: recusadas.map(({ nome, motivo }) => `${nome.slice(0, NAME_MAX)}: ${motivo}`),
  }
}
