import { useLocation } from "@remix-run/react"
import { useEffect } from "react"
import { onDemand } from "~/components/ui/on-demand"
import type { Toast } from "~/http/toast.server"

/**
 * With JavaScript an answer's redirect to `#card` is a client navigation, which leaves `:target` as
 * it was: the card gets `data-alvo` instead, for the same brief highlight (`:target` in tailwind.css).
 */
function useActedCardMark() {
  const { hash, key } = useLocation()
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : ""
    const card = id ? document.getElementById(id) : null
    if (!card) return
    card.setAttribute("data-alvo", "")
    return () => card.removeAttribute("data-alvo")
  }, [hash, key])
}

const ToastBody = onDemand(() => import("./toast-body").then((module) => module.ToastBody), {
  optional: true,
})

/**
 * The flash message of the last action (toast-body.tsx), whose code arrives with the first message
 * a page shows: most pages are opened without one
 * (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
 */
export function ToastMessage({ toast }: { toast: Toast | null }) {
  useActedCardMark()
  return toast ? <ToastBody toast={toast} /> : null
}
