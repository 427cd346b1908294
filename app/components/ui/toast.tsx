import { useEffect, useState } from "react"
import { CopyButton } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"
import type { Toast } from "~/http/toast.server"

/**
 * The flash message of the last action, in the server HTML (works without JavaScript); with
 * JavaScript it can be dismissed and fades after a while.
 */
export function ToastMessage({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    setVisible(true)
    // A message with a link to copy or a list to read stays: it would be lost if it faded first.
    if (!toast || toast.link || toast.details?.length) return
    const timer = setTimeout(() => setVisible(false), 8000)
    return () => clearTimeout(timer)
  }, [toast])
  if (!toast || !visible) return null
  const success = toast.type === "success"
  // A short message stays at the top of the screen as the page scrolls, so it is still read when the
  // answer jumps to a row far down (#mensalidade-…, which :target's scroll margin leaves room for);
  // a long one (a link, a list) stays in its place rather than cover the screen.
  const short = !toast.link && !toast.details?.length
  return (
    <div
      role={success ? "status" : "alert"}
      data-testid="toast"
      className={`mx-auto mt-4 flex max-w-6xl items-start gap-3 rounded-lg border px-4 py-3 shadow-sm ${
        short ? "sticky top-2 z-30" : ""
      } ${success ? "border-marca-300 bg-marca-50 text-marca-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
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
              <a href={toast.whatsapp} target="_blank" rel="noreferrer" className="font-semibold underline">
                Avisar pelo WhatsApp
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="-my-2 -mr-2 grid size-11 shrink-0 place-items-center rounded hover:bg-black/5"
        aria-label="Fechar aviso"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  )
}
