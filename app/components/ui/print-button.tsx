// 'Imprimir' for a printable page (a receipt). It appears once JavaScript runs; without it the
// page says to use the browser's own Print.
import { useEffect, useState } from "react"
import { Button } from "~/components/ui/button"

export function PrintButton() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready) {
    return (
      <p className="text-sm text-gray-600">Para guardar, use Imprimir ou Salvar como PDF no navegador.</p>
    )
  }
  return <Button onClick={() => window.print()}>Imprimir</Button>
}
