// 'No site': what of the person the public pages show. The birthday is one line: it shows as they
// chose in 'Lista de sócios' (lista-socios-form.tsx); a seat holder ticks whether the board page
// shows their seat's contact, a POST with intent "contato-publico" (publico.server.ts saves it).
import { PreferenciaForm } from "./preferencia-form"
import type { IntentOf } from "~/panel/intents.server"
import type { meusDadosIntents } from "./meus-dados-actions.server"

export function PublicoForm({ aniversario, contato }: { aniversario: boolean; contato: boolean | null }) {
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-gray-800">
        {aniversario
          ? "Seu primeiro nome e o dia e o mês do seu aniversário aparecem em 'Aniversariantes do mês', na página inicial."
          : "Seu aniversário não aparece no site."}{" "}
        Você escolhe em{" "}
        <a href="#lista-socios" className="font-semibold text-marca-700 underline">
          Lista de sócios
        </a>
        .
      </p>
      {contato === null ? null : (
        <PreferenciaForm
          intent={"contato-publico" satisfies IntentOf<typeof meusDadosIntents>}
          name="publicar"
          checked={contato}
          label="Mostrar o e-mail e o telefone de contato do meu cargo na página Diretoria"
        />
      )}
    </div>
  )
}
