// 'Receber lembretes e comunicados por e-mail': the one opt-out of the association's e-mails to a
// member (the dues reminders and the board's announcements, which stay readable in the panel); one
// box and its button, a POST with intent "lembretes" that works without JavaScript
// (lembretes.server.ts saves it).
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"

export function LembretesForm({ receber }: { receber: boolean }) {
  return (
    // Keyed by the stored choice, so the box shows it again after each save.
    <Form method="post" className="grid justify-items-start gap-3" key={String(receber)}>
      <label className="flex items-center gap-2 text-gray-900">
        <input
          type="checkbox"
          name="receber"
          value="sim"
          defaultChecked={receber}
          className="h-5 w-5 rounded border-gray-400 text-marca-700"
        />
        Receber lembretes e comunicados por e-mail
      </label>
      <p className="text-sm text-gray-700">
        Avisos das mensalidades em aberto (antes do vencimento, no dia e, se atrasar, até três vezes) e os
        comunicados da diretoria. Sem eles, os comunicados continuam no painel.
      </p>
      <SubmitButton name="intent" value="lembretes" pendingLabel="Salvando..." variant="secondary">
        Salvar preferência
      </SubmitButton>
    </Form>
  )
}
