// A change refused because the record was no longer as the page showed it (StaleChangeError,
// docs/decisions/forms.md#a-change-is-made-from-what-was-seen): every panel page answers it the same
// way, with a 303 and this message. Nothing changed, and the message says what the record is now.
import type { StaleChangeError } from "~/http/pocketbase.server"
import type { Toast } from "~/http/toast.server"

/**
 * `title`: the page's own words for it ("Esta reserva já foi decidida."); `labels`: its statuses'
 * labels, to say which one the record has now.
 */
export function staleChangeToast(
  title: string,
  error: StaleChangeError,
  labels: Readonly<Record<string, string>>,
): Toast {
  const status = error.current?.status
  const label = status === undefined ? undefined : labels[status]
  const description = !error.current
    ? "Ela não foi encontrada; nada foi alterado."
    : label
      ? `Ela está ${label.toLowerCase()}; nada foi alterado.`
      : "Nada foi alterado."
  return { type: "error", title, description }
}
