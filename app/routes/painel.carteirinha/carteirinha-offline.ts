// The card keeps working offline once opened (docs/decisions/member-card-and-receipts.md#offline-card):
// this page, and no other, registers the worker (public/carteirinha-sw.js), then names what it drew
// with, so a card reached by a link inside the panel (no visit the worker saw) is kept too, and kept
// again once its status is read anew (after 'Gerar novo código', say). A few lines in the page's
// script; without JavaScript the browser's own cache is all there is.
import { useEffect } from "react"

const WORKER = "/carteirinha-sw.js"

/** `agora`: when the page's status was read ('Situação em'). */
export function useOfflineCard(agora: string) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return
    navigator.serviceWorker
      .register(WORKER, { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        const pictures = [...document.querySelectorAll<HTMLImageElement>("#carteirinha img")]
        registration.active?.postMessage({
          desde: agora,
          arquivos: [...stylesheets.map((link) => link.href), ...pictures.map((img) => img.src)],
        })
      })
      // A browser that refuses it (private mode, a policy) shows the card online as before.
      .catch(() => undefined)
  }, [agora])
}
