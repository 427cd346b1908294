// 'Sessões ativas' on /painel/seguranca (docs/decisions/two-step-login.md#sessions): each session of
// the person with its browser and system, its network and its last activity; 'Encerrar' on every
// other one and 'Sair de todos os outros aparelhos', each a POST form, so it works without JavaScript.
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import type { IntentOf } from "~/panel/intents.server"
import { PanelSection } from "~/panel/panel-section"
import type { SessaoDaPagina, sessoesIntents } from "./sessoes.server"

type Intent = IntentOf<typeof sessoesIntents>

export function SessoesAtivas({ sessoes }: { sessoes: readonly SessaoDaPagina[] }) {
  const outras = sessoes.some((sessao) => !sessao.atual)
  return (
    <PanelSection id="sessoes" title="Sessões ativas">
      <p className="text-sm text-gray-700">
        Os aparelhos em que sua conta está aberta. A rede é só o começo do endereço de internet, não um lugar.
      </p>
      <ul className="mt-3 grid gap-3">
        {sessoes.map((sessao) => (
          <li
            key={sessao.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gray-200 p-3"
          >
            <div className="grid gap-0.5">
              <p className="font-semibold text-gray-900">
                {sessao.aparelho}
                {sessao.atual ? (
                  <span className="ml-2 rounded-full bg-marca-100 px-2 py-0.5 text-xs font-semibold text-marca-900">
                    Este aparelho
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-gray-700">{sessao.rede}</p>
              <p className="text-sm text-gray-700">
                Última atividade: {sessao.ultimaAtividade || "não registrada"}
              </p>
            </div>
            {sessao.atual ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={sessao.id} />
                <SubmitButton
                  name="intent"
                  value={"encerrar-sessao" satisfies Intent}
                  variant="danger-outline"
                  size="sm"
                  pendingLabel="Encerrando..."
                >
                  Encerrar
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {outras ? (
        <Form method="post" className="mt-4">
          <SubmitButton
            name="intent"
            value={"encerrar-outras" satisfies Intent}
            variant="secondary"
            pendingLabel="Encerrando..."
          >
            Sair de todos os outros aparelhos
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-gray-700">Nenhum outro aparelho está com sua conta aberta.</p>
      )}
    </PanelSection>
  )
}
