// The re-confirmation's forms: the password and the code ('Confirmar'), and, for the e-mailed code,
// 'Enviar código por e-mail' as a form of its own (it sends no password). The recovery code is the
// same field, chosen by a link (?recuperacao=1), so nothing here needs JavaScript.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { reconfirmarIntents } from "./reconfirmar-actions.server"
import { reconfirmarForm } from "./reconfirmar.forms"
import type { Metodo } from "~/auth/segunda-etapa.server"

type Intent = IntentOf<typeof reconfirmarIntents>

/** The code the person gives, when they have a second step or hold a seat (the loader's words). */
type Codigo = {
  metodo: Metodo
  recuperacao: boolean
  /** The hidden `tipo`: the second step's code or a recovery code. */
  tipo: string
  rotulo: string
  texto: string
  temRecuperacao: boolean
}

const linkClass =
  "inline-flex min-h-11 items-center text-sm font-medium text-marca-800 underline hover:text-marca-950"

/** This page's address with `recuperacao` on or off, keeping `voltar`. */
const modeLink = (voltar: string, recuperacao: boolean) =>
  `?${new URLSearchParams(recuperacao ? { voltar, recuperacao: "1" } : { voltar })}`

export function ReconfirmarForm({
  forms,
  voltar,
  codigo,
  lastResult,
}: {
  forms: SentForms<typeof reconfirmarForm>
  voltar: string
  codigo: Codigo | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(reconfirmarForm, forms, { lastResult })
  return (
    <div className="grid gap-4">
      {codigo ? <p className="text-gray-800">{codigo.texto}</p> : null}
      {codigo?.metodo === "email" && !codigo.recuperacao ? (
        <Form method="post">
          <SubmitButton
            name="intent"
            value={"enviar-codigo" satisfies Intent}
            variant="secondary"
            pendingLabel="Enviando..."
          >
            Enviar código por e-mail
          </SubmitButton>
        </Form>
      ) : null}
      <PanelForm form={form} className="grid gap-4">
        <Field label="Senha" meta={fields.senha} type="password" autoComplete="current-password" />
        {codigo ? <input type="hidden" name="tipo" value={codigo.tipo} /> : null}
        {codigo?.recuperacao ? (
          <Field label={codigo.rotulo} meta={fields.codigo} autoComplete="off" autoCapitalize="none" />
        ) : codigo ? (
          <Field
            label={codigo.rotulo}
            meta={fields.codigo}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        ) : null}
        <div>
          <SubmitButton name="intent" value={"reconfirmar" satisfies Intent} pendingLabel="Confirmando...">
            Confirmar
          </SubmitButton>
        </div>
      </PanelForm>
      {codigo?.temRecuperacao ? (
        <Link to={modeLink(voltar, !codigo.recuperacao)} className={linkClass}>
          {codigo.recuperacao ? "Usar o código de 6 dígitos" : "Usar um código de recuperação"}
        </Link>
      ) : null}
    </div>
  )
}
