// 'Imprimir' for a printable page (a receipt, an assembly's minutes). It appears once JavaScript
// runs; without it the page says to use the browser's own Print, or, given `semScript`, 'Imprimir'
// opens that printable file (the minutes' PDF) for the browser's viewer to print.
import { useEffect, useState } from "react"
import { Button, buttonClass } from "~/components/ui/button"

export function PrintButton({ semScript }: { semScript?: string }) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready && semScript) {
    return (
      <a href={semScript} className={buttonClass()}>
        Imprimir
      </a>
    )
  }
  if (!ready) {
    return (
      <p className="text-sm text-gray-600">Para guardar, use Imprimir ou Salvar como PDF no navegador.</p>
    )
  }
  return <Button onClick={() => window.print()}>Imprimir</Button>
}
