// 'No site': what of the person the public pages show. The birthday is one line (the choice comes
// with the member's card); a seat holder ticks whether the board page shows their seat's contact, a
// POST with intent "contato-publico" that works without JavaScript (publico.server.ts saves it).
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"

export function PublicoForm({ aniversario, contato }: { aniversario: boolean; contato: boolean | null }) {
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-gray-800">
        {aniversario
          ? "Seu primeiro nome e o dia e o mês do seu aniversário aparecem na lista de aniversariantes do site."
          : "Seu aniversário não aparece no site."}
      </p>
      {contato === null ? null : (
        // Keyed by the stored choice, so the box shows it again after each save.
        <Form method="post" className="grid justify-items-start gap-3" key={String(contato)}>
          <label className="flex items-center gap-2 text-gray-900">
            <input
              type="checkbox"
              name="publicar"
              value="sim"
              defaultChecked={contato}
              className="h-5 w-5 rounded border-gray-400 text-marca-700"
            />
            Mostrar o e-mail e o telefone de contato do meu cargo na página Diretoria
          </label>
          <SubmitButton name="intent" value="contato-publico" pendingLabel="Salvando..." variant="secondary">
            Salvar preferência
          </SubmitButton>
        </Form>
      )}
    </div>
  )
}
