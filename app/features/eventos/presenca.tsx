// An event's places as one person sees them (the dashboard's next events, the event's page): the
// places left ('Restam 200 vagas'), who waits, their own sign-up ('Você está na lista de espera
// (posição 2).'), and the one button they get, a POST to the event's page (its action answers 303
// back to `voltar`, at the event's card), so it works without JavaScript. The loader worked it all
// out (vagas.ts presencaOf): no rule ships to the browser.
import { ENTRAR_NA_ESPERA } from "@veteranos/domain/inscricoes"
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import type { Presenca } from "~/features/eventos/vagas"

const LABELS = { confirmar: "Confirmar presença", cancelar: "Cancelar presença" } as const
const PENDING_LABELS = { confirmar: "Confirmando...", cancelar: "Cancelando..." } as const

export function PresencaResumo({
  presenca,
  titulo,
  voltar,
}: {
  presenca: Presenca
  titulo: string
  /** Where the answer returns (the dashboard); by default the event's page. */
  voltar?: string
}) {
  const { vagas, espera, esgotado, minha, acao, aviso, pagina } = presenca
  return (
    <div className="mt-2 grid gap-2 text-sm" data-testid="presenca">
      <p className="text-gray-800">
        <span className="font-semibold">{vagas}</span>
        {espera ? ` · ${espera}` : ""}
      </p>
      {minha ? (
        <p
          className={
            minha.status === "confirmada" ? "font-semibold text-marca-800" : "font-semibold text-yellow-900"
          }
        >
          {minha.label}
        </p>
      ) : null}
      {aviso ? <p className="text-gray-700">{aviso}</p> : null}
      {acao ? (
        <Form method="post" action={pagina}>
          {voltar ? <input type="hidden" name="voltar" value={voltar} /> : null}
          <SubmitButton
            name="intent"
            value={acao}
            variant={acao === "confirmar" ? "primary" : "secondary"}
            pendingLabel={PENDING_LABELS[acao]}
            className="min-h-11 w-full sm:w-auto"
          >
            {/* A full event says so on its button: the tap joins the waiting list, never a silent one. */}
            {acao === "confirmar" && esgotado ? ENTRAR_NA_ESPERA : LABELS[acao]}
            <span className="sr-only">: {titulo}</span>
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  )
}
