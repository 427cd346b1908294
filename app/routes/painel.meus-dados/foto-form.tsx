// 'Sua foto': the person's picture for their card and, if they choose, the members' directory. One
// JPEG, PNG or WebP sent as multipart (a plain form post, so it works without JavaScript; the
// server takes uploads at this address: server/http.mjs), or 'Remover foto'.
import type { SubmissionResult } from "@conform-to/react"
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { useAcceptedImageTypes } from "~/panel/aceita-imagem"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { meusDadosIntents } from "./meus-dados-actions.server"
import { minhaFotoForm } from "./meus-dados.forms"

type Intent = IntentOf<typeof meusDadosIntents>

export function FotoForm({
  forms,
  lastResult,
  foto,
}: {
  forms: SentForms<typeof minhaFotoForm>
  lastResult: SubmissionResult<string[]> | undefined
  /** The current photo's square thumbnail's address, or null. */
  foto: string | null
}) {
  const aceitaImagem = useAcceptedImageTypes()
  const [form, fields] = useSchemaForm(minhaFotoForm, forms, { id: "minha-foto", lastResult })
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        {foto ? (
          <img
            src={foto}
            alt="Sua foto atual"
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full border border-marca-200 object-cover"
            data-testid="minha-foto"
          />
        ) : (
          <p className="text-gray-800">Você ainda não enviou uma foto.</p>
        )}
        {foto ? (
          <Form method="post">
            <SubmitButton
              name="intent"
              value={"remover-foto" satisfies Intent}
              pendingLabel="Removendo..."
              variant="secondary"
            >
              Remover foto
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <p className="text-gray-800">
        A foto aparece na sua carteirinha e, se você escolher, na lista de sócios. Prefira uma foto do rosto,
        de frente.
      </p>
      <PanelForm form={form} upload className="grid gap-3">
        <Field
          label={foto ? "Nova foto" : "Foto"}
          meta={fields.foto}
          type="file"
          accept={aceitaImagem}
          hint="JPEG, PNG ou WebP, até 5 MB. O local e os outros dados que o celular grava na foto são apagados."
        />
        <div>
          <SubmitButton name="intent" value={"foto" satisfies Intent} pendingLabel="Enviando...">
            Enviar foto
          </SubmitButton>
        </div>
      </PanelForm>
    </div>
  )
}
