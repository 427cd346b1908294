// The flash message's box (toast.tsx shows it), loaded with the first message a page shows
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { useEffect, useRef, useState } from "react"
import { CopyButton } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"
import type { Toast } from "~/http/toast.server"

/**
 * The flash message of the last action, in the server HTML, at the top of the content: in the flow,
 * so it never covers the card acted on (highlighted instead) nor an open menu
 * (docs/decisions/phones-and-touch.md#flash-messages-stay-out-of-the-way). A tap on its close mark
 * (on a short one, anywhere on it) takes it away, without JavaScript too: the mark is the label of a
 * hidden checkbox that CSS reads. With JavaScript a short one also goes after a while.
 */
export function ToastBody({ toast }: { toast: Toast }) {
  const [visible, setVisible] = useState(true)
  const closed = useRef<HTMLInputElement>(null)
  useEffect(() => {
    setVisible(true)
    if (closed.current) closed.current.checked = false
    // A message with a link to copy or a list to read stays: it would be lost if it faded first.
    if (toast.link || toast.details?.length) return
    const timer = setTimeout(() => setVisible(false), 8000)
    return () => clearTimeout(timer)
  }, [toast])
  if (!visible) return null
  const success = toast.type === "success"
  // A short message holds nothing else to tap: the close mark's area covers all of it (data-short).
  const short = !toast.link && !toast.details?.length
  return (
    // Drawn by the `.toast` rules in tailwind.css, not class lists in every page's script.
    <div className="toast" data-short={short || undefined}>
      <input ref={closed} type="checkbox" id="fechar-aviso" className="sr-only" aria-label="Fechar aviso" />
      <div role={success ? "status" : "alert"} data-testid="toast">
        <Icon name={success ? "check" : "alert"} className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="text-sm">{toast.description}</p> : null}
          {toast.details?.length ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {toast.details.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
          {toast.link ? (
            // Wrapped, never cut on a phone; one tap selects all of it where there is no 'Copiar'.
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <p
                data-testid="toast-link"
                className="w-full select-all break-all rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm text-gray-900"
              >
                {toast.link}
              </p>
              <CopyButton text={toast.link} label="Copiar" />
              {toast.whatsapp ? (
                <a
                  href={toast.whatsapp}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold underline"
                >
                  Avisar pelo WhatsApp
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
        <label htmlFor="fechar-aviso" title="Fechar aviso">
          <Icon name="close" className="size-4" />
        </label>
      </div>
    </div>
  )
}
