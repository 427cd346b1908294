// 'Copiar' for a code the user pastes elsewhere (PIX 'copia e cola'). It appears only once
// JavaScript runs and the browser offers the clipboard; without it the code stays selectable text.
import { useEffect, useState } from "react"
import { Button } from "~/components/ui/button"

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [supported, setSupported] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setSupported(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), [])
  if (!supported) return null
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
        setTimeout(() => setCopied(false), 3000)
      }}
    >
      <span aria-live="polite">{copied ? "Copiado!" : label}</span>
    </Button>
  )
}
