// 'Fale conosco' on /contato: the contact form, in the public form frame (app/forms/public-form.tsx).
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { EmailField, NomeField, TelefoneField } from "~/forms/person-fields"
import { PublicFormFrame, type PublicFormActionData } from "~/forms/public-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { contatoForm } from "./contato.forms"

export function ContatoForm({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof contatoForm>
  lastResult: PublicFormActionData["result"] | undefined
}) {
  const [form, fields] = useSchemaForm(contatoForm, forms, { id: "form-contato", lastResult })
  return (
    <PublicFormFrame form={form} action="/contato" submitLabel="Enviar mensagem">
      <NomeField label="Nome" meta={fields.nome} />
      <EmailField meta={fields.email} />
      <TelefoneField meta={fields.telefone} />
      <Field label="Assunto" meta={fields.assunto} className="sm:col-span-2" />
      <Field label="Mensagem" meta={fields.mensagem} as="textarea" rows={5} className="sm:col-span-2" />
    </PublicFormFrame>
  )
}
