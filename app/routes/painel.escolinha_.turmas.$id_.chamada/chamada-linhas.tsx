// The roll's rows (docs/decisions/youth-school.md#classes-and-the-roll): each enrolled child a group
// of two radio buttons drawn as toggles 44 px tall or more ('Presente' pre-set, or the day's saved
// mark), the certificate's warning and 'Ligar para o responsável'; one 'Salvar chamada' at the
// bottom, kept at the screen's bottom edge on a phone as a long dialog's footer
// (docs/decisions/phones-and-touch.md#dialogs-open-where-the-person-is). A plain form: it works
// without JavaScript.
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { AtestadoBadge, LigarResponsavel } from "~/features/escolinha/turma-pessoas"
import type { IntentOf } from "~/panel/intents.server"
import type { chamadaIntents } from "./chamada-actions.server"
import type { ChamadaPagina } from "./chamada.server"

type Intent = IntentOf<ReturnType<typeof chamadaIntents>>

const TOGGLE =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-md border-2 px-3 py-2 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-marca-700"
const PRESENTE = `${TOGGLE} border-marca-300 bg-white text-marca-900 has-[:checked]:border-marca-700 has-[:checked]:bg-marca-700 has-[:checked]:text-white`
const FALTOU = `${TOGGLE} border-red-300 bg-white text-red-900 has-[:checked]:border-red-700 has-[:checked]:bg-red-700 has-[:checked]:text-white`

export function ChamadaLinhas({ data, alunos }: Pick<ChamadaPagina, "data" | "alunos">) {
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="data" value={data} />
      <ul className="grid gap-3">
        {alunos.map((aluno) => {
          const presente = aluno.presente ?? true
          return (
            <li key={aluno.id} className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
              <fieldset>
                <legend className="text-lg font-semibold text-gray-900">{aluno.nome}</legend>
                <div className="mt-1 flex flex-wrap items-center gap-x-4">
                  <AtestadoBadge atestado={aluno.atestado} onlyWarning />
                  <LigarResponsavel responsavel={aluno.responsavel} />
                </div>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <label className={PRESENTE}>
                    <input
                      type="radio"
                      name={`chamada.${aluno.id}`}
                      value="presente"
                      defaultChecked={presente}
                      className="sr-only"
                    />
                    Presente
                  </label>
                  <label className={FALTOU}>
                    <input
                      type="radio"
                      name={`chamada.${aluno.id}`}
                      value="faltou"
                      defaultChecked={!presente}
                      className="sr-only"
                    />
                    Faltou
                  </label>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ul>
      <div className="sticky bottom-0 mt-4 border-t border-gray-200 bg-white py-3 sm:static sm:border-0">
        <SubmitButton
          name="intent"
          value={"salvar" satisfies Intent}
          pendingLabel="Salvando..."
          className="w-full sm:w-auto"
        >
          Salvar chamada
        </SubmitButton>
      </div>
    </Form>
  )
}
