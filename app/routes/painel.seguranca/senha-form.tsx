// 'Trocar senha' on /painel/seguranca (it was on 'Meus Dados'), and the page's sections' frame.
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import type { segurancaIntents } from "./seguranca-actions.server"
import { trocarSenhaForm } from "./seguranca.forms"

export function SenhaForm({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof trocarSenhaForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(trocarSenhaForm, forms, { id: "trocar-senha", lastResult })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Senha atual"
        meta={fields.oldPassword}
        type="password"
        autoComplete="current-password"
        className="sm:col-span-2"
      />
      <Field label="Nova senha" meta={fields.password} type="password" autoComplete="new-password" />
      <Field
        label="Confirme a nova senha"
        meta={fields.passwordConfirm}
        type="password"
        autoComplete="new-password"
      />
      <p className="text-sm text-gray-600 sm:col-span-2">
        Ao trocar a senha, você continua conectado aqui e sai de todos os outros aparelhos.
      </p>
      <div className="sm:col-span-2">
        <SubmitButton
          name="intent"
          value={"senha" satisfies IntentOf<typeof segurancaIntents>}
          pendingLabel="Trocando..."
        >
          Trocar senha
        </SubmitButton>
      </div>
    </PanelForm>
  )
}
