// 'Marcar como lido': a POST with intent "lido" to /painel/comunicados, from the dashboard or the
// list, that comes back to where it was sent from; works without JavaScript.
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"

/** The intent the button sends, the key of its entry in /painel/comunicados's table. */
export const MARCAR_LIDO = "lido"

export function MarcarLido({ id, titulo, voltar }: { id: string; titulo: string; voltar: string }) {
  return (
    <Form method="post" action="/painel/comunicados" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="voltar" value={voltar} />
      <SubmitButton
        name="intent"
        value={MARCAR_LIDO}
        pendingLabel="Salvando..."
        variant="secondary"
        size="sm"
      >
        Marcar como lido<span className="sr-only">: {titulo}</span>
      </SubmitButton>
    </Form>
  )
}
