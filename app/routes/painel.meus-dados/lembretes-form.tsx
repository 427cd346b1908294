// 'Receber lembretes e comunicados por e-mail': the one opt-out of the association's e-mails to a
// member (the dues reminders and the board's announcements, which stay readable in the panel); a
// POST with intent "lembretes" (lembretes.server.ts saves it).
import { PreferenciaForm } from "./preferencia-form"
import type { IntentOf } from "~/panel/intents.server"
import type { meusDadosIntents } from "./meus-dados-actions.server"

export function LembretesForm({ receber }: { receber: boolean }) {
  return (
    <PreferenciaForm
      intent={"lembretes" satisfies IntentOf<typeof meusDadosIntents>}
      name="receber"
      checked={receber}
      label="Receber lembretes e comunicados por e-mail"
    >
      <p className="text-sm text-gray-700">
        Avisos das mensalidades em aberto (antes do vencimento, no dia e, se atrasar, até três vezes) e os
        comunicados da diretoria. Sem eles, os comunicados continuam no painel.
      </p>
    </PreferenciaForm>
  )
}
