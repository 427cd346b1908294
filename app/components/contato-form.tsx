// The contact message form ('Fale conosco'); posts to /contato, whose action stores it.
import { getFormProps } from "@conform-to/react"
import { Form, useActionData } from "@remix-run/react"
import { Field, SubmitButton } from "~/components/field"
import {
  FormAlert,
  HoneypotField,
  useFreshFormKey,
  type PublicFormActionData,
} from "~/components/public-form"
import { contatoSchema } from "~/schemas/contato"
import { MAX } from "~/schemas/fields"
import { maskOnInput, maskTelefone, TELEFONE_MAX_LENGTH } from "~/utils/masks"
import { useSchemaForm } from "~/utils/use-schema-form"

export function ContatoForm() {
  const actionData = useActionData<PublicFormActionData>()
  const formKey = useFreshFormKey(actionData !== undefined)
  return <ContatoFormFields key={formKey} lastResult={actionData?.result} />
}

function ContatoFormFields({ lastResult }: { lastResult: PublicFormActionData["result"] | undefined }) {
  const [form, fields] = useSchemaForm(contatoSchema, { id: "form-contato", lastResult })
  return (
    // The anchor brings a visitor without JavaScript back to the form when it has messages.
    <Form method="post" action="/contato#fale-conosco" {...getFormProps(form)} className="relative mt-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Nome"
          meta={fields.nome}
          maxLength={MAX.nome}
          autoComplete="name"
          className="sm:col-span-2"
        />
        <Field label="E-mail" meta={fields.email} maxLength={MAX.email} type="email" autoComplete="email" />
        <Field
          label="Telefone"
          meta={fields.telefone}
          maxLength={TELEFONE_MAX_LENGTH}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(00) 00000-0000"
          onInput={maskOnInput(maskTelefone)}
        />
        <Field label="Assunto" meta={fields.assunto} maxLength={MAX.assunto} className="sm:col-span-2" />
        <Field
          label="Mensagem"
          meta={fields.mensagem}
          as="textarea"
          maxLength={MAX.mensagem}
          rows={5}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton pendingLabel="Enviando..." className="mt-6 w-full sm:w-auto">
        Enviar mensagem
      </SubmitButton>
    </Form>
  )
}
