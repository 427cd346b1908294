// The preview of a new announcement (docs/decisions/e-mail-and-activity-log.md#an-announcement-is-previewed-before-it-is-sent):
// how many it reaches, the e-mail as they will read it (PocketBase's frame, its text escaped there),
// then 'Enviar', the POST that publishes and queues it; 'Corrigir o texto' opens the form again with
// what was typed, for a new preview. Plain forms: it works without JavaScript. Loaded when it opens
// (route.tsx).
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { Dialog } from "~/components/ui/dialog"
import type { SentForms } from "~/forms/define-form"
import type { ComunicadoPrevia } from "~/features/comunicados/comunicados.server"
import type { IntentOf } from "~/panel/intents.server"
import { plural } from "~/utils/format"
import { ComunicadoForm } from "./comunicado-dialog"
import type { comunicadoForm } from "./comunicado.forms"
import type { comunicadosIntents } from "./comunicados-actions.server"

/** "Será enviado a 43 associados." and, when some get no e-mail, that they read it in the panel. */
function alcance({ destinatarios, semEmail }: Pick<ComunicadoPrevia, "destinatarios" | "semEmail">) {
  const enviado =
    destinatarios === 0
      ? "Ninguém receberá este e-mail."
      : `Será enviado a ${plural(destinatarios, "associado", "associados")}.`
  const sem =
    semEmail > 0
      ? ` ${plural(semEmail, "pessoa não recebe", "pessoas não recebem")} e-mail (sem endereço ou com os e-mails desativados) e ${semEmail === 1 ? "o lê" : "o leem"} no painel.`
      : ""
  return enviado + sem
}

export function ComunicadoPreviaDialog({
  previa,
  forms,
}: {
  previa: ComunicadoPrevia
  forms: SentForms<typeof comunicadoForm>
}) {
  const { titulo, texto, publico } = previa
  return (
    <Dialog title="Prévia do comunicado">
      <p className="font-semibold text-marca-900" data-testid="comunicado-alcance">
        {alcance(previa)}
      </p>
      <p className="mt-3 text-sm text-gray-700">Assim os associados vão ler (cada um com o seu nome):</p>
      <section
        aria-label="E-mail do comunicado"
        tabIndex={0}
        className="mt-2 max-h-72 overflow-y-auto rounded-md border border-gray-300 bg-gray-50 p-4 text-sm break-words text-gray-900"
        data-testid="comunicado-previa"
      >
        <p className="border-b border-gray-200 pb-2 font-semibold">Assunto: {previa.subject}</p>
        {/* PocketBase's frame escapes every typed text (app/domain/email.js escapeHtml). */}
        <div className="mt-2 grid gap-3" dangerouslySetInnerHTML={{ __html: previa.html }} />
      </section>
      <Form method="post" className="mt-4">
        <input type="hidden" name="titulo" value={titulo} />
        <input type="hidden" name="texto" value={texto} />
        <input type="hidden" name="publico" value={publico} />
        <SubmitButton
          name="intent"
          value={"publicar" satisfies IntentOf<typeof comunicadosIntents>}
          pendingLabel="Enviando..."
          className="w-full sm:w-auto"
        >
          Enviar
        </SubmitButton>
      </Form>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-marca-800 underline">
          Corrigir o texto
        </summary>
        <div className="mt-3">
          <ComunicadoForm forms={forms} lastResult={undefined} defaultValue={{ titulo, texto, publico }} />
        </div>
      </details>
    </Dialog>
  )
}
